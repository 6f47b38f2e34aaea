import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { fieldError } from '@/components/form';
import { renderWithProviders } from '@/testing/test-utils';

interface Values {
  name: string;
  email: string;
}

/**
 * What Chromium does when the focused button is disabled while it waits (jsdom keeps the focus on
 * a disabled button, and will not blur it).
 */
function dropTheFocusToThePage() {
  const elsewhere = document.createElement('input');
  document.body.append(elsewhere);
  elsewhere.focus();
  elsewhere.remove();
}

/** A form with the portal's kit, refused by its own rules or, after sending, by the "server". */
interface FormProps {
  serverRefuses?: boolean;
  refusesWhole?: boolean;
  /** The button stays enabled while the form is on its way, and keeps the focus. */
  keepsButton?: boolean;
}

function Form({ serverRefuses = false, refusesWhole = false, keepsButton = false }: FormProps) {
  const formik = useFormik<Values>({
    initialValues: { name: '', email: '' },
    validationSchema: yup.object({
      name: yup.string().required('Nome é obrigatório'),
      email: yup.string().required('E-mail é obrigatório'),
    }),
    onSubmit: async (_values, helpers) => {
      if (!keepsButton) dropTheFocusToThePage();
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (serverRefuses) helpers.setErrors({ email: 'Este e-mail já está em uso' });
      if (refusesWhole) helpers.setStatus('Nome de usuário ou senha inválidos.');
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <TextInput label="Nome" {...formik.getFieldProps('name')} error={fieldError(formik, 'name')} />
      <TextInput label="E-mail" {...formik.getFieldProps('email')} error={fieldError(formik, 'email')} />
      {typeof formik.status === 'string' && <p>{formik.status}</p>}
      <Button type="submit" loading={!keepsButton && formik.isSubmitting}>
        Enviar
      </Button>
    </form>
  );
}

describe('the focus after a refused submit', () => {
  it('goes to the first field in error', async () => {
    const { user } = renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    });
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
  });

  it('goes to the field the server refused, once its answer comes', async () => {
    const { user } = renderWithProviders(<Form serverRefuses />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Este e-mail já está em uso');
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    });
  });

  it('stays on the first field while the person fixes it', async () => {
    const { user } = renderWithProviders(<Form />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    // Sent with Enter from the field itself: fixing it must not send the focus on to the next one.
    await user.type(name, '{Enter}');
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Ana');
    expect(screen.queryByText('Nome é obrigatório')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('leaves the focus where the person moved it while the answer was on its way', async () => {
    const { user } = renderWithProviders(<Form serverRefuses />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(name, 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(name);
    await screen.findByText('Este e-mail já está em uso');
    expect(name).toHaveFocus();
  });

  it('gives the focus back to the button that waited when the answer is a refusal of the whole form', async () => {
    const { user } = renderWithProviders(<Form refusesWhole />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Nome de usuário ou senha inválidos.');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
    });
  });

  it('gives nothing back when the button kept the focus and the person then left it', async () => {
    const { user } = renderWithProviders(
      <>
        <Form refusesWhole keepsButton />
        <Button disabled={false}>Outro</Button>
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    screen.getByRole('button', { name: 'Enviar' }).blur();
    await screen.findByText('Nome de usuário ou senha inválidos.');
    screen.getByRole('button', { name: 'Outro' }).setAttribute('disabled', '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.body).toHaveFocus();
  });
});
