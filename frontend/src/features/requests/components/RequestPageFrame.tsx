import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/BackLink';
import { LoadError, LoadingState } from '@/components/LoadStates';
import NotFound from '@/components/NotFound';
import { PageHeader } from '@/components/PageHeader';
import { TitledSection } from '@/components/TitledSection';
import { useGetRequestQuery } from '../api';
import { formatDateTime } from '../lib/format';
import type { ServiceRequest } from '../types';
import { RequestDocuments, RequestFields } from './RequestFields';
import { RequestReplies } from './RequestReplies';
import { RequestStatusBadge } from './RequestStatusBadge';
import '../i18n';

interface RequestPageFrameProps {
  /** The list the request was opened from. */
  back: { to: string; label: string };
  /** What the status line says besides the status and the day the request was sent. */
  statusDetails?: (request: ServiceRequest) => ReactNode;
  /** What can be done with the request, below its status line. */
  actions?: (request: ServiceRequest) => ReactNode;
  /** What follows the staff's answers. */
  foot?: (request: ServiceRequest) => ReactNode;
  /** The answers' heading, and what it means that there is none yet. */
  replies: (request: ServiceRequest) => { title: string; none: string };
}

/**
 * The page of the request named in the address, as staff and its client both see it: what was
 * sent (the form's data and the documents) and the staff's answers, with its loading and error states.
 */
export function RequestPageFrame(props: RequestPageFrameProps) {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <LoadedRequestPage id={id} {...props} /> : <NotFound />;
}

function LoadedRequestPage({
  id,
  back,
  statusDetails,
  actions,
  foot,
  replies,
}: RequestPageFrameProps & { id: number }) {
  const { t } = useTranslation();
  const query = useGetRequestQuery(id);
  const backLink = <BackLink to={back.to}>{back.label}</BackLink>;
  if (query.isError && !query.data) {
    return (
      <Stack>
        {backLink}
        <LoadError title={t('requests.detail.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  if (!query.data) return <LoadingState />;
  const request = query.data;
  const answers = replies(request);
  return (
    <>
      <PageHeader title={request.title} subtitle={t(`requests.kind.${request.kind}`)} />
      {/* Long addresses and words wrap rather than push a phone's screen sideways. */}
      <Stack gap="lg" style={{ overflowWrap: 'anywhere' }}>
        {backLink}
        <Group gap="md" wrap="wrap">
          <RequestStatusBadge status={request.status} />
          <Text size="sm" c="dimmed">
            {t('requests.detail.sentOn')} {formatDateTime(request.createdAt)}
          </Text>
          {statusDetails?.(request)}
        </Group>
        {actions?.(request)}
        <TitledSection id="request-fields" title={t('requests.detail.fields')} size="h4" mb="xs">
          <RequestFields request={request} />
        </TitledSection>
        <TitledSection id="request-documents" title={t('requests.detail.documents')} size="h4" mb="xs">
          <RequestDocuments request={request} />
        </TitledSection>
        <TitledSection id="request-replies" title={answers.title} size="h4" mb="xs">
          <RequestReplies request={request} none={answers.none} />
        </TitledSection>
        {foot?.(request)}
      </Stack>
    </>
  );
}
