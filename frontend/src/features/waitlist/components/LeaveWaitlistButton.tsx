import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useLeaveWaitlistMutation } from '../api';
import '../i18n';

interface LeaveWaitlistButtonProps {
  entryId: number;
  /** A slot is held for the entry: leaving gives it to the next in line. */
  holding: boolean;
  /** The button's accessible name where several stand together (which line it leaves). */
  label?: string;
  /** Told once the entry is gone, to put the focus somewhere that stays. */
  onLeft?: () => void;
}

/** 'Sair da lista de espera', once the person confirms it. */
export function LeaveWaitlistButton({ entryId, holding, label, onLeft }: LeaveWaitlistButtonProps) {
  const { t } = useTranslation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        aria-label={label}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('waitlist.join.leave')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('waitlist.join.leaveTitle')}
        closeLabel={t('waitlist.join.close')}
        cancelLabel={t('waitlist.join.keep')}
        confirmLabel={t('waitlist.join.leave')}
        busy={leaving.isLoading}
        onConfirm={() => {
          void changeWithToasts(() => leave(entryId).unwrap(), {
            failedTitle: t('waitlist.join.leaveFailed'),
            done: { title: t('waitlist.join.left'), message: '' },
            key: `leave-waitlist:${entryId}`,
          }).then((left) => {
            setConfirming(false);
            if (left) onLeft?.();
          });
        }}
      >
        <Text size="sm">{t(holding ? 'waitlist.join.leaveHeldText' : 'waitlist.join.leaveText')}</Text>
      </ConfirmDialog>
    </>
  );
}
