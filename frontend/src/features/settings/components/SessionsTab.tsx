import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabHeading } from './TabHeading';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { listOrState } from '@/components/LoadStates';
import { toApiError } from '@/lib/api-error';
import '@/lib/dayjs';
import {
  type OwnSession,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useListSessionsQuery,
} from '../sessions-api';
import '../i18n';

const when = (at: string) => dayjs(at).format('DD/MM/YYYY [às] HH:mm');

/** What the confirmation dialog is about: one session, or every other one. */
type Pending = { kind: 'one'; session: OwnSession } | { kind: 'others' } | null;

/**
 * The 'Sessões' tab: the person's live sessions, where and when each began and was last used,
 * with 'Esta sessão' on the current one; each can be ended, or all but this one, after a question.
 */
export function SessionsTab() {
  const { t } = useTranslation();
  const query = useListSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [shown, setShown] = useState<Pending>(null);
  const device = (session: OwnSession) => session.device ?? t('settings.sessions.unknownDevice');

  function ask(what: Exclude<Pending, null>) {
    setPending(what);
    setShown(what);
  }
  const close = () => {
    setPending(null);
  };

  async function confirm(what: Exclude<Pending, null>) {
    try {
      if (what.kind === 'one') {
        await endSession({ id: what.session.id, current: what.session.current }).unwrap();
        notifications.show({
          color: 'teal',
          title: t('settings.sessions.ended.title'),
          message: t('settings.sessions.ended.message'),
        });
      } else {
        await endOthers().unwrap();
        notifications.show({
          color: 'teal',
          title: t('settings.sessions.othersEnded.title'),
          message: t('settings.sessions.othersEnded.message'),
        });
      }
      if (what.kind === 'others' || !what.session.current) void query.refetch();
    } catch (caught) {
      notifications.show({
        color: 'red',
        title: t('settings.sessions.failedTitle'),
        message: toApiError(caught).message,
      });
    }
    close();
  }

  const listed = listOrState(query, {
    failed: t('settings.sessions.loadFailedTitle'),
    empty: t('settings.sessions.empty'),
  });
  const hasOthers = 'items' in listed && listed.items.some((session) => !session.current);

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-start">
        <TabHeading section="sessions" />
        {hasOthers && (
          <Button
            variant="light"
            color="red"
            onClick={() => {
              ask({ kind: 'others' });
            }}
          >
            {t('settings.sessions.endOthers')}
          </Button>
        )}
      </Group>
      {'view' in listed ? (
        listed.view
      ) : (
        <Stack gap="sm" component="ul" aria-label={t('settings.sessions.listLabel')} p={0} m={0}>
          {listed.items.map((session) => (
            <Paper key={session.id} withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                  <IconDeviceDesktop size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      {/* A raw User-Agent can be one long word: it wraps instead of pushing the button out. */}
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {device(session)}
                      </Text>
                      {session.current && (
                        <Badge variant="filled" color="teal.9">
                          {t('settings.sessions.current')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('settings.sessions.address', {
                        address: session.address ?? t('settings.sessions.unknownAddress'),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('settings.sessions.signedInAt', { at: when(session.signedInAt) })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('settings.sessions.lastSeenAt', { at: when(session.lastSeenAt) })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  style={{ flexShrink: 0 }}
                  aria-label={t('settings.sessions.endNamed', { device: device(session) })}
                  onClick={() => {
                    ask({ kind: 'one', session });
                  }}
                >
                  {t('settings.sessions.end')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        onClose={close}
        title={
          shown?.kind === 'others'
            ? t('settings.sessions.confirmEndOthers.title')
            : t('settings.sessions.confirmEnd.title')
        }
        closeLabel={t('settings.sessions.closeDialog')}
        cancelLabel={t('settings.sessions.cancel')}
        confirmLabel={
          shown?.kind === 'others'
            ? t('settings.sessions.confirmEndOthers.submit')
            : t('settings.sessions.confirmEnd.submit')
        }
        busy={ending.isLoading || endingOthers.isLoading}
        onConfirm={() => shown && void confirm(shown)}
      >
        {shown && (
          <Text>
            {shown.kind === 'others'
              ? t('settings.sessions.confirmEndOthers.message')
              : shown.session.current
                ? t('settings.sessions.confirmEnd.currentMessage')
                : t('settings.sessions.confirmEnd.message', { device: device(shown.session) })}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
