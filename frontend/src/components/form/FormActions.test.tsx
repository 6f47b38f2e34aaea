import { screen } from '@testing-library/react';
import { onAPhone, onAPhoneSideways } from '@/testing/match-media';
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

  it('keeps sticky actions in sight on a tall screen, and lets them scroll with the form on a phone held sideways', () => {
    const stickyBox = () => screen.getByRole('button', { name: 'Salvar' }).closest('[style*="sticky"]');
    const upright = renderWithProviders(<FormActions {...labels} sticky />);
    expect(stickyBox()).not.toBeNull();
    upright.unmount();

    onAPhone();
    const phone = renderWithProviders(<FormActions {...labels} sticky />);
    expect(stickyBox()).not.toBeNull();
    phone.unmount();

    onAPhoneSideways();
    renderWithProviders(<FormActions {...labels} sticky />);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(stickyBox()).toBeNull();
  });
});
