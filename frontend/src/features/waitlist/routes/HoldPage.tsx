import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { brasiliaHourMinute } from '@/lib/dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LinkFacts, useLinkSend } from '@/components/LinkFacts';
import { LinkPageFrame } from '@/components/LinkPageFrame';
import { LinkDone, LinkProblem, linkQueryState } from '@/components/LinkProblem';
import { paths } from '@/config/paths';
import { formatDay } from '@/features/appointments';
import { type Hold, useBookHoldMutation, useGetHoldQuery } from '../api';
import { HoldPassportForm } from '../components/HoldPassportForm';
import '../i18n';

/**
 * /lista-de-espera/reserva?token=: the page a waitlist hold mail's link opens, without signing in. Opening
 * it only reads; its button books the held slot, once.
 */
export default function HoldPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('waitlist.hold.documentTitle') }));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <LinkPageFrame title={t('waitlist.hold.title')} maxWidth={560}>
      {token ? (
        <HoldPanel token={token} />
      ) : (
        <LinkProblem title={t('waitlist.hold.problemTitle')}>{t('waitlist.hold.missingLink')}</LinkProblem>
      )}
      <Anchor component={Link} to={paths.root} ta="center" size="sm">
        {t('waitlist.hold.goToPortal')}
      </Anchor>
    </LinkPageFrame>
  );
}

function HoldPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const found = useGetHoldQuery({ token });
  const [book, booking] = useBookHoldMutation();
  const { failure, submit } = useLinkSend(() => book({ token }).unwrap());

  if (booking.data) {
    return (
      <LinkDone title={t('waitlist.hold.doneTitle')}>
        {t('waitlist.hold.done', { date: formatDay(booking.data.date), time: booking.data.time })}
      </LinkDone>
    );
  }
  const state = linkQueryState(found, {
    title: t('waitlist.hold.problemTitle'),
    loadingLabel: t('waitlist.hold.loading'),
  });
  if (state) return state;
  if (!found.data) return null;
  const hold = found.data;
  return (
    <Stack gap="md">
      <Text ta="center">{t('waitlist.hold.intro', { until: brasiliaHourMinute(hold.expiresAt) })}</Text>
      <HoldFacts hold={hold} />
      {hold.passportRequired ? (
        <HoldPassportForm hold={hold} book={(details) => book({ token, ...details }).unwrap()} />
      ) : (
        <>
          {failure && <LinkProblem title={t('waitlist.hold.failedTitle')}>{failure}</LinkProblem>}
          <Button
            loading={booking.isLoading}
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
