import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeWithToasts } from '@/lib/notify';
import { isInLine, useJoinWaitlistMutation, useListWaitlistQuery } from '../api';
import { LeaveWaitlistButton } from './LeaveWaitlistButton';
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
  const entry = (mine.data ?? []).find((e) => e.serviceId === serviceId && isInLine(e));

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
              <LeaveWaitlistButton entryId={entry.id} holding={entry.status === 'offered'} />
            </Group>
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
