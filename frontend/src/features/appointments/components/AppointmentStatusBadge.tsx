import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeColours, statusOf } from '../lib/status';
import '../i18n';

interface AppointmentStatusBadgeProps {
  status: string;
  /** 'calendar': green confirmed, yellow pending, grey otherwise. */
  palette?: 'list' | 'calendar';
}

/** An appointment's status in words, on its colour; an unknown status reads as Pendente. */
export function AppointmentStatusBadge({ status, palette = 'list' }: AppointmentStatusBadgeProps) {
  const { t } = useTranslation();
  const known = statusOf(status);
  const { color, textColor } = badgeColours(known, palette);
  return (
    <Badge color={color} c={textColor} variant="filled" radius="sm" data-status={known}>
      {t(`appointments.status.${known}`)}
    </Badge>
  );
}
