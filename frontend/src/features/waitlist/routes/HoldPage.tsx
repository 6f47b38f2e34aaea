import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LinkPageFrame } from '@/components/LinkPageFrame';
import { LinkProblem } from '@/components/LinkProblem';
import { paths } from '@/config/paths';
import { useBookHoldMutation, useGetHoldQuery } from '../api';
import { HoldPanel } from '../components/HoldPanel';
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
        <TokenHold token={token} />
      ) : (
        <LinkProblem title={t('waitlist.hold.problemTitle')}>{t('waitlist.hold.missingLink')}</LinkProblem>
      )}
      <Anchor component={Link} to={paths.root} ta="center" size="sm">
        {t('waitlist.hold.goToPortal')}
      </Anchor>
    </LinkPageFrame>
  );
}

/** The hold a mail's token names, read without signing in. */
function TokenHold({ token }: { token: string }) {
  const { t } = useTranslation();
  const found = useGetHoldQuery({ token });
  const [book, booking] = useBookHoldMutation();
  return (
    <HoldPanel
      found={found}
      book={(details) => book({ token, ...details }).unwrap()}
      booked={booking.data}
      isBooking={booking.isLoading}
      problemTitle={t('waitlist.hold.problemTitle')}
    />
  );
}
