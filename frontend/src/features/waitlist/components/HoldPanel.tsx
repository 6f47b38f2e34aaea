import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkFacts, useLinkSend } from '@/components/LinkFacts';
import { LinkDone, LinkProblem, linkQueryState, type LinkQuery } from '@/components/LinkProblem';
import { formatDay } from '@/features/appointments';
import { brasiliaHourMinute } from '@/lib/dayjs';
import type { Hold, HoldDetails } from '../api';
import { HoldPassportForm } from './HoldPassportForm';
import '../i18n';

interface HoldPanelProps {
  /** The held slot as read: by the mail's token, or by the signed-in client's entry. */
  found: LinkQuery & { data?: Hold };
  /** Books the held slot; rejects with the server's refusal. */
  book: (details: HoldDetails) => Promise<unknown>;
  /** The day and time booked, once booked. */
  booked: { date: string; time: string } | undefined;
  isBooking: boolean;
  /** What a refusal to read or book is titled. */
  problemTitle: string;
}

/** A held slot: its facts, and its booking (with the phone and passport data for an Italian service). */
export function HoldPanel({ found, book, booked, isBooking, problemTitle }: HoldPanelProps) {
  const { t } = useTranslation();
  const { failure, submit } = useLinkSend(() => book({}));

  if (booked) {
    return (
      <LinkDone title={t('waitlist.hold.doneTitle')}>
        {t('waitlist.hold.done', { date: formatDay(booked.date), time: booked.time })}
      </LinkDone>
    );
  }
  const state = linkQueryState(found, { title: problemTitle, loadingLabel: t('waitlist.hold.loading') });
  if (state) return state;
  if (!found.data) return null;
  const hold = found.data;
  return (
    <Stack gap="md">
      <Text ta="center">{t('waitlist.hold.intro', { until: brasiliaHourMinute(hold.expiresAt) })}</Text>
      <HoldFacts hold={hold} />
      {hold.passportRequired ? (
        <HoldPassportForm hold={hold} book={book} />
      ) : (
        <>
          {failure && <LinkProblem title={t('waitlist.hold.failedTitle')}>{failure}</LinkProblem>}
          <Button
            loading={isBooking}
            onClick={() => {
              void submit();
            }}
          >
            {t('waitlist.hold.book')}
          </Button>
        </>
      )}
    </Stack>
  );
}

function HoldFacts({ hold }: { hold: Hold }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('waitlist.hold.service'), hold.serviceName],
    [t('waitlist.hold.location'), hold.location],
    [t('waitlist.hold.date'), formatDay(hold.date)],
    [t('waitlist.hold.time'), hold.time],
  ];
  return <LinkFacts label={t('waitlist.hold.details')} rows={rows} />;
}
