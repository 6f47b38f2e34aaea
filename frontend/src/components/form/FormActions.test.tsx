import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { FormActions } from './FormActions';

const labels = { cancelLabel: 'Cancelar', onCancel: () => undefined, submitLabel: 'Salvar' };

describe('the end of a form in a dialog', () => {
  it('says the form is on its way while busy, and holds cancelling back', () => {
    const { rerender } = renderWithProviders(<FormActions {...labels} busyStatus="Salvando…" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();

    rerender(<FormActions {...labels} busy busyStatus="Salvando…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Salvando…');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});
