import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBrl } from '@/lib/price';
import { discountPercent } from '../discount';
import type { Course } from '../types';
import '../i18n';

/** A course's price: the regular one alone, or crossed out before the promotional one and its percent off. */
export function CoursePriceTag({ course }: { course: Course }) {
  const { t } = useTranslation();
  const percent = discountPercent(course);
  if (course.discountPrice === null) {
    return (
      <Text fw={700} size="xl">
        <VisuallyHidden>{t('catalog.courses.price')}: </VisuallyHidden>
        {formatBrl(course.price)}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('catalog.price.from')}{' '}
        <Text span inherit td="line-through">
          {formatBrl(course.price)}
        </Text>
      </Text>
      <Group gap="xs">
        <Text fw={700} size="xl">
          {t('catalog.price.to')} {formatBrl(course.discountPrice)}
        </Text>
        {percent !== null && (
          <Badge color="teal.9" variant="filled">
            {t('catalog.price.percentOff', { percent })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
