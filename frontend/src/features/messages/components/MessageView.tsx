import { Alert, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { counterpartOf, formatInstant } from '../lib/format';
import type { Mailbox, Message } from '../types';
import { ReadStatusBadge } from './ReadStatusBadge';
import { RelativeTime } from './RelativeTime';
import { ReplyForm } from './ReplyForm';
import type { DraftReports } from '../hooks/use-report-draft';
import '../i18n';

interface MessageViewProps extends DraftReports {
  message: Message;
  box: Mailbox;
  onReplied: () => void;
  onClose: () => void;
}

/** One message in full, with a form to answer the other person. */
export function MessageView({ message, box, onReplied, onClose, onTyped, onSending }: MessageViewProps) {
  const { t } = useTranslation();
  const now = useNow();
  const other = counterpartOf(message, box);
  const otherName = other.name ?? t('messages.unknownUser');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {box === 'inbox' ? t('messages.from', { name: otherName }) : t('messages.to', { name: otherName })}
          </Text>
          <Group gap={6}>
            <RelativeTime instant={message.sentAt} now={now} />
            <Text size="sm" c="dimmed" aria-hidden="true">
              ·
            </Text>
            <Text size="sm" c="dimmed">
              {formatInstant(message.sentAt, t('messages.dateFormat'))}
            </Text>
          </Group>
        </Stack>
        {box === 'sent' && <ReadStatusBadge isRead={message.isRead} />}
      </Group>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Text>
      </Paper>
      <Divider />
      {other.id !== null && other.name !== null ? (
        <ReplyForm
          receiverId={other.id}
          receiverName={other.name}
          onSent={onReplied}
          onCancel={onClose}
          onTyped={onTyped}
          onSending={onSending}
        />
      ) : (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden="true" />}>
          {t('messages.view.cannotReply')}
        </Alert>
      )}
    </Stack>
  );
}
