import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CheckList } from '@/components/CheckList';
import { useGetCurrentUserQuery } from '@/features/auth';
import { RequestSentView } from '@/features/requests';
import { CitizenshipRequestForm } from '../components/CitizenshipRequestForm';
import { OfferCards } from '../components/OfferCards';
import { offerFrom, type OfferId } from '../offers';

function scrollTo(element: HTMLElement | null) {
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** /italian-citizenship: the three services, and a request to the team (`?type=` preselects one). */
export default function ItalianCitizenshipPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [offer, setOffer] = useState<OfferId | null>(() => offerFrom(searchParams.get('type')));
  const [sent, setSent] = useState(false);
  const { data: user } = useGetCurrentUserQuery();
  const servicesRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLElement>(null);

  return (
    <Stack gap="xl">
      <Paper radius="md" p="xl" bg="var(--mantine-color-blue-light)">
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{t('citizenship.hero.title')}</Title>
          <Text size="lg">{t('citizenship.hero.text')}</Text>
          <Button
            onClick={() => {
              scrollTo(servicesRef.current);
            }}
          >
            {t('citizenship.hero.action')}
          </Button>
        </Stack>
      </Paper>
      <section ref={servicesRef} aria-labelledby="citizenship-services">
        <Title order={2} size="h3" id="citizenship-services" mb="md">
          {t('citizenship.services.heading')}
        </Title>
        <OfferCards
          selected={offer}
          onSelect={setOffer}
          onRequest={(chosen) => {
            setOffer(chosen);
            scrollTo(formRef.current);
          }}
        />
      </section>
      <section aria-labelledby="citizenship-why">
        <Title order={2} size="h3" id="citizenship-why" mb="sm">
          {t('citizenship.why.heading')}
        </Title>
        <CheckList items={t('citizenship.why.items', { returnObjects: true })} />
      </section>
      <Alert
        color="yellow"
        variant="light"
        title={
          <Text span fw={700} c="red.9">
            {t('citizenship.minors.title')}
          </Text>
        }
        icon={<IconAlertTriangle aria-hidden="true" />}
      >
        {t('citizenship.minors.text')}
      </Alert>
      <section ref={formRef} aria-label={t('citizenship.form.title')}>
        {sent ? (
          <RequestSentView title={t('citizenship.done.title')} text={t('citizenship.done.text')} />
        ) : (
          <CitizenshipRequestForm
            offer={offer}
            initial={{ name: user?.fullName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' }}
            onSent={() => {
              setSent(true);
            }}
          />
        )}
      </section>
    </Stack>
  );
}
