import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/TitledSection';
import { formatBrl } from '@/lib/price';
import type { DemoService } from '../lib/demo-data';
import '../i18n';

/** The demonstration's bookable services: name, country, duration and price. */
export function DemoServices({ services }: { services: readonly DemoService[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <TitledSection id={headingId} title={t('demo.servicesHeading')} size="h4" mb="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {services.map((service) => (
          <Paper key={service.name} component="article" withBorder radius="md" p="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600}>{service.name}</Text>
                <Badge variant="light">{service.country}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {service.description}
              </Text>
              <Group justify="space-between">
                <Text size="sm">{t('demo.duration', { minutes: service.durationMinutes })}</Text>
                <Text fw={600}>{formatBrl(service.priceCents)}</Text>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}
