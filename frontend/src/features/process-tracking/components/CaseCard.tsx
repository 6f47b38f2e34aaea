import { Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFiles, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/format';
import type { Case } from '../types';
import { CaseStatusBadge } from './CaseStatusBadge';
import '../i18n';

interface CaseCardProps {
  case: Case;
  onOpen: (id: number) => void;
  /** Staff see whose case it is. */
  showClient?: boolean;
}

/** One case as 'Meus Processos' shows it: type, country, protocol, status, dates, progress, counts. */
export function CaseCard({ case: item, onOpen, showClient = false }: CaseCardProps) {
  const { t } = useTranslation();
  const title = `${t(`processTracking.type.${item.type}`)} – ${item.country}`;
  const estimated = formatDay(item.estimatedEndDate);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <UnstyledButton
        w="100%"
        onClick={() => {
          onOpen(item.id);
        }}
        aria-label={t('processTracking.card.open', { title })}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{title}</Text>
            <CaseStatusBadge status={item.status} />
          </Group>
          {showClient && <Text size="sm">{t('processTracking.card.client', { name: item.clientName })}</Text>}
          <Text size="sm" c="dimmed">
            {item.protocol
              ? t('processTracking.card.protocol', { protocol: item.protocol })
              : t('processTracking.card.noProtocol')}
          </Text>
          <Group gap="md" wrap="wrap">
            <Text size="sm">{t('processTracking.card.start', { date: formatDay(item.startDate) })}</Text>
            <Text size="sm">
              {t('processTracking.card.estimatedEnd', {
                date: estimated ?? t('processTracking.details.notDefined'),
              })}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={item.progress}
              style={{ flex: 1 }}
              aria-label={t('processTracking.card.progressLabel', { title })}
            />
            <Text size="sm" fw={600}>
              {item.progress}%
            </Text>
          </Group>
          <Group gap="md">
            <Group gap={4}>
              <IconFiles size={16} aria-hidden="true" />
              <Text size="sm">{t('processTracking.card.documents', { count: item.documentCount })}</Text>
            </Group>
            <Group gap={4}>
              <IconMessage size={16} aria-hidden="true" />
              <Text size="sm">{t('processTracking.card.updates', { count: item.updateCount })}</Text>
            </Group>
          </Group>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
