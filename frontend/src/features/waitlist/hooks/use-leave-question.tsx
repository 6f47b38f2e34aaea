import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toApiError } from '@/lib/api-error';
import { changeWithToasts } from '@/lib/notify';
import { isInLine, useLeaveWaitlistMutation, type WaitlistEntry } from '../api';
import '../i18n';

/**
 * 'Sair da lista de espera', once the person confirms it. The question is drawn where `dialog` is
 * put, outside the line it removes, so it closes whole. `onLeft` is told once both have happened:
 * the question has closed, and `lines`, read again, no longer hold the line (its button went with
 * it), to put the focus on what stays. Either may come first: with reduced motion the question
 * closes at once, before the list is read again.
 */
export function useLeaveQuestion(lines: readonly WaitlistEntry[] | undefined, onLeft: () => void) {
  const { t } = useTranslation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [asked, setAsked] = useState<WaitlistEntry | null>(null);
  const [opened, setOpened] = useState(false);
  const [left, setLeft] = useState<{ id: number; closed: boolean } | null>(null);
  const toldOf = useRef<number | null>(null);
  const lineGone = left !== null && !(lines ?? []).some((entry) => entry.id === left.id && isInLine(entry));

  useEffect(() => {
    if (left?.closed && lineGone && !opened && toldOf.current !== left.id) {
      toldOf.current = left.id;
      onLeft();
    }
  }, [left, lineGone, opened, onLeft]);

  const ask = (entry: WaitlistEntry) => {
    setLeft(null);
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
        setLeft((done) => done && { ...done, closed: true });
      }}
      title={t('waitlist.join.leaveTitle')}
      closeLabel={t('waitlist.join.close')}
      cancelLabel={t('waitlist.join.keep')}
      confirmLabel={t('waitlist.join.leave')}
      busy={leaving.isLoading}
      onConfirm={() => {
        if (!asked) return;
        let goneAlready = false;
        const leaveAsked = () =>
          leave(asked.id)
            .unwrap()
            .catch((error: unknown) => {
              // Left meanwhile in another tab: refused, yet the list read again drops the line all the same.
              goneAlready = toApiError(error).status === 404;
              throw error;
            });
        void changeWithToasts(leaveAsked, {
          failedTitle: t('waitlist.join.leaveFailed'),
          done: { title: t('waitlist.join.left'), message: '' },
          key: `leave-waitlist:${asked.id}`,
        }).then((done) => {
          if (done || goneAlready) setLeft({ id: asked.id, closed: false });
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
