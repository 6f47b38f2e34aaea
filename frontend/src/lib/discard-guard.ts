import { useState } from 'react';

interface DiscardGuardOptions {
  /** Whether the dialog is open: opened again, it starts with nothing typed and nothing asked. */
  opened: boolean;
  /** The form is sending: nothing closes the dialog under it. */
  busy: boolean;
  onClose: () => void;
}

/**
 * A dialog whose form may hold something typed: Cancelar, × and Esc ask before throwing it away
 * (`discarding` opens the question), and nothing closes it while the form is sending. The form
 * reports what it holds with `setDirty`.
 */
export function useDiscardGuard({ opened, busy, onClose }: DiscardGuardOptions) {
  const [dirty, setDirty] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const close = () => {
    setDirty(false);
    setDiscarding(false);
    onClose();
  };
  // Opened afresh after its owner closed it another way: nothing typed yet, nothing asked.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setDirty(false);
      setDiscarding(false);
    }
  }
  const askToClose = () => {
    if (busy) return;
    if (dirty) setDiscarding(true);
    else close();
  };
  const keepEditing = () => {
    setDiscarding(false);
  };
  return { setDirty, discarding, askToClose, close, keepEditing };
}
