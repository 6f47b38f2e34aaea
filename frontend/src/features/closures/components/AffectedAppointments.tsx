import { Anchor, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingDialog, formatDay, useGetAppointmentQuery, type AppointmentSummary } from '@/features/appointments';
import '../i18n';

/** The active appointments on closed days: each opens in the booking dialog, to move or cancel it. */
export function AffectedAppointments({ appointments }: { appointments: AppointmentSummary[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const { data: appointment } = useGetAppointmentQuery(openId ?? 0, { skip: openId === null });
  if (appointments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('closures.list.noAffected')}
      </Text>
    );
  }
  return (
    <>
      <List size="sm" spacing={4}>
        {appointments.map((item) => (
          <List.Item key={item.id}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              // Indigo 7 falls just short of 4.5:1 on the orange tint of the alert that lists them too.
              c="indigo.9"
              // A button centres its text, and sits on its last line: wrapped on a phone, the link
              // would stand apart from its line and from the list's bullet.
              ta="left"
              style={{ verticalAlign: 'top' }}
              onClick={() => {
                setOpenId(item.id);
              }}
            >
              {t('closures.list.open', { client: item.clientName, day: formatDay(item.date), time: item.time })}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {item.serviceName} · {item.location}
            </Text>
          </List.Item>
        ))}
      </List>
      <BookingDialog
        opened={openId !== null && appointment?.id === openId}
        onClose={() => {
          setOpenId(null);
        }}
        appointment={appointment ?? null}
      />
    </>
  );
}
