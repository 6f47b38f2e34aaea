import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useJoinWaitlistMutation, useLeaveWaitlistMutation, useListWaitlistQuery } from '../api';
import '../i18n';

interface JoinWaitlistProps {
  serviceId: number;
  location: string;
  date: string;
}

/** Shown on the booking form when the chosen day has no free time: join that day's waitlist, or leave it. */
export function JoinWaitlist({ serviceId, location, date }: JoinWaitlistProps) {
  const { t } = useTranslation();
  const mine = useListWaitlistQuery({ date, location });
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [confirming, setConfirming] = useState(false);
  const entry = (mine.data ?? []).find(
    (e) => e.serviceId === serviceId && (e.status === 'waiting' || e.status === 'offered'),
  );

  return (
    <Alert
      color="blue"
      variant="light"
      title={t('waitlist.join.full')}
      icon={<IconHourglass aria-hidden="true" />}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        {entry ? (
          <>
            <Text size="sm" role="status">
              {entry.status === 'offered' ? t('waitlist.join.offered') : t('waitlist.join.joined')}
            </Text>
            <Group>
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('waitlist.join.leave')}
              </Button>
            </Group>
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
                void changeWithToasts(() => leave(entry.id).unwrap(), {
                  failedTitle: t('waitlist.join.leaveFailed'),
                  done: { title: t('waitlist.join.left'), message: '' },
                }).then(() => {
                  setConfirming(false);
                });
              }}
            >
              <Text size="sm">{t('waitlist.join.leaveText')}</Text>
            </ConfirmDialog>
          </>
        ) : (
          <>
            <Text size="sm">{t('waitlist.join.explain')}</Text>
            <Group>
              <Button
                size="sm"
                loading={joining.isLoading || mine.isFetching}
                onClick={() => {
                  void changeWithToasts(() => join({ serviceId, location, date }).unwrap(), {
                    failedTitle: t('waitlist.join.failed'),
                    done: { title: t('waitlist.join.done'), message: t('waitlist.join.doneText') },
                  });
                }}
              >
                {t('waitlist.join.button')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
