import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../types';
import '../i18n';

/** Filled, in shades dark enough for white text (WCAG AA). */
const colours: Record<RequestStatus, string> = {
  new: 'blue.8',
  in_progress: 'violet.8',
  answered: 'teal.9',
  closed: 'gray.7',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="filled" radius="sm">
      {t(`requests.status.${status}`)}
    </Badge>
  );
}

/** Who on the staff took the request up, or that no one has. */
export function AssigneeText({ name }: { name?: string | null }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {name ? t('requests.list.assignedTo', { name }) : t('requests.list.unassigned')}
    </Text>
  );
}
