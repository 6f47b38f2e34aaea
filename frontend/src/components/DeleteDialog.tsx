import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AFTER_MANTINE_FOCUS_RETURN_MS } from '@/lib/focus-return';
import { changeWithToasts } from '@/lib/notify';
import { ConfirmDialog } from './ConfirmDialog';

/** The dialog, or else the page's main content, that holds the focus now. */
function placeOfFocus() {
  return document.activeElement?.closest<HTMLElement>('[role="dialog"], main') ?? null;
}

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
  /**
   * What takes the focus once the target is deleted and the dialog has closed, the button that
   * opened it gone with the target. When not given, the dialog or the page's main content that
   * held that button, rather than nothing.
   */
  focusAfterRemoval?: RefObject<HTMLElement | null>;
}

/**
 * Asks before deleting something for good, deletes it, and says how it went. On a failure the
 * dialog stays open beside the error, so the person can try again or cancel.
 */
export function DeleteDialog<T>({ target, opened, onClose, texts, values, ...props }: DeleteDialogProps<T>) {
  const { t, i18n } = useTranslation();
  // Kept until the dialog opens again: Mantine would give the focus back the moment it turned false.
  const [removed, setRemoved] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  // Around the button that opens the dialog, noted before the dialog takes the focus (also when
  // it is first drawn open, loaded on demand): once that button has gone with the target, the
  // place it was in is still there.
  const [around, setAround] = useState<HTMLElement | null>(() => (opened ? placeOfFocus() : null));
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setRemoved(false);
      setAround(placeOfFocus());
    }
  }
  const named = target && values ? values(target) : {};
  // Keys built at run time cannot be checked by the compiler; the dialogs' tests read each text.
  const translate = t as (key: string, values: Record<string, string>) => string;
  const text = (key: string) => translate(`${texts}.${key}`, named);

  const confirm = async (chosen: T) => {
    const done = await changeWithToasts(() => props.remove(chosen), {
      failedTitle: text('errorTitle'),
      done: { title: text('successTitle'), message: text('successMessage') },
    });
    if (!done) return;
    props.onRemoved?.();
    setRemoved(true);
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened && target !== null}
      onClose={onClose}
      returnFocus={!removed}
      onClosed={() => {
        if (!removed) return;
        // After the attempts of Mantine and of OnceOpened to give the focus back to the deleted
        // item's button, which may linger until the list is read again.
        window.setTimeout(() => {
          const chosen = props.focusAfterRemoval?.current;
          if (chosen) chosen.focus();
          else around?.focus({ preventScroll: true });
        }, AFTER_MANTINE_FOCUS_RETURN_MS);
      }}
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
