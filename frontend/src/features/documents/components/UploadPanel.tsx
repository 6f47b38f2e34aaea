import { Alert, Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconAlertTriangle, IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/form';
import { useUpload, type UploadTarget } from '../hooks/use-upload';
import type { PortalDocument } from '../types';
import '../i18n';

/** The size the server accepts; the browser refuses bigger files before sending them. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const accepted = [MIME_TYPES.pdf, MIME_TYPES.jpeg, MIME_TYPES.png];

/**
 * Drag-and-drop or picker, the upload's progress with a way to cancel it, and why a file was
 * refused; with `caseId` (and `checklistItemId`), the file is handed in for that case (item).
 */
export function UploadPanel({
  onUploaded,
  ...target
}: UploadTarget & { onUploaded?: (document: PortalDocument) => void }) {
  const { t } = useTranslation();
  const { state, start, cancel, refuse, dismiss } = useUpload(target);
  const sending = state.name !== null;
  const [expiresOn, setExpiresOn] = useState('');
  // A refused expiry holds the upload (the file would go without the day the person meant); the
  // area stays enabled, so the keyboard's focus is not lost on it.
  const [expiryRefused, setExpiryRefused] = useState(false);
  // A file was dropped while the expiry stood refused: the message asking to fix it goes once it is.
  const [heldForExpiry, setHeldForExpiry] = useState(false);

  const onReject = (rejections: FileRejection[]) => {
    setHeldForExpiry(false);
    const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    refuse(tooBig ? t('documents.upload.tooBig') : t('documents.upload.wrongType'));
  };

  return (
    <Stack gap="sm">
      <DayInput
        label={t('documents.upload.expiresOn')}
        description={t('documents.upload.expiresOnHint')}
        value={expiresOn}
        onChange={setExpiresOn}
        onRefusal={(message) => {
          setExpiryRefused(message !== null);
          if (message === null && heldForExpiry) {
            setHeldForExpiry(false);
            dismiss();
          }
        }}
        clearable
        disabled={sending}
        maw={280}
      />
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (!file) return;
          setHeldForExpiry(expiryRefused);
          if (expiryRefused) refuse(t('documents.upload.fixExpiryFirst'));
          else
            void start(file, expiresOn === '' ? null : expiresOn).then((stored) => {
              if (stored) onUploaded?.(stored);
            });
        }}
        onReject={onReject}
        maxSize={MAX_UPLOAD_BYTES}
        accept={accepted}
        multiple={false}
        disabled={sending}
        loading={false}
        radius="md"
        inputProps={{ 'aria-label': t('documents.upload.inputLabel') }}
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <Dropzone.Accept>
              <IconUpload size={26} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={26} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload size={26} />
            </Dropzone.Idle>
          </ThemeIcon>
          <div>
            <Text fw={600}>{t('documents.upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('documents.upload.hint')}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {state.name !== null && (
        <Paper withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" truncate="end">
                {t('documents.upload.sending', { name: state.name, percent: state.percent })}
              </Text>
              <Button variant="default" size="xs" leftSection={<IconX size={14} aria-hidden="true" />} onClick={cancel}>
                {t('documents.upload.cancel')}
              </Button>
            </Group>
            <Progress
              value={state.percent}
              aria-label={t('documents.upload.progressLabel', { name: state.name })}
              animated={state.percent < 100}
            />
          </Stack>
        </Paper>
      )}

      {state.error !== null && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('documents.upload.failedTitle')}
          icon={<IconAlertTriangle aria-hidden="true" />}
        >
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
