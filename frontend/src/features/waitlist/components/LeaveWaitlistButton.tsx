import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useLeaveWaitlistMutation } from '../api';
import '../i18n';

interface LeaveWaitlistButtonProps {
  entryId: number;
  /** The button's accessible name where several stand together (which day it leaves). */
  label?: string;
}

/** 'Sair da lista de espera', once the person confirms it. */
export function LeaveWaitlistButton({ entryId, label }: LeaveWaitlistButtonProps) {
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
          }).then(() => {
            setConfirming(false);
          });
        }}
      >
        <Text size="sm">{t('waitlist.join.leaveText')}</Text>
      </ConfirmDialog>
    </>
  );
}
