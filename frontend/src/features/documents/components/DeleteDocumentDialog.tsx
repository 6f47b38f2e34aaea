import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useDeleteDocumentMutation } from '../api';
import type { PortalDocument } from '../types';

interface DeleteDocumentDialogProps {
  /** Kept while the dialog closes, so its text does not vanish during the closing animation. */
  document: PortalDocument | null;
  opened: boolean;
  onClose: () => void;
}

/** Asks before deleting a document for good, then says 'Documento removido'. */
export function DeleteDocumentDialog({ document, opened, onClose }: DeleteDocumentDialogProps) {
  const { t } = useTranslation();
  const [deleteDocument, { isLoading }] = useDeleteDocumentMutation();

  const confirm = async () => {
    if (!document) return;
    const deleted = await changeWithToasts(() => deleteDocument(document.id).unwrap(), {
      failedTitle: t('documents.delete.errorTitle'),
      done: {
        title: t('documents.delete.successTitle'),
        message: t('documents.delete.successMessage', { name: document.name }),
      },
    });
    if (deleted) onClose();
  };

  return (
    <ConfirmDialog
      opened={opened && document !== null}
      onClose={onClose}
      title={t('documents.delete.title')}
      closeLabel={t('documents.close')}
      cancelLabel={t('documents.delete.cancel')}
      confirmLabel={t('documents.delete.submit')}
      confirmIcon={<IconTrash size={18} aria-hidden="true" />}
      busy={isLoading}
      onConfirm={() => void confirm()}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{t('documents.delete.confirm', { name: document?.name ?? '' })}</Text>
      <Text size="sm" c="dimmed">
        {t('documents.delete.hint')}
      </Text>
    </ConfirmDialog>
  );
}
