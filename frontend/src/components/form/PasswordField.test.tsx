import { screen } from '@testing-library/react';
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
});
