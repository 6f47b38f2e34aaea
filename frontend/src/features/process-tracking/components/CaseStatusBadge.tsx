import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { caseBadgeColours } from '../lib/status';
import type { CaseStatus } from '../types';
import '../i18n';

/** A case's status in words, on the colour the spec gives it. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  const { color, textColor } = caseBadgeColours(status);
  return (
    <Badge color={color} c={textColor} variant="filled" radius="sm" data-status={status}>
      {t(`processTracking.status.${status}`)}
    </Badge>
  );
}
