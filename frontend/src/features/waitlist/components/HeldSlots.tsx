import { Alert, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '@/components/OnceOpened';
import { formatDay } from '@/features/appointments';
import { brasiliaHourMinute } from '@/lib/dayjs';
import { lazyNamed } from '@/lib/lazy-named';
import { isHeld, useListWaitlistQuery } from '../api';
import { BookHeldButton } from './BookHeldButton';
import '../i18n';

const OwnHoldDialog = lazyNamed(() => import('./OwnHoldDialog'), 'OwnHoldDialog');

/**
 * On a client's home page, each slot freed from a waitlist and held for them, with its deadline and
 * the way to book it there: the hold lasts minutes, and its mail may go unread. Nothing otherwise.
 */
export function HeldSlots() {
  const { t } = useTranslation();
  const [booking, setBooking] = useState<number | null>(null);
  const [booked, setBooked] = useState<{ date: string; time: string } | null>(null);
  const bookedLine = useRef<HTMLParagraphElement>(null);
  const mine = useListWaitlistQuery({});
  const held = (mine.data ?? []).filter(isHeld);
  // The dialog stays while its booking is open, though the hold it came from ends when it books;
  // then a line says what was booked, and takes the focus from the button that went with the hold.
  if (held.length === 0 && booking === null && booked === null) return null;
  return (
    <Stack gap="sm">
      {booked && (
        <Text ref={bookedLine} tabIndex={-1} role="status" size="sm" fw={600}>
          {t('waitlist.home.booked', { day: formatDay(booked.date), time: booked.time })}
        </Text>
      )}
      {held.map((entry) => (
        <Alert
          key={entry.id}
          component="section"
          // A notice of the page, read in its place: not an alert that interrupts.
          role="region"
          variant="light"
          // The day and time in the title, which names the region: one region a held slot.
          title={t('waitlist.home.title', { day: formatDay(entry.date), time: entry.heldTime })}
          icon={<IconClockHour4 aria-hidden="true" />}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {t('waitlist.home.slot', { service: entry.serviceName, location: entry.location })}
            </Text>
            <Text size="sm">{t('waitlist.home.until', { until: brasiliaHourMinute(entry.heldUntil) })}</Text>
            <BookHeldButton
              entry={entry}
              onClick={() => {
                setBooking(entry.id);
              }}
            />
          </Stack>
        </Alert>
      ))}
      <OnceOpened opened={booking !== null} returnFocus={booked === null}>
        <OwnHoldDialog
          entryId={booking}
          onClose={() => {
            setBooking(null);
          }}
          onBooked={({ date, time }) => {
            setBooked({ date, time });
          }}
          focusAfterBooking={bookedLine}
        />
      </OnceOpened>
    </Stack>
  );
}
