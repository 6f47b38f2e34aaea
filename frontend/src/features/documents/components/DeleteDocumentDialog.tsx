import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/DeleteDialog';
import { useDeleteDocumentMutation } from '../api';
import type { PortalDocument } from '../types';
import '../i18n';

interface DeleteDocumentDialogProps {
  document: PortalDocument | null;
  opened: boolean;
  onClose: () => void;
}

/** Asks before deleting a document for good, then says 'Documento removido'. */
export function DeleteDocumentDialog({ document, opened, onClose }: DeleteDocumentDialogProps) {
  const { t } = useTranslation();
  const [deleteDocument, { isLoading }] = useDeleteDocumentMutation();
  return (
    <DeleteDialog
      target={document}
      opened={opened}
      onClose={onClose}
      texts="documents.delete"
      values={(chosen) => ({ name: chosen.name })}
      closeLabel={t('documents.close')}
      remove={(chosen) => deleteDocument(chosen.id).unwrap()}
      busy={isLoading}
    />
  );
}
