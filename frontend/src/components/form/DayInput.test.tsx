import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { DayInput } from './DayInput';
import { FormDayField } from './FormDayField';

const NO_SUCH_DAY = 'Esta data não existe: confira o dia e o mês.';
const INVALID = 'Data inválida: use dd/mm/aaaa.';
const OUT_OF_RANGE = 'Este dia não pode ser escolhido aqui: veja no calendário os dias permitidos.';

interface DayProps {
  minDate?: string;
  error?: string;
  initial?: string;
  clearable?: boolean;
}

function Day({ minDate, error, initial = '', clearable = false }: DayProps) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DayInput
        label="Data"
        value={day}
        onChange={setDay}
        minDate={minDate}
        error={error}
        clearable={clearable}
        // The calendar opens at once, so that a test sees it the moment it would show.
        popoverProps={{ transitionProps: { duration: 0 } }}
        excludeDate={(d) => new Date(`${d}T12:00`).getDay() === 6}
      />
      <output>{day === '' ? 'nenhum' : day}</output>
      <Button
        onClick={() => {
          setDay('2031-04-01');
        }}
      >
        Definir
      </Button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Data' });
// Whether the calendar is drawn at all. In jsdom, where nothing has a size, floating-ui may take the
// field for hidden and hide a calendar that opens after the field was drawn (`display: none`).
const calendar = () => screen.queryByRole('button', { name: 'Próximo mês', hidden: true });
const findCalendar = () => screen.findByRole('button', { name: 'Próximo mês', hidden: true });
const kept = () => screen.getByRole('status');

describe('DayInput', () => {
  it('keeps a typed dd/mm/aaaa day as YYYY-MM-DD', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '05/03/2031');
    await user.tab();
    expect(kept()).toHaveTextContent('2031-03-05');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a typed day that does not exist does not, until a real one is typed', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '31/02/2031');
    await user.tab();
    expect(screen.getByText(NO_SUCH_DAY)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(kept()).toHaveTextContent('nenhum');
    // What was typed stays, for the person to correct.
    expect(field()).toHaveValue('31/02/2031');

    await user.clear(field());
    await user.type(field(), '28/02/2031');
    expect(screen.queryByText(NO_SUCH_DAY)).not.toBeInTheDocument();
    expect(kept()).toHaveTextContent('2031-02-28');
  });

  it('offers its × over a refused text too, which empties the field and keeps the keyboard in it', async () => {
    const { user } = renderWithProviders(<Day clearable />);
    await user.type(field(), '31/02/2031');
    await user.tab();
    expect(screen.getByText(NO_SUCH_DAY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar campo' }));

    await waitFor(() => {
      expect(field()).toHaveFocus();
    });
    expect(field()).toHaveValue('');
    expect(screen.queryByText(NO_SUCH_DAY)).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(kept()).toHaveTextContent('nenhum');
    expect(screen.queryByRole('button', { name: 'Limpar campo' })).not.toBeInTheDocument();
    // As after Mantine's own ×, the calendar stays shut (on a phone it would cover the label)...
    expect(calendar()).not.toBeInTheDocument();
    // ... until the field is clicked or typed in.
    await user.click(field());
    expect(await findCalendar()).toBeInTheDocument();
  });

  it('opens its calendar again for a day typed after the ×, not for Enter', async () => {
    const { user } = renderWithProviders(<Day clearable />);
    await user.type(field(), '31/02/2031');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Limpar campo' }));
    await waitFor(() => {
      expect(field()).toHaveFocus();
    });
    expect(calendar()).not.toBeInTheDocument();
    // Enter (a form's send, the phone keyboard's 'Ir') leaves it shut.
    await user.keyboard('{Enter}');
    expect(calendar()).not.toBeInTheDocument();

    await user.keyboard('0');
    expect(await findCalendar()).toBeInTheDocument();
    expect(field()).toHaveValue('0');
  });

  it('has no × over a refused text when it is not clearable', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '31/02/2031');
    await user.tab();
    expect(screen.queryByRole('button', { name: 'Limpar campo' })).not.toBeInTheDocument();
  });

  it('says what is not written as dd/mm/aaaa is invalid', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '5 de março');
    await user.tab();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('says the year is wrong when only the year is, not that the day does not exist', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '15/05/0001');
    await user.tab();
    expect(screen.getByText('Confira o ano (por exemplo, 15/05/2024).')).toBeInTheDocument();
    expect(screen.queryByText(NO_SUCH_DAY)).not.toBeInTheDocument();
    expect(kept()).toHaveTextContent('nenhum');
  });

  it('holds no day instead of quietly keeping the previous one, and keeps what was typed', async () => {
    const { user } = renderWithProviders(<Day initial="2031-03-05" />);
    await user.clear(field());
    await user.type(field(), '31/02/2031');
    await user.tab();
    expect(screen.getByText(NO_SUCH_DAY)).toBeInTheDocument();
    expect(kept()).toHaveTextContent('nenhum');
    expect(field()).toHaveValue('31/02/2031');
  });

  it('keeps a typed day it refuses in the field, even one that parses (an excluded day, a short year)', async () => {
    const { user } = renderWithProviders(<Day initial="2031-03-05" />);
    await user.clear(field());
    // 15/03/2031 is a Saturday, which this field excludes.
    await user.type(field(), '15/03/2031');
    await user.tab();
    expect(screen.getByText(OUT_OF_RANGE)).toBeInTheDocument();
    expect(field()).toHaveValue('15/03/2031');
    expect(kept()).toHaveTextContent('nenhum');

    await user.clear(field());
    await user.type(field(), '3/2/31');
    await user.tab();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(field()).toHaveValue('3/2/31');
  });

  it('puts a good day typed loosely in the shown form', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '5/3/2031');
    await user.tab();
    expect(field()).toHaveValue('05/03/2031');
    expect(kept()).toHaveTextContent('2031-03-05');
  });

  it('refuses a typed day outside the allowed range or among the excluded days', async () => {
    const { user } = renderWithProviders(<Day minDate="2031-03-10" />);
    await user.type(field(), '01/03/2031');
    await user.tab();
    expect(screen.getByText(OUT_OF_RANGE)).toBeInTheDocument();
    expect(kept()).toHaveTextContent('nenhum');

    // 15/03/2031 is a Saturday, which this field excludes.
    await user.clear(field());
    await user.type(field(), '15/03/2031');
    await user.tab();
    expect(screen.getByText(OUT_OF_RANGE)).toBeInTheDocument();
    expect(kept()).toHaveTextContent('nenhum');
  });

  it('drops its message when a day is set from outside', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '31/02/2031');
    await user.tab();
    expect(screen.getByText(NO_SUCH_DAY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Definir' }));
    expect(screen.queryByText(NO_SUCH_DAY)).not.toBeInTheDocument();
    expect(field()).toHaveValue('01/04/2031');
  });

  it('keeps the refusal when the person only comes back to the field and leaves it', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '31/07/2O31');
    await user.tab();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await user.click(field());
    await user.tab();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('31/07/2O31');
  });

  it('drops the refusal once the person erases what was refused', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(field(), '31/02/2031');
    await user.tab();
    expect(screen.getByText(NO_SUCH_DAY)).toBeInTheDocument();
    await user.clear(field());
    await user.tab();
    expect(screen.queryByText(NO_SUCH_DAY)).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets the person erase a day, instead of quietly putting it back', async () => {
    const { user } = renderWithProviders(<Day initial="2031-03-05" />);
    await user.clear(field());
    await user.tab();
    expect(kept()).toHaveTextContent('nenhum');
    expect(field()).toHaveValue('');
  });

  it("shows the form's own message when nothing was refused", async () => {
    const { user } = renderWithProviders(<Day error="Data é obrigatória" />);
    await user.click(field());
    await user.tab();
    expect(screen.getByText('Data é obrigatória')).toBeInTheDocument();
  });
});

