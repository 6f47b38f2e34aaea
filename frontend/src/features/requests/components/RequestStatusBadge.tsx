import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../types';

const colours: Record<RequestStatus, string> = {
  new: 'blue',
  in_progress: 'yellow',
  answered: 'green',
  closed: 'gray',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light">
      {t(`requests.status.${status}`)}
    </Badge>
  );
}
