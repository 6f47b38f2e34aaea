import { IconInbox, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { useGetMessagesQuery } from '../api';
import { useNow } from '../hooks/use-now';
import type { Mailbox, Message } from '../types';
import { MessageRow } from './MessageRow';
import '../i18n';

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
  const query = useGetMessagesQuery(
    { box, page, pageSize: MESSAGES_PAGE_SIZE },
    { pollingInterval: box === 'inbox' ? INBOX_POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const EmptyIcon = box === 'inbox' ? IconInbox : IconSend;
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={MESSAGES_PAGE_SIZE}
      onPageChange={onPageChange}
      texts={{
        loadFailed: t('messages.list.loadFailed'),
        loading: t('messages.list.loading'),
        label: t(`messages.list.label.${box}`),
        empty: {
          icon: <EmptyIcon size={26} />,
          title: t(`messages.list.empty.${box}`),
          hint: t(`messages.list.emptyHint.${box}`),
        },
        pagesLabel: t('messages.pagination'),
      }}
      renderItem={(message) => (
        <MessageRow key={message.id} message={message} box={box} now={now} onOpen={onOpen} onDelete={onDelete} />
      )}
    />
  );
}
