import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeWithToasts } from '@/lib/notify';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteDialogProps<T> {
  /** Kept while the dialog closes, so its text does not vanish during the closing animation. */
  target: T | null;
  opened: boolean;
  onClose: () => void;
  /**
   * Where the dialog's texts live: `title`, `confirm`, `hint` (optional), `cancel`, `submit`,
   * `errorTitle`, `successTitle` and `successMessage` under this i18n key.
   */
  texts: string;
  /** The values the texts name (`{{name}}`), from the target. */
  values?: (target: T) => Record<string, string>;
  closeLabel: string;
  /** Deletes the target on the server; rejects with the API's error. */
  remove: (target: T) => Promise<unknown>;
  /** The deletion is running: its button spins. */
  busy: boolean;
  /** Called once the server has deleted it, before the dialog closes. */
  onRemoved?: () => void;
}

/**
 * Asks before deleting something for good, deletes it, and says how it went. On a failure the
 * dialog stays open beside the error, so the person can try again or cancel.
 */
export function DeleteDialog<T>({ target, opened, onClose, texts, values, ...props }: DeleteDialogProps<T>) {
  const { t, i18n } = useTranslation();
  const named = target && values ? values(target) : {};
  // Keys built at run time cannot be checked by the compiler; the dialogs' tests read each text.
  const translate = t as (key: string, values: Record<string, string>) => string;
  const text = (key: string) => translate(`${texts}.${key}`, named);

  const confirm = async (chosen: T) => {
    const removed = await changeWithToasts(() => props.remove(chosen), {
      failedTitle: text('errorTitle'),
      done: { title: text('successTitle'), message: text('successMessage') },
    });
    if (!removed) return;
    props.onRemoved?.();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened && target !== null}
      onClose={onClose}
      title={text('title')}
      closeLabel={props.closeLabel}
      cancelLabel={text('cancel')}
      confirmLabel={text('submit')}
      confirmIcon={<IconTrash size={18} aria-hidden="true" />}
      busy={props.busy}
      onConfirm={() => target && void confirm(target)}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{text('confirm')}</Text>
      {i18n.exists(`${texts}.hint`) && (
        <Text size="sm" c="dimmed">
          {text('hint')}
        </Text>
      )}
    </ConfirmDialog>
  );
}
