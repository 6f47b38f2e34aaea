import { Box, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconBinaryTree, IconFolderPlus, IconFolderSymlink, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSendButton } from '@/components/form';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '@/features/auth';
import { changeWithToasts } from '@/lib/notify';
import { useAssignRequestMutation, useReplyToRequestMutation, useSetRequestStatusMutation } from '../api';
import { ApproveDiscount } from '../components/ApproveDiscount';
import { OpenCaseDialog } from '../components/OpenCaseDialog';
import { RequestPageFrame } from '../components/RequestPageFrame';
import { AssigneeText } from '../components/RequestStatusBadge';
import { REQUEST_STATUSES, type RequestStatus, type ServiceRequest } from '../types';
import '../i18n';

/** /admin/requests/:id: one request, taken up, answered and moved along by staff. */
export default function RequestDetailPage() {
  const { t } = useTranslation();
  return (
    <RequestPageFrame
      back={{ to: paths.requestsInbox, label: t('requests.detail.back') }}
      replies={() => ({ title: t('requests.detail.replies'), none: t('requests.detail.noReplies') })}
      statusDetails={(request) => (
        <>
          <Text size="sm">
            {t('requests.detail.client')}: {request.clientName} ({request.clientEmail})
          </Text>
          <AssigneeText name={request.assignedName} />
        </>
      )}
      actions={(request) => <StaffActions key={request.id} request={request} />}
      foot={(request) => <ReplyPanel request={request} />}
    />
  );
}

function StaffActions({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  const { data: me } = useGetCurrentUserQuery();
  // Already the caller's: 'Assumir' stays where it was, and in the tab order (the focus is not
  // lost when it changes under it), saying so, readable, and doing nothing.
  const mine = request.assignedTo !== null && request.assignedTo === me?.id;
  const [assign, assigning] = useAssignRequestMutation();
  const [setStatus, settingStatus] = useSetRequestStatusMutation();
  const [openingCase, setOpeningCase] = useState(false);
  const { slot: caseButton, openedHere } = useFocusOnOpenedCase(request.caseId);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Button
        leftSection={<IconUserCheck size={18} aria-hidden="true" />}
        loading={assigning.isLoading}
        variant={mine ? 'light' : 'filled'}
        aria-disabled={mine || undefined}
        onClick={() => {
          if (mine) return;
          void changeWithToasts(() => assign(request.id).unwrap(), {
            failedTitle: t('requests.detail.assignFailed'),
            done: { title: t('requests.detail.assignedTitle'), message: t('requests.detail.assignedMessage') },
          });
        }}
      >
        {t(mine ? 'requests.detail.assignedToYou' : 'requests.detail.assignToMe')}
      </Button>
      <ApproveDiscount request={request} />
      <Select
        label={t('requests.detail.statusLabel')}
        value={request.status}
        disabled={settingStatus.isLoading}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          void changeWithToasts(() => setStatus({ id: request.id, status: value as RequestStatus }).unwrap(), {
            failedTitle: t('requests.detail.statusFailed'),
            done: { title: t('requests.detail.statusDone'), message: t(`requests.status.${value as RequestStatus}`) },
          });
        }}
        data={REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.status.${value}`) }))}
      />
      <Box ref={caseButton} display="contents">
        {request.caseId === null ? (
          <Button
            variant="light"
            leftSection={<IconFolderPlus size={18} aria-hidden="true" />}
            onClick={() => {
              setOpeningCase(true);
            }}
          >
            {t('requests.openCase.button')}
          </Button>
        ) : (
          <LinkButton to={`${paths.adminCases}/${String(request.caseId)}`} variant="light" icon={IconFolderSymlink}>
            {t('requests.openCase.view')}
          </LinkButton>
        )}
      </Box>
      {request.kind === 'family-tree' && (
        <LinkButton to={`${paths.familyTree}?userId=${String(request.clientId)}`} variant="light" icon={IconBinaryTree}>
          {t('requests.detail.openTree')}
        </LinkButton>
      )}
      <OpenCaseDialog
        request={request}
        onOpened={openedHere}
        opened={openingCase}
        onClose={() => {
          setOpeningCase(false);
        }}
      />
    </Group>
  );
}

/**
 * 'Abrir processo' gives way to 'Ver processo' once the case is opened here. The focus was on the
 * button that went (the dialog gives it back) or still in the closing dialog: it goes to the new one.
 */
function useFocusOnOpenedCase(caseId: number | null) {
  const slot = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (caseId === null || !opened.current) return;
    opened.current = false;
    const focus = document.activeElement;
    const lost = focus === null || focus === document.body || focus.closest('[role="dialog"]') !== null;
    if (lost) slot.current?.querySelector('a')?.focus();
  }, [caseId]);
  return {
    slot,
    openedHere: () => {
      opened.current = true;
    },
  };
}

function ReplyPanel({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  const [reply, replying] = useReplyToRequestMutation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!content.trim()) {
      setError(t('requests.detail.replyRequired'));
      return;
    }
    setError(null);
    const sent = await changeWithToasts(() => reply({ id: request.id, content: content.trim() }).unwrap(), {
      failedTitle: t('requests.detail.replyFailed'),
      done: { title: t('requests.detail.repliedTitle'), message: t('requests.detail.repliedMessage') },
    });
    if (sent) setContent('');
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('requests.detail.replyLabel')}
            description={t(request.status === 'closed' ? 'requests.detail.replyReopens' : 'requests.detail.replyHint')}
            autosize
            minRows={4}
            value={content}
            error={error}
            onChange={(event) => {
              setContent(event.currentTarget.value);
            }}
          />
          <Group justify="flex-end">
            <FormSendButton busy={replying.isLoading}>{t('requests.detail.send')}</FormSendButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
