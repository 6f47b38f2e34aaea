import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function renderQuestion(busy: boolean) {
  const onClose = jest.fn();
  const onConfirm = jest.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      onClose={onClose}
      title="Remover pessoa?"
      closeLabel="Fechar"
      cancelLabel="Manter"
      confirmLabel="Remover"
      busy={busy}
      onConfirm={onConfirm}
    >
      A pessoa sai da árvore.
    </ConfirmDialog>,
  );
  return { onClose, onConfirm };
}

describe('the question before a destructive action', () => {
  it('starts on the harmless answer, and closes on it, on × and on Esc', async () => {
    const user = userEvent.setup();
    const { onClose, onConfirm } = renderQuestion(false);
    const dialog = await screen.findByRole('dialog', { name: 'Remover pessoa?' });
    expect(screen.getByRole('button', { name: 'Manter' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Manter' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('A pessoa sai da árvore.');
  });

  it('cannot be closed while the confirmed action runs, so its outcome is never left unheard', async () => {
    const user = userEvent.setup();
    const { onClose } = renderQuestion(true);
    await screen.findByRole('dialog', { name: 'Remover pessoa?' });

    expect(screen.getByRole('button', { name: 'Manter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
