import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/appointments';
import { brasiliaHourMinute } from '@/lib/dayjs';
import { isHeld, isInLine, useListWaitlistQuery, type WaitlistEntry } from '../api';
import { BookHeldButton } from './BookHeldButton';
import { useLeaveQuestion } from '../hooks/use-leave-question';
import { OwnHoldDialog } from './OwnHoldDialog';
import '../i18n';

/**
 * A client's places in line, from today on, each with a way out: beside their appointments, so a
 * place taken on the booking form is not forgotten. Nothing shows while the client is in no line;
 * once they leave the last one here, or book its held slot, the box stays and says so, keeping the focus.
 */
export function MyWaitlist() {
  const { t } = useTranslation();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [askedHere, setAskedHere] = useState(false);
  const [booking, setBooking] = useState<number | null>(null);
  const [bookedHere, setBookedHere] = useState(false);
  const mine = useListWaitlistQuery({});
  // The button that opened the question went with its line: the focus goes to the box's title.
  const question = useLeaveQuestion(mine.data, () => title.current?.focus());
  const inLine = (mine.data ?? []).filter(isInLine);
  // Once a line is left or a held slot booked here, the box stays even when empty, to say so and
  // hold the focus; so it does while a held slot's booking is open, whose line ends when it books.
  if (inLine.length === 0 && !askedHere && !bookedHere && booking === null) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title ref={title} id={titleId} tabIndex={-1} order={2} size="h4">
          {t('waitlist.mine.title')}
        </Title>
        {inLine.length === 0 ? (
          <Text size="sm" role="status">
            {t('waitlist.mine.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {inLine.map((entry) => (
              <Group component="li" key={entry.id} justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>
                    {formatDay(entry.date)} · {entry.serviceName}
                  </Text>
                  <Text size="sm">{entry.location}</Text>
                  <Text size="sm" c={entry.status === 'offered' ? undefined : 'dimmed'}>
                    {standing(entry, t)}
                  </Text>
                </Stack>
                <Group gap="xs" justify="flex-end">
                  {isHeld(entry) && (
                    <BookHeldButton
                      entry={entry}
                      onClick={() => {
                        setBooking(entry.id);
                      }}
                    />
                  )}
                  <Button
                    variant="default"
                    size="sm"
                    aria-label={t('waitlist.mine.leaveLabel', {
                      day: formatDay(entry.date),
                      service: entry.serviceName,
                      location: entry.location,
                    })}
                    onClick={() => {
                      setAskedHere(true);
                      question.ask(entry);
                    }}
                  >
                    {t('waitlist.join.leave')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {question.dialog}
      <OwnHoldDialog
        entryId={booking}
        onClose={() => {
          setBooking(null);
        }}
        onBooked={() => {
          setBookedHere(true);
        }}
        focusAfterBooking={title}
      />
    </Paper>
  );
}

/** Waiting, or which time is held for the client and until when. */
function standing(entry: WaitlistEntry, t: TFunction) {
  if (entry.status !== 'offered') return t('waitlist.mine.waiting');
  if (entry.heldTime && entry.heldUntil) {
    return t('waitlist.mine.held', { time: entry.heldTime, until: brasiliaHourMinute(entry.heldUntil) });
  }
  return t('waitlist.join.offered');
}
