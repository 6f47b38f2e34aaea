import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useLeaveWaitlistMutation, type WaitlistEntry } from '../api';
import '../i18n';

/**
 * 'Sair da lista de espera', once the person confirms it. The question is drawn where `dialog` is
 * put, outside the line it removes, so it closes whole; `onLeft` is told after it has gone (and
 * given the focus back to a button that may have gone with the line), to put the focus on what stays.
 */
export function useLeaveQuestion(onLeft: () => void) {
  const { t } = useTranslation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [asked, setAsked] = useState<WaitlistEntry | null>(null);
  const [opened, setOpened] = useState(false);
  const left = useRef(false);

  const ask = (entry: WaitlistEntry) => {
    setAsked(entry);
    setOpened(true);
  };

  const dialog = (
    <ConfirmDialog
      opened={opened}
      onClose={() => {
        setOpened(false);
      }}
      onClosed={() => {
        if (left.current) onLeft();
        left.current = false;
      }}
      title={t('waitlist.join.leaveTitle')}
      closeLabel={t('waitlist.join.close')}
      cancelLabel={t('waitlist.join.keep')}
      confirmLabel={t('waitlist.join.leave')}
      busy={leaving.isLoading}
      onConfirm={() => {
        if (!asked) return;
        void changeWithToasts(() => leave(asked.id).unwrap(), {
          failedTitle: t('waitlist.join.leaveFailed'),
          done: { title: t('waitlist.join.left'), message: '' },
          key: `leave-waitlist:${asked.id}`,
        }).then((done) => {
          left.current = done;
          setOpened(false);
        });
      }}
    >
      <Text size="sm">
        {t(asked?.status === 'offered' ? 'waitlist.join.leaveHeldText' : 'waitlist.join.leaveText')}
      </Text>
    </ConfirmDialog>
  );

  return { ask, dialog };
}
