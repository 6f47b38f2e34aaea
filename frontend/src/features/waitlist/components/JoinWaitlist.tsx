import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeWithToasts } from '@/lib/notify';
import { isInLine, useJoinWaitlistMutation, useListWaitlistQuery } from '../api';
import { useLeaveQuestion } from '../hooks/use-leave-question';
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
  // Once the line is left, its button has gone: the focus goes to the one that joins again.
  const joinButton = useRef<HTMLButtonElement>(null);
  const question = useLeaveQuestion(mine.data, () => joinButton.current?.focus());
  const entry = (mine.data ?? []).find((e) => e.serviceId === serviceId && isInLine(e));
  // Once in line, the join button has gone: the focus goes to the one that leaves.
  const leaveButton = useRef<HTMLButtonElement>(null);
  const joined = useRef(false);
  useEffect(() => {
    if (entry && joined.current) {
      joined.current = false;
      leaveButton.current?.focus();
    }
  }, [entry]);

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
                ref={leaveButton}
                variant="default"
                size="sm"
                onClick={() => {
                  question.ask(entry);
                }}
              >
                {t('waitlist.join.leave')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('waitlist.join.explain')}</Text>
            <Group>
              <Button
                ref={joinButton}
                size="sm"
                loading={joining.isLoading || mine.isFetching}
                onClick={() => {
                  // No toast when it works: the box itself says so, where a toast would cover the
                  // booking form's buttons.
                  void changeWithToasts(() => join({ serviceId, location, date }).unwrap(), {
                    failedTitle: t('waitlist.join.failed'),
                  }).then((worked) => {
                    joined.current = worked;
                  });
                }}
              >
                {t('waitlist.join.button')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {question.dialog}
    </Alert>
  );
}
