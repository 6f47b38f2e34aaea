import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBrl } from '@/lib/price';
import { colourVariable, OFFER_COLOURS, OFFERS, type OfferId } from '../offers';

interface OfferCardsProps {
  selected: OfferId | null;
  onSelect: (offer: OfferId) => void;
  /** 'Solicitar': selects the service and goes to the form. */
  onRequest: (offer: OfferId) => void;
}

/** The three services; the chosen one is highlighted in its colour. */
export function OfferCards({ selected, onSelect, onRequest }: OfferCardsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {OFFERS.map((offer) => {
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
              <Text fw={700} size="xl" c={colour}>
                {formatBrl(offer.price)}
              </Text>
              <Text size="sm" fw={500}>
                {t('citizenship.services.documents')}
              </Text>
              <List size="sm" spacing={2} style={{ flex: 1 }}>
                {t(`citizenship.offers.${offer.id}.documents`, { returnObjects: true }).map((doc) => (
                  <List.Item key={doc}>{doc}</List.Item>
                ))}
              </List>
              <Group grow>
                <Button
                  variant={isSelected ? 'filled' : 'default'}
                  color={colour}
                  aria-pressed={isSelected}
                  aria-label={t('citizenship.services.select', { name })}
                  onClick={() => {
                    onSelect(offer.id);
                  }}
                >
                  {isSelected ? t('citizenship.services.selected') : name}
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
  );
}
