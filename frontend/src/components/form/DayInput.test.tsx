import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { DayInput } from './DayInput';

const INVALID = 'Data inválida: use dd/mm/aaaa, com um dia que exista.';
const OUT_OF_RANGE = 'Este dia não pode ser escolhido aqui: veja no calendário os dias permitidos.';

function Day({ minDate, error }: { minDate?: string; error?: string }) {
  const [day, setDay] = useState('');
  return (
    <>
      <DayInput label="Data" value={day} onChange={setDay} minDate={minDate} error={error} />
      <output>{day === '' ? 'nenhum' : day}</output>
    </>
  );
}

describe('DayInput', () => {
  it('keeps a typed dd/mm/aaaa day as YYYY-MM-DD', async () => {
    const { user } = renderWithProviders(<Day />);
    await user.type(screen.getByRole('textbox', { name: 'Data' }), '05/03/2031');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('2031-03-05');
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a typed day that does not exist is invalid, until a real one is typed', async () => {
    const { user } = renderWithProviders(<Day />);
    const field = screen.getByRole('textbox', { name: 'Data' });
    await user.type(field, '31/02/2031');
    await user.tab();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('nenhum');

    await user.clear(field);
    await user.type(field, '28/02/2031');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2031-02-28');
  });

  it('says a typed day outside the allowed range cannot be chosen, instead of putting the old one back silently', async () => {
    const { user } = renderWithProviders(<Day minDate="2031-03-10" />);
    const field = screen.getByRole('textbox', { name: 'Data' });
    await user.type(field, '01/03/2031');
    await user.tab();
    expect(screen.getByText(OUT_OF_RANGE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('nenhum');
  });

  it("shows the form's own message when what was typed is a day", async () => {
    const { user } = renderWithProviders(<Day error="Data é obrigatória" />);
    await user.click(screen.getByRole('textbox', { name: 'Data' }));
    await user.tab();
    expect(screen.getByText('Data é obrigatória')).toBeInTheDocument();
  });
});
