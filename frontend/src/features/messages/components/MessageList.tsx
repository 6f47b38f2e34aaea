import { Group, Pagination, Stack, Text } from '@mantine/core';
import { IconInbox, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPanel } from '@/components/IconPanel';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { useGetMessagesQuery } from '../api';
import { useNow } from '../hooks/use-now';
import type { Mailbox, Message } from '../types';
import { MessageRow } from './MessageRow';

export const MESSAGES_PAGE_SIZE = 10;
/** The inbox is looked at again now and then, so that a new message shows up while the page is open. */
const INBOX_POLL_MS = 60_000;

interface MessageListProps {
  box: Mailbox;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (message: Message) => void;
  onDelete: (message: Message) => void;
}

/** One box, a page at a time, with its loading, error and empty states. */
export function MessageList({ box, page, onPageChange, onOpen, onDelete }: MessageListProps) {
  const { t } = useTranslation();
  const now = useNow();
  const { currentData, error, isError, isFetching, refetch } = useGetMessagesQuery(
    { box, page, pageSize: MESSAGES_PAGE_SIZE },
    { pollingInterval: box === 'inbox' ? INBOX_POLL_MS : 0, skipPollingIfUnfocused: true },
  );

  const totalPages = currentData ? Math.ceil(currentData.total / MESSAGES_PAGE_SIZE) : 0;
  // After deleting the last message of the last page, show the page before it.
  const pastTheEnd = currentData?.items.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) onPageChange(Math.max(1, totalPages));
  }, [pastTheEnd, totalPages, onPageChange]);

  if (isError && !currentData) {
    return <LoadError title={t('messages.list.loadFailed')} error={error} onRetry={() => void refetch()} gap="xs" />;
  }

  if (!currentData || pastTheEnd) {
    return <LoadingState label={t('messages.list.loading')} />;
  }

  if (currentData.items.length === 0) {
    const EmptyIcon = box === 'inbox' ? IconInbox : IconSend;
    return (
      <IconPanel icon={<EmptyIcon size={26} />} iconSize={48} iconVariant="light" gap="xs">
        <Text fw={600}>{t(`messages.list.empty.${box}`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`messages.list.emptyHint.${box}`)}
        </Text>
      </IconPanel>
    );
  }

  return (
    <Stack gap="md">
      <Stack
        component="ul"
        role="list"
        aria-label={t(`messages.list.label.${box}`)}
        aria-busy={isFetching}
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {currentData.items.map((message) => (
          <MessageRow key={message.id} message={message} box={box} now={now} onOpen={onOpen} onDelete={onDelete} />
        ))}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t('messages.pagination.label')}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            siblings={1}
            getItemProps={(item) => ({ 'aria-label': t('messages.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`messages.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
