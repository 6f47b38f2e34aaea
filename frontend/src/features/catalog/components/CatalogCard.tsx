import { Card, Group, Stack, Text, Title, VisuallyHidden, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilButton } from './PencilButton';
import '../i18n';

/** One fact of a card: an icon, then the value, named for screen readers. */
export function CardFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}

interface CatalogCardProps {
  name: string;
  description: string;
  /** The facts under the description (duration, country). */
  facts: ReactNode;
  price: ReactNode;
  /** How the price row lines up its price and pencil. */
  priceRow?: GroupProps;
  /** Shown to administrators only: opens the price dialog. */
  onEditPrice?: () => void;
  /** The button at the bottom (book, enrol). */
  action: ReactNode;
}

/** A service or course on the catalogue: its name, description, facts, price and action. */
export function CatalogCard({ name, description, facts, price, priceRow, onEditPrice, action }: CatalogCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {name}
        </Title>
        <Text size="sm" c="dimmed" flex={1}>
          {description}
        </Text>
        {facts}
        <Group justify="space-between" gap="xs" wrap="nowrap" {...priceRow}>
          {price}
          {onEditPrice && <PencilButton label={t('catalog.priceDialog.editLabel', { name })} onClick={onEditPrice} />}
        </Group>
        {action}
      </Stack>
    </Card>
  );
}
