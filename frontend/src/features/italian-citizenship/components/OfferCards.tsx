import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '@/components/OnceOpened';
import { useIsAdmin } from '@/features/auth';
import { PencilButton, useGetCitizenshipOffersQuery, type CitizenshipOffer } from '@/features/catalog';
import { lazyNamed } from '@/lib/lazy-named';
import { formatBrl } from '@/lib/price';
import { colourVariable, OFFER_COLOURS, OFFERS, textColour, type OfferId } from '../offers';
import '@/features/catalog/i18n';
import '../i18n';

// The price form comes when an administrator first presses a pencil.
const OfferPriceDialog = lazyNamed(() => import('./OfferPriceDialog'), 'OfferPriceDialog');

/** The stored price of a service: the discounted one, when set, beside the regular one struck out. */
function OfferPrice({ stored, colour, loading }: { stored?: CitizenshipOffer; colour: string; loading: boolean }) {
  const scheme = useComputedColorScheme('light');
  const { t } = useTranslation();
  if (!stored) {
    return (
      <Text size="sm" c="dimmed">
        {loading ? t('citizenship.services.priceLoading') : t('citizenship.services.priceUnavailable')}
      </Text>
    );
  }
  if (stored.discountPrice === null) {
    return (
      <Text fw={700} size="xl" c={textColour(colour, scheme)}>
        {formatBrl(stored.price)}
      </Text>
    );
  }
  return (
    <Group gap="xs" align="baseline">
      <Text fw={700} size="xl" c={textColour(colour, scheme)}>
        {formatBrl(stored.discountPrice)}
      </Text>
      <Text size="sm" c="dimmed" td="line-through">
        <VisuallyHidden>{t('citizenship.services.regularPrice')} </VisuallyHidden>
        {formatBrl(stored.price)}
      </Text>
      {stored.discountPercent !== null && (
        <Badge color="teal.9" variant="light">
          {t('citizenship.services.discount', { percent: stored.discountPercent })}
        </Badge>
      )}
    </Group>
  );
}

interface OfferCardsProps {
  selected: OfferId | null;
  onSelect: (offer: OfferId) => void;
  /** 'Solicitar': selects the service and goes to the form. */
  onRequest: (offer: OfferId) => void;
}

/** The three services; the chosen one is highlighted in its colour. */
export function OfferCards({ selected, onSelect, onRequest }: OfferCardsProps) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const prices = useGetCitizenshipOffersQuery();
  const [editing, setEditing] = useState<CitizenshipOffer | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {OFFERS.map((offer) => {
          const stored = prices.data?.find((item) => item.slug === offer.id);
          const name = t(`citizenship.offers.${offer.id}.name`);
          const isSelected = selected === offer.id;
          const colour = OFFER_COLOURS[offer.id];
          return (
            <Card
              key={offer.id}
              component="article"
              withBorder
              radius="md"
              padding="lg"
              style={isSelected ? { borderColor: colourVariable(colour), borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h4">
                    {name}
                  </Title>
                  {offer.urgent && (
                    <Badge color="red.9" radius="sm">
                      {t('citizenship.services.urgent')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`citizenship.offers.${offer.id}.description`)}
                </Text>
                <Group justify="space-between" wrap="nowrap">
                  <OfferPrice stored={stored} colour={colour} loading={prices.isLoading} />
                  {isAdmin && stored && (
                    <PencilButton
                      label={t('catalog.courseAdmin.dialogTitle', { name })}
                      onClick={() => {
                        setEditing(stored);
                        dialog.open();
                      }}
                    />
                  )}
                </Group>
                <Text size="sm" fw={500}>
                  {t('citizenship.services.documents')}
                </Text>
                <List size="sm" spacing={2} style={{ flex: 1 }}>
                  {t(`citizenship.offers.${offer.id}.documents`, { returnObjects: true }).map((doc) => (
                    <List.Item key={doc}>{doc}</List.Item>
                  ))}
                </List>
                {/* Each button as wide as its words ('Selecionado' is the longer), one under the other on a narrow card. */}
                <Group grow preventGrowOverflow={false} wrap="wrap" gap="xs">
                  <Button
                    variant={isSelected ? 'filled' : 'default'}
                    color={colour}
                    aria-pressed={isSelected}
                    aria-label={t('citizenship.services.select', { name })}
                    onClick={() => {
                      onSelect(offer.id);
                    }}
                  >
                    {isSelected ? t('citizenship.services.selected') : t('citizenship.services.choose')}
                  </Button>
                  <Button
                    color={colour}
                    onClick={() => {
                      onRequest(offer.id);
                    }}
                    aria-label={`${t('citizenship.services.request')} ${name}`}
                  >
                    {t('citizenship.services.request')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {isAdmin && (
        <OnceOpened opened={dialogOpened}>
          <OfferPriceDialog offer={editing} opened={dialogOpened} onClose={dialog.close} />
        </OnceOpened>
      )}
    </>
  );
}
