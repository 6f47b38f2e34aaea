import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The accessible name of the dialog's close button. */
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  /** The confirmed action is running: its button spins, and the question cannot be closed until it ends. */
  busy: boolean;
  onConfirm: () => void;
  /** What is about to happen, in the person's words. */
  children: ReactNode;
  /** Told once the dialog has closed. */
  onClosed?: () => void;
  /** As Mantine's: false when, on closing, the focus goes elsewhere than back to what opened it. */
  returnFocus?: boolean;
}

/**
 * Asks before a destructive action. Cancel holds the focus, so Enter on an opened dialog never
 * destroys anything by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const close = () => {
    if (!props.busy) props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      closeOnEscape={!props.busy}
      closeOnClickOutside={!props.busy}
      onExitTransitionEnd={props.onClosed}
      returnFocus={props.returnFocus ?? true}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': props.closeLabel, disabled: props.busy }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={props.busy} data-autofocus>
            {props.cancelLabel}
          </Button>
          <Button color="red" loading={props.busy} leftSection={props.confirmIcon} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
