import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/DeleteDialog';
import { useRemoveChecklistItemMutation } from '../api';
import type { ChecklistItem } from '../types';
import '../i18n';

interface RemoveChecklistItemDialogProps {
  caseId: number;
  /** Kept while the dialog closes, so its text does not vanish with the removed item. */
  item: ChecklistItem | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Asks before taking an item off the checklist. One for the whole list, outside its rows: a row's
 * own dialog would go with the row, taking the keyboard focus with it.
 */
export function RemoveChecklistItemDialog({ caseId, item, opened, onClose }: RemoveChecklistItemDialogProps) {
  const { t } = useTranslation();
  const [remove, { isLoading }] = useRemoveChecklistItemMutation();
  return (
    <DeleteDialog
      target={item}
      opened={opened}
      onClose={onClose}
      texts="processTracking.checklist.remove"
      values={(chosen) => ({ name: chosen.name })}
      closeLabel={t('processTracking.checklist.remove.close')}
      remove={(chosen) => remove({ id: caseId, item: chosen.id }).unwrap()}
      busy={isLoading}
    />
  );
}
