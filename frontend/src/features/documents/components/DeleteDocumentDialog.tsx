import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
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
    try {
      await deleteDocument(document.id).unwrap();
    } catch (caught) {
      notifications.show({ color: 'red', title: t('documents.delete.errorTitle'), message: toApiError(caught).text });
      return;
    }
    notifications.show({
      color: 'green',
      title: t('documents.delete.successTitle'),
      message: t('documents.delete.successMessage', { name: document.name }),
    });
    onClose();
  };

  return (
    <Modal
      opened={opened && document !== null}
      onClose={onClose}
      title={t('documents.delete.title')}
      closeButtonProps={{ 'aria-label': t('documents.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('documents.delete.confirm', { name: document?.name ?? '' })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('documents.delete.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('documents.delete.cancel')}
          </Button>
          <Button
            color="red"
            loading={isLoading}
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => void confirm()}
          >
            {t('documents.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
