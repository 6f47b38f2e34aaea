import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CheckList } from '@/components/CheckList';
import { LoadingState } from '@/components/LoadStates';
import { PageHero, scrollTo } from '@/components/PageHero';
import { TitledSection } from '@/components/TitledSection';
import { useGetCurrentUserQuery } from '@/features/auth';
import { RequestSentView } from '@/features/requests';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { lazyNamed } from '@/lib/lazy-named';
import { OfferCards } from '../components/OfferCards';
import { offerFrom, type OfferId } from '../offers';
import '../i18n';

// The request form (Formik, Yup, the file drop) sits at the foot of the page: its code comes once the
// top is drawn (docs/performance.md).
const CitizenshipRequestForm = lazyNamed(
  () => import('../components/CitizenshipRequestForm'),
  'CitizenshipRequestForm',
);

/** /italian-citizenship: the three services, and a request to the team (`?type=` preselects one). */
export default function ItalianCitizenshipPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [offer, setOffer] = useState<OfferId | null>(() => offerFrom(searchParams.get('type')));
  const [sent, setSent] = useState<number | null>(null);
  const { data: user } = useGetCurrentUserQuery();
  const servicesRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const topDrawn = useAfterFirstPaint();

  return (
    <Stack gap="xl">
      <PageHero title={t('citizenship.hero.title')} text={t('citizenship.hero.text')} color="blue">
        <Button
          onClick={() => {
            scrollTo(servicesRef.current);
          }}
        >
          {t('citizenship.hero.action')}
        </Button>
      </PageHero>
      <TitledSection
        ref={servicesRef}
        id="citizenship-services"
        title={t('citizenship.services.heading')}
        size="h3"
        mb="md"
      >
        <OfferCards
          selected={offer}
          onSelect={setOffer}
          onRequest={(chosen) => {
            setOffer(chosen);
            scrollTo(formRef.current);
          }}
        />
      </TitledSection>
      <TitledSection id="citizenship-why" title={t('citizenship.why.heading')} size="h3" mb="sm">
        <CheckList items={t('citizenship.why.items', { returnObjects: true })} />
      </TitledSection>
      <Alert
        color="yellow"
        variant="light"
        title={
          <Text span fw={700} c="var(--mantine-color-red-text)">
            {t('citizenship.minors.title')}
          </Text>
        }
        icon={<IconAlertTriangle aria-hidden="true" />}
      >
        {t('citizenship.minors.text')}
      </Alert>
      <section ref={formRef} aria-label={t('citizenship.form.title')}>
        {sent !== null ? (
          <RequestSentView title={t('citizenship.done.title')} text={t('citizenship.done.text')} requestId={sent} />
        ) : (
          <Suspense fallback={<LoadingState />}>
            {topDrawn ? (
              <CitizenshipRequestForm
                offer={offer}
                initial={{ name: user?.fullName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' }}
                onSent={setSent}
              />
            ) : (
              <LoadingState />
            )}
          </Suspense>
        )}
      </section>
    </Stack>
  );
}
