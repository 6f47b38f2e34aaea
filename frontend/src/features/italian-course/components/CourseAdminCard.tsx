import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { discountPercent, StatusBadge, type Course } from '@/features/catalog';
import { formatBrl } from '@/lib/price';
import '@/features/catalog/i18n';

/** One line of the course's prices: a label and its value. */
function PriceLine({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** A course with its regular price, its promotional price and the discount they make. */
export function CourseAdminCard({ course, action }: { course: Course; action: React.ReactNode }) {
  const { t } = useTranslation();
  const percent = discountPercent(course);
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4">
            {course.name}
          </Title>
          <StatusBadge active={course.active} />
        </Group>
        <Stack component="dl" gap={6} m={0} flex={1}>
          <PriceLine label={t('catalog.price.regular')}>{formatBrl(course.price)}</PriceLine>
          <PriceLine label={t('catalog.price.promotional')}>
            {course.discountPrice === null ? t('catalog.courseAdmin.noPromotion') : formatBrl(course.discountPrice)}
          </PriceLine>
          <PriceLine label={t('catalog.admin.columns.discount')}>
            {percent === null ? '—' : t('catalog.admin.discountPercent', { percent })}
          </PriceLine>
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}
