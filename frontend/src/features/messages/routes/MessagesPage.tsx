import { Button, Group, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox, IconPencilPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { usePageParam } from '@/lib/page-param';
import { useGetCurrentUserQuery, useIsAdmin } from '@/features/auth';
import { toApiError } from '@/lib/api-error';
import { useMarkMessageReadMutation } from '../api';
import { DeleteMessageDialog } from '../components/DeleteMessageDialog';
import { MessageDialog, type MessageDialogContent } from '../components/MessageDialog';
import { MessageList } from '../components/MessageList';
import type { Mailbox, Message } from '../types';
import '../i18n';

const boxes: { value: Mailbox; icon: typeof IconInbox }[] = [
  { value: 'inbox', icon: IconInbox },
  { value: 'sent', icon: IconSend },
];

function boxFrom(value: string | null): Mailbox {
  return value === 'sent' ? 'sent' : 'inbox';
}

/** /messages: the inbox and the sent box, the message dialog and the delete confirmation. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const box = boxFrom(searchParams.get('box'));
  const [page, showPage] = usePageParam();
  const { data: me } = useGetCurrentUserQuery();
  const isAdmin = useIsAdmin();
  const [markRead] = useMarkMessageReadMutation();

  // Each dialog keeps what it shows while it closes; `opened` alone decides whether it is open.
  const [dialog, setDialog] = useState<MessageDialogContent | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);

  const showBox = (value: string | null) => {
    setSearchParams(boxFrom(value) === 'sent' ? { box: 'sent' } : {});
  };

  const openDialog = (content: MessageDialogContent) => {
    setDialog(content);
    setDialogOpened(true);
  };

  const openMessage = (message: Message) => {
    openDialog({ kind: 'view', message, box });
    // Only the receiver's opening counts as reading it.
    if (!message.isRead && me?.id === message.receiverId) {
      markRead(message.id)
        .unwrap()
        .catch((caught: unknown) => {
          notifications.show({
            color: 'red',
            title: t('messages.markReadFailed'),
            message: toApiError(caught).message,
          });
        });
    }
  };

  const askToDelete = (message: Message) => {
    setToDelete(message);
    setDeleteOpened(true);
  };

  return (
    <>
      <PageHeader
        title={t('pages.messages.title')}
        subtitle={t(isAdmin ? 'pages.messages.staffSubtitle' : 'pages.messages.subtitle')}
      />
      <Tabs value={box} onChange={showBox} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm" mb="md">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {boxes.map(({ value, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden="true" />}>
                {t(`messages.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button
            leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            onClick={() => {
              openDialog({ kind: 'new' });
            }}
          >
            {t('messages.newMessage')}
          </Button>
        </Group>
        {boxes.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            <MessageList box={value} page={page} onPageChange={showPage} onOpen={openMessage} onDelete={askToDelete} />
          </Tabs.Panel>
        ))}
      </Tabs>

      <MessageDialog
        content={dialog}
        opened={dialogOpened}
        onClose={() => {
          setDialogOpened(false);
        }}
      />
      <DeleteMessageDialog
        message={toDelete}
        opened={deleteOpened}
        onClose={() => {
          setDeleteOpened(false);
        }}
      />
    </>
  );
}
