import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/test-utils';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('names its show/hide button and is valid without an error', () => {
    renderWithProviders(<PasswordField label="Senha" />);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  });

  it('tells screen readers it holds an error', () => {
    renderWithProviders(<PasswordField label="Senha" error="Senha obrigatória" />);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Senha obrigatória')).toBeInTheDocument();
  });

  it('lets the keyboard reach the show/hide button and show the password with Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Senha" />);
    const field = screen.getByLabelText('Senha');
    await user.click(field);
    await user.keyboard('segredo');

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveAttribute('type', 'text');
  });
});
