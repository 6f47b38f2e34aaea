import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppointmentSummary } from '../types';
import '../i18n';

/**
 * Why an appointment still to take place cannot happen on its day, when the place closed after it
 * was booked, and what to do: the server says which ones (`closedNotice`); nothing otherwise.
 */
export function ClosedDayNotice({ appointment }: { appointment: Pick<AppointmentSummary, 'closedNotice'> }) {
  const { t } = useTranslation();
  if (!appointment.closedNotice) return null;
  return (
    <Text size="xs" c="red" fw={500} data-closed-day>
      {t('appointments.closedDay', { notice: appointment.closedNotice })}
    </Text>
  );
}
