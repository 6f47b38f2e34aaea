import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import type { ServiceRequest } from '../types';
import '../i18n';

/**
 * What the staff already answered from this request, oldest first: for staff, so nobody answers
 * twice; for the client, the answers in one place. `none` says what it means that there is none yet.
 */
export function RequestReplies({ request, none }: { request: ServiceRequest; none: string }) {
  const { t } = useTranslation();
  if (request.replies.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  }
  return (
    // role="list": without its markers, Safari's VoiceOver no longer announces an <ol> as a list.
    <Stack gap="xs" component="ol" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
      {request.replies.map((reply, index) => (
        <Paper component="li" key={`${reply.sentAt}-${String(index)}`} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {t('requests.detail.replyBy', {
              name: reply.authorName ?? t('requests.detail.replyAuthorGone'),
              date: formatDateTime(reply.sentAt),
            })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {reply.content}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
