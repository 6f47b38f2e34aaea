import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadPanel } from '@/features/documents';
import { changeWithToasts } from '@/lib/notify';
import { useReviewChecklistItemMutation } from '../api';
import { formatDay } from '../lib/format';
import type { ChecklistItem } from '../types';
import '../i18n';

const reviewColours = { waiting: 'gray.7', approved: '#1e7b34', rejected: 'red.9' } as const;
const validityColours = { valid: '#1e7b34', expiring: 'yellow.4', expired: 'red.9', pending: 'gray.7' } as const;

interface ChecklistItemRowProps {
  caseId: number;
  item: ChecklistItem;
  staff: boolean;
  /** Staff: asks to take the item off the list. */
  onRemove?: (item: ChecklistItem) => void;
}

/** One document the case needs: its review (with the reason of a rejection), validity, upload, and staff's verdict. */
export function ChecklistItemRow({ caseId, item, staff, onRemove }: ChecklistItemRowProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [review, { isLoading }] = useReviewChecklistItemMutation();

  const decide = async (decision: 'approved' | 'rejected') => {
    const done = await changeWithToasts(() => review({ id: caseId, item: item.id, decision, reason }).unwrap(), {
      failedTitle: t('processTracking.checklist.reviewFailedTitle'),
      done: { title: t('processTracking.checklist.reviewedTitle'), message: item.name },
    });
    if (done) {
      setRejecting(false);
      setReason('');
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={item.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{item.name}</Text>
          <Group gap="xs">
            {item.expiresOn && (
              <Badge
                color={validityColours[item.validity]}
                c={item.validity === 'expiring' ? 'black' : 'white'}
                radius="sm"
                data-validity={item.validity}
              >
                {t(`processTracking.checklist.validity.${item.validity}`)}
              </Badge>
            )}
            {/* Nothing sent yet is nothing to review: the line below says the item is pending. */}
            {(item.documentCount > 0 || item.review !== 'waiting') && (
              <Badge color={reviewColours[item.review]} c="white" radius="sm" data-review={item.review}>
                {t(`processTracking.checklist.review.${item.review}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {item.documentCount === 0
            ? `${t('processTracking.checklist.validity.pending')} · ${t('processTracking.checklist.noDocument')}`
            : t('processTracking.checklist.documents', { count: item.documentCount })}
          {item.expiresOn && ` · ${t('processTracking.checklist.expiresOn', { date: formatDay(item.expiresOn) })}`}
        </Text>
        {item.review === 'rejected' && item.reviewReason && (
          <Text size="sm" c="var(--mantine-color-red-text)" fw={500}>
            {t('processTracking.checklist.reason', { reason: item.reviewReason })}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} aria-hidden="true" />}
            onClick={() => {
              setSending((open) => !open);
            }}
            aria-expanded={sending}
            aria-label={sending ? undefined : t('processTracking.checklist.send', { name: item.name })}
          >
            {sending ? t('processTracking.checklist.hideSend') : t('processTracking.checklist.sendShort')}
          </Button>
          {/* Nothing sent is nothing to review yet: the line above says so. */}
          {staff && item.documentCount > 0 && (
            <>
              <Button
                size="xs"
                color="#1e7b34"
                leftSection={<IconCheck size={14} aria-hidden="true" />}
                loading={isLoading && !rejecting}
                onClick={() => void decide('approved')}
                aria-label={t('processTracking.checklist.approve', { name: item.name })}
              >
                {t('processTracking.checklist.approveShort')}
              </Button>
              <Button
                size="xs"
                color="red.9"
                leftSection={<IconX size={14} aria-hidden="true" />}
                onClick={() => {
                  setRejecting(true);
                }}
                aria-label={t('processTracking.checklist.reject', { name: item.name })}
              >
                {t('processTracking.checklist.rejectShort')}
              </Button>
            </>
          )}
          {staff && onRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => {
                onRemove(item);
              }}
              aria-label={t('processTracking.checklist.remove.button', { name: item.name })}
            >
              {t('processTracking.checklist.remove.short')}
            </Button>
          )}
        </Group>
        {rejecting && (
          <Stack gap="xs">
            <Textarea
              label={t('processTracking.checklist.rejectReason')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
              }}
              autosize
              minRows={2}
            />
            <Group gap="xs">
              <Button size="xs" color="red.9" loading={isLoading} onClick={() => void decide('rejected')}>
                {t('processTracking.checklist.confirmReject')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setRejecting(false);
                }}
              >
                {t('processTracking.checklist.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        {sending && <UploadPanel caseId={caseId} checklistItemId={item.id} />}
      </Stack>
    </Paper>
  );
}
