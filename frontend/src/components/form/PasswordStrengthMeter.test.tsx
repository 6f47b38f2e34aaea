import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { loadStrengthEstimator, type StrengthEstimator } from './password-strength';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const byLength: StrengthEstimator = (password) => Math.min(4, Math.floor(password.length / 4)) as 0 | 1 | 2 | 3 | 4;
const fake = () => Promise.resolve(byLength);

describe('PasswordStrengthMeter', () => {
  it('shows nothing until something is typed', () => {
    renderWithProviders(<PasswordStrengthMeter password="" loadEstimator={fake} />);
    expect(screen.getByRole('progressbar', { name: 'Força da senha' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText(/Força da senha:/)).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'Muito fraca', '20'],
    ['abcdefg', 'Fraca', '40'],
    ['abcdefghi', 'Razoável', '60'],
    ['abcdefghijkl', 'Boa', '80'],
    ['abcdefghijklmnop', 'Forte', '100'],
  ])('labels %s as %s, in a live region', async (password, label, value) => {
    renderWithProviders(<PasswordStrengthMeter password={password} loadEstimator={fake} />);
    const text = await screen.findByText(`Força da senha: ${label}`);
    expect(text).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('progressbar', { name: 'Força da senha' })).toHaveAttribute('aria-valuenow', value);
  });

  it('warns below the score the server accepts, before anything is sent', async () => {
    const warning = /Fácil de adivinhar: pode ser recusada/;
    const { rerender } = renderWithProviders(<PasswordStrengthMeter password="abcdefg" loadEstimator={fake} />);
    expect(await screen.findByText(warning)).toHaveAttribute('aria-live', 'polite');
    rerender(<PasswordStrengthMeter password="abcdefghi" loadEstimator={fake} />);
    await screen.findByText('Força da senha: Razoável');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    // Staff accounts need more.
    rerender(<PasswordStrengthMeter password="abcdefghi" loadEstimator={fake} acceptedFrom={3} />);
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });

  it('passes the person’s own words to the estimator', async () => {
    const estimate = jest.fn<ReturnType<StrengthEstimator>, Parameters<StrengthEstimator>>(() => 3);
    renderWithProviders(
      <PasswordStrengthMeter
        password="maria2024"
        userInputs={['Maria Rossi', 'maria']}
        loadEstimator={() => Promise.resolve(estimate)}
      />,
    );
    await screen.findByText('Força da senha: Boa');
    expect(estimate).toHaveBeenCalledWith('maria2024', ['Maria Rossi', 'maria']);
  });

  it('loads the real estimator lazily, with the common and Brazilian dictionaries', async () => {
    const estimate = await loadStrengthEstimator();
    expect(estimate('senha123', [])).toBeLessThanOrEqual(1);
    expect(estimate('Cavalo-Girassol-Trem-47', [])).toBeGreaterThanOrEqual(3);
    expect(estimate('mariarossi', ['mariarossi'])).toBe(0);
    renderWithProviders(<PasswordStrengthMeter password="123456" />);
    await waitFor(() => {
      expect(screen.getByText('Força da senha: Muito fraca')).toBeInTheDocument();
    });
  });
});
