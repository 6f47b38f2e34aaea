import { Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBinaryTree,
  IconBriefcase,
  IconClipboardList,
  IconFlag,
  IconHomeDollar,
  IconSchool,
  type Icon,
} from '@tabler/icons-react';
import { memo, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionHeader } from '@/components/SectionHeader';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import '@/features/appointments/i18n';

// The pencil and its tooltip come to administrators only; the space it takes is kept meanwhile.
const EditPricesLink = lazyNamed(() => import('./EditPricesLink'), 'EditPricesLink');
const PENCIL_SIZE = 34;

type ServiceKey = 'citizenship' | 'course' | 'familyTree' | 'estateInventory' | 'laborBenefits';

interface ServiceCardSpec {
  key: ServiceKey;
  icon: Icon;
  to: string;
  /** Where the admin's pencil leads, to edit this service's prices. */
  editTo?: string;
}

const SERVICES: ServiceCardSpec[] = [
  { key: 'citizenship', icon: IconFlag, to: paths.italianCitizenship, editTo: paths.admin },
  { key: 'course', icon: IconSchool, to: paths.italianCourse, editTo: paths.italianCourseAdmin },
  { key: 'familyTree', icon: IconBinaryTree, to: paths.familyTree },
  { key: 'estateInventory', icon: IconHomeDollar, to: paths.estateInventory },
  { key: 'laborBenefits', icon: IconBriefcase, to: paths.laborBenefits },
];

/**
 * The dashboard's service cards; the price pencils show to administrators only (docs/product-decisions.md,
 * decision 3). They never change with the dashboard's data, so its arrival does not draw them again.
 */
export const ServiceCards = memo(function ServiceCards({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        title={t('appointments.dashboard.servicesHeading')}
        titleId={headingId}
        link={{
          to: paths.requests,
          label: t('navigation.items.requests'),
          leftSection: <IconClipboardList size={18} aria-hidden="true" />,
        }}
        mb="md"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SERVICES.map(({ key, icon: IconComponent, to, editTo }) => {
          const editLabel =
            key === 'citizenship' || key === 'course' ? t(`appointments.dashboard.services.${key}.edit`) : '';
          return (
            <Card key={key} component="article" withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                      <IconComponent size={22} />
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {t(`appointments.dashboard.services.${key}.title`)}
                    </Title>
                  </Group>
                  {isAdmin && editTo && (
                    <Suspense fallback={<Box w={PENCIL_SIZE} h={PENCIL_SIZE} style={{ flexShrink: 0 }} />}>
                      <EditPricesLink to={editTo} label={editLabel} />
                    </Suspense>
                  )}
                </Group>
                <Text size="sm" c="dimmed" flex={1}>
                  {t(`appointments.dashboard.services.${key}.description`)}
                </Text>
                <Button component={Link} to={to} variant="light" fullWidth>
                  {t(`appointments.dashboard.services.${key}.action`)}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
});
