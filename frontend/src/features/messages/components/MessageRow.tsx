import { ActionIcon, Box, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { counterpartOf } from '../lib/format';
import type { Mailbox, Message } from '../types';
import { ReadStatusBadge } from './ReadStatusBadge';
import { RelativeTime } from './RelativeTime';
import '../i18n';

/** Enough of the text to recognise the message; the dialog shows all of it. */
const PREVIEW_CHARS = 200;

interface MessageRowProps {
  message: Message;
  box: Mailbox;
  now: Date;
  onOpen: (message: Message) => void;
  onDelete: (message: Message) => void;
}

function preview(content: string) {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
}

/** One message of a box: who, when, the start of the text, and its delete button. */
export function MessageRow({ message, box, now, onOpen, onDelete }: MessageRowProps) {
  const { t } = useTranslation();
  const name = counterpartOf(message, box).name ?? t('messages.unknownUser');
  // Only received messages are highlighted: in Sent, "read" is the other person's doing.
  const unread = box === 'inbox' && !message.isRead;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      data-unread={unread || undefined}
      style={{
        overflow: 'hidden',
        borderLeft: unread ? '4px solid var(--mantine-primary-color-filled)' : undefined,
        background: unread ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap={0} wrap="nowrap" align="stretch">
        <UnstyledButton
          onClick={() => {
            onOpen(message);
          }}
          flex={1}
          miw={0}
          px="md"
          py="sm"
        >
          {/* On a narrow screen the time moves under the name rather than cutting it short. */}
          <Box
            component="span"
            display="flex"
            style={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 12, rowGap: 2 }}
          >
            <Box component="span" display="flex" maw="100%" miw={0} style={{ alignItems: 'center', gap: 8 }}>
              {unread && (
                <>
                  <Box
                    component="span"
                    data-unread-dot
                    aria-hidden="true"
                    w={10}
                    h={10}
                    bg="var(--mantine-primary-color-filled)"
                    style={{ borderRadius: '50%', flexShrink: 0 }}
                  />
                  <VisuallyHidden>{t('messages.unread')}</VisuallyHidden>
                </>
              )}
              <Text component="span" fw={unread ? 700 : 500} truncate="end" miw={0}>
                {box === 'inbox' ? name : t('messages.to', { name })}
              </Text>
            </Box>
            <RelativeTime instant={message.sentAt} now={now} ml="auto" style={{ whiteSpace: 'nowrap' }} />
          </Box>
          <Text component="span" mt={4} c={unread ? undefined : 'dimmed'} lineClamp={2}>
            {preview(message.content)}
          </Text>
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap" pr="sm" pl={4} align="center">
          {box === 'sent' && <ReadStatusBadge isRead={message.isRead} />}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={
              box === 'inbox' ? t('messages.delete.buttonFrom', { name }) : t('messages.delete.buttonTo', { name })
            }
            onClick={() => {
              onDelete(message);
            }}
          >
            <IconTrash size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
