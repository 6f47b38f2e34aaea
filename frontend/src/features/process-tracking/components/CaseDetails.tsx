import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CaseDocuments } from '@/features/documents';
import { formatDay, formatInstant } from '../lib/format';
import type { CaseDetail } from '../types';
import { CaseChecklist } from './CaseChecklist';
import { CaseStatusBadge } from './CaseStatusBadge';
import '../i18n';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** 'Detalhes do Processo': dates, progress, notes, the documents with their upload, the history. */
export function CaseDetails({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const notDefined = t('processTracking.details.notDefined');
  const title = `${t(`processTracking.type.${detail.type}`)} – ${detail.country}`;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {detail.protocol && (
            <Text c="dimmed">{t('processTracking.card.protocol', { protocol: detail.protocol })}</Text>
          )}
        </div>
        <CaseStatusBadge status={detail.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact label={t('processTracking.details.startDate')} value={formatDay(detail.startDate) ?? notDefined} />
        <Fact
          label={t('processTracking.details.estimatedEndDate')}
          value={formatDay(detail.estimatedEndDate) ?? notDefined}
        />
        {detail.actualEndDate && (
          <Fact label={t('processTracking.details.actualEndDate')} value={formatDay(detail.actualEndDate) ?? ''} />
        )}
        <Fact label={t('processTracking.details.lastUpdate')} value={formatInstant(detail.updatedAt)} />
      </SimpleGrid>
      <div>
        <Text size="sm" c="dimmed">
          {t('processTracking.details.progress')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Progress value={detail.progress} style={{ flex: 1 }} aria-label={t('processTracking.details.progress')} />
          <Text fw={600}>{detail.progress}%</Text>
        </Group>
      </div>
      <section aria-label={t('processTracking.details.notes')}>
        <Title order={3} size="h4" mb="xs">
          {t('processTracking.details.notes')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{detail.notes || t('processTracking.details.noNotes')}</Text>
      </section>
      <section aria-label={t('processTracking.checklist.title')}>
        <Title order={3} size="h4" mb="xs">
          {t('processTracking.checklist.title')}
        </Title>
        <CaseChecklist detail={detail} />
      </section>
      <section aria-label={t('processTracking.details.documents')}>
        <Title order={3} size="h4" mb="xs">
          {t('processTracking.details.documents')}
        </Title>
        <CaseDocuments caseId={detail.id} />
      </section>
      <section aria-label={t('processTracking.details.updates')}>
        <Title order={3} size="h4" mb="xs">
          {t('processTracking.details.updates')}
        </Title>
        {detail.updates.length === 0 ? (
          <Text c="dimmed">{t('processTracking.details.noUpdates')}</Text>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {detail.updates.map((update) => (
              <Paper component="li" key={update.id} withBorder radius="md" p="sm">
                <Text size="sm" c="dimmed">
                  {t('processTracking.details.updateBy', {
                    author: update.authorName || t('processTracking.details.unknownAuthor'),
                    date: formatInstant(update.createdAt),
                  })}
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{update.content}</Text>
              </Paper>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