function DayInADialog({ onClose }: { onClose: () => void }) {
  const [day, setDay] = useState('');
  return (
    <Modal opened onClose={onClose} title="Novo processo">
      <DayInput label="Data" value={day} onChange={setDay} />
    </Modal>
  );
}

describe('DayInput in a dialog', () => {
  it('closes only its calendar on Escape, not the dialog around it', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DayInADialog onClose={onClose} />);
    // The dialog moves the focus inside itself once it has opened; a click before that loses the
    // calendar it opens when the focus moves.
    await waitFor(() => {
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    });
    await user.click(field());
    expect(await findCalendar()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    // With the calendar closed, Escape is the dialog's again.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

function OptionalDayForm({ onSubmit }: { onSubmit: (values: { lastDay: string }) => void }) {
  const formik = useFormik({ initialValues: { lastDay: '' }, onSubmit });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <FormDayField formik={formik} name="lastDay" label="Último dia" />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

describe('FormDayField', () => {
  it('does not let Enter send the form while the typed day is refused, before the field is left', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<OptionalDayForm onSubmit={onSubmit} />);
    const lastDay = screen.getByRole('textbox', { name: 'Último dia' });
    await user.type(lastDay, '31/02/2031{Enter}');
    expect(await screen.findByText(NO_SUCH_DAY)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(lastDay).toHaveValue('31/02/2031');
  });

  it("drops the form's message about a refused day once its × empties the field, and sends no day", async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<OptionalDayForm onSubmit={onSubmit} />);
    const lastDay = () => screen.getByRole('textbox', { name: 'Último dia' });
    await user.type(lastDay(), '31/02/2031');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(NO_SUCH_DAY)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar campo' }));

    await waitFor(() => {
      expect(screen.queryByText(NO_SUCH_DAY)).not.toBeInTheDocument();
    });
    expect(lastDay()).toHaveFocus();
    expect(lastDay()).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ lastDay: '' }, expect.anything());
  });

  it('does not let the form go while a typed day stands refused, even an optional one', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<OptionalDayForm onSubmit={onSubmit} />);
    const lastDay = screen.getByRole('textbox', { name: 'Último dia' });
    await user.type(lastDay, '31/02/2031');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(NO_SUCH_DAY)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(lastDay);
    await user.type(lastDay, '28/02/2031');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ lastDay: '2031-02-28' }, expect.anything());
  });
});
