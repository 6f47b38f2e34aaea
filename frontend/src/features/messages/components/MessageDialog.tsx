import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { counterpartOf } from '../lib/format';
import type { Mailbox, Message } from '../types';
import { MessageView } from './MessageView';
import { NewMessageForm } from './NewMessageForm';
import { useDiscardGuard } from '@/lib/discard-guard';
import '../i18n';

/** What the message dialog shows: a new message to write, or a message to read and answer. */
export type MessageDialogContent = { kind: 'new' } | { kind: 'view'; message: Message; box: Mailbox };

interface MessageDialogProps {
  /** Kept while the dialog closes, so its content does not vanish during the closing animation. */
  content: MessageDialogContent | null;
  opened: boolean;
  onClose: () => void;
}

export function MessageDialog({ content, opened, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  // A message typed is not thrown away without asking, nor is one on its way cut off.
  const [sending, setSending] = useState(false);
  const { setDirty, discarding, askToClose, close, keepEditing } = useDiscardGuard({
    opened: opened && content !== null,
    busy: sending,
    onClose: () => {
      setSending(false);
      onClose();
    },
  });

  let title = t('messages.newMessage');
  if (content?.kind === 'view') {
    const name = counterpartOf(content.message, content.box).name ?? t('messages.unknownUser');
    title = content.box === 'inbox' ? t('messages.view.titleFrom', { name }) : t('messages.view.titleTo', { name });
  }

  return (
    <Modal
      // A click beside the form must not throw away what was typed: Cancelar, × or Esc close it.
      closeOnClickOutside={false}
      closeOnEscape={!discarding && !sending}
      opened={opened && content !== null}
      onClose={askToClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('messages.close'), disabled: sending }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } }}
    >
      {content?.kind === 'new' && (
        <NewMessageForm onSent={close} onCancel={askToClose} onTyped={setDirty} onSending={setSending} />
      )}
      {content?.kind === 'view' && (
        <MessageView
          // A fresh reply form for each message opened.
          key={content.message.id}
          message={content.message}
          box={content.box}
          onReplied={close}
          onClose={askToClose}
          onTyped={setDirty}
          onSending={setSending}
        />
      )}
      <ConfirmDialog
        opened={discarding}
        onClose={keepEditing}
        title={t('messages.discard.title')}
        closeLabel={t('messages.close')}
        cancelLabel={t('messages.discard.back')}
        confirmLabel={t('messages.discard.confirm')}
        busy={false}
        onConfirm={close}
      >
        <Text>{t('messages.discard.text')}</Text>
      </ConfirmDialog>
    </Modal>
  );
}
