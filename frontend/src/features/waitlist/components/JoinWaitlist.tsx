import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useRef } from 'react';
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
      {question.dialog}
    </Alert>
  );
}
