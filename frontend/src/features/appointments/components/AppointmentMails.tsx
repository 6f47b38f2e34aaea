import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadStates';
import { brasiliaDateTime } from '@/lib/dayjs';
import { changeWithToasts } from '@/lib/notify';
import { useGetAppointmentMailsQuery, useResendAppointmentMailMutation } from '../api';
import type { AppointmentMail } from '../types';
import '../i18n';

/** Filled, under white text: each above WCAG AA contrast in both colour schemes (light teal is 2.7:1). */
const STATUS_COLORS: Record<AppointmentMail['status'], string> = { queued: 'gray.7', sent: '#1e7b34', failed: 'red.9' };

/**
 * When it went, failed or was queued, in Brasília's time as the agenda. A mail still waiting for a
 * later time (a reminder, or a retry) says when it goes: that says more than when it was queued.
 */
function whenOf(mail: AppointmentMail, t: TFunction): string {
  if (mail.dueAt) return t('appointments.mails.dueAt', { when: brasiliaDateTime(mail.dueAt) });
  if (mail.settledAt) {
    const when = brasiliaDateTime(mail.settledAt);
    return mail.status === 'sent'
      ? t('appointments.mails.sentAt', { when })
      : t('appointments.mails.failedAt', { when });
  }
  return t('appointments.mails.queuedAt', { when: brasiliaDateTime(mail.queuedAt) });
}

/**
 * Staff's view of an appointment's mails (confirmation, changes and cancellation, reminders, the
 * closed and reopened day, the staff notices):
 * each one queued, sent or failed with its last error, and 'Reenviar' for those no longer queued.
 */
export function AppointmentMails({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useGetAppointmentMailsQuery(appointmentId);
  const [resend, { isLoading: resending }] = useResendAppointmentMailMutation();

  const body = () => {
    if (isLoading) {
      return (
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('appointments.mails.loading')}
          </Text>
        </Group>
      );
    }
    if (error || !data) {
      return <LoadError title={t('appointments.mails.loadFailed')} error={error} onRetry={() => void refetch()} />;
    }
    if (data.length === 0) return <Text size="sm">{t('appointments.mails.empty')}</Text>;
    return (
      // The role stays though the bullets go (Safari drops it with them).
      <Stack component="ul" role="list" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.map((mail) => {
          const kind = t(`appointments.mails.kinds.${mail.kind}`);
          return (
            <Paper component="li" key={mail.id} withBorder radius="sm" px="sm" py="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {kind}
                    </Text>
                    <Badge color={STATUS_COLORS[mail.status]} c="white" variant="filled">
                      {t(`appointments.mails.statuses.${mail.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('appointments.mails.to', { recipient: mail.recipient })}
                  </Text>
                  <Text size="sm">{whenOf(mail, t)}</Text>
                  {mail.lastError && (
                    <Text size="sm" c="var(--mantine-color-red-text)" style={{ overflowWrap: 'anywhere' }}>
                      {t('appointments.mails.lastErrorIs', { error: mail.lastError })}
                    </Text>
                  )}
                </Stack>
                {mail.status !== 'queued' && (
                  <Button
                    size="xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    loading={resending}
                    aria-label={t('appointments.mails.resendLabel', { kind, recipient: mail.recipient })}
                    onClick={() =>
                      void changeWithToasts(() => resend({ appointment: appointmentId, mail: mail.id }).unwrap(), {
                        failedTitle: t('appointments.mails.resendFailed'),
                        done: {
                          title: t('appointments.mails.resent'),
                          message: t('appointments.mails.resentMessage'),
                        },
                      })
                    }
                  >
                    {t('appointments.mails.resend')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  };

  return (
    <Stack gap="xs" component="section" aria-busy={isLoading} aria-labelledby={`appointment-mails-${appointmentId}`}>
      <Title order={3} size="h5" id={`appointment-mails-${appointmentId}`}>
        {t('appointments.mails.heading')}
      </Title>
      {body()}
    </Stack>
  );
}
