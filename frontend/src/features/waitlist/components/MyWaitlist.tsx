import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/appointments';
import { isInLine, useListWaitlistQuery } from '../api';
import { LeaveWaitlistButton } from './LeaveWaitlistButton';
import '../i18n';

/**
 * A client's places in line, from today on, each with a way out: beside their appointments, so a
 * place taken on the booking form is not forgotten. Nothing shows while the client is in no line.
 */
export function MyWaitlist() {
  const { t } = useTranslation();
  const headingId = useId();
  const mine = useListWaitlistQuery({});
  const inLine = (mine.data ?? []).filter(isInLine);
  if (inLine.length === 0) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('waitlist.mine.title')}
        </Title>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {inLine.map((entry) => (
            <Group component="li" key={entry.id} justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>
                  {formatDay(entry.date)} · {entry.serviceName}
                </Text>
                <Text size="sm">{entry.location}</Text>
                <Text size="sm" c={entry.status === 'offered' ? undefined : 'dimmed'}>
                  {entry.status === 'offered' ? t('waitlist.join.offered') : t('waitlist.mine.waiting')}
                </Text>
              </Stack>
              <LeaveWaitlistButton
                entryId={entry.id}
                label={t('waitlist.mine.leaveLabel', { day: formatDay(entry.date), service: entry.serviceName })}
              />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
