import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatBrl } from '@/lib/price';
import { discountPercent } from '../discount';
import type { Course } from '../types';
import { CardFact, CatalogCard } from './CatalogCard';

interface CourseCardProps {
  course: Course;
  /** Shown to administrators only: opens the price dialog. */
  onEditPrice?: (course: Course) => void;
}

/** A course on the Cursos tab: its hours, its price (with the promotion, if any) and the way to enrol. */
export function CourseCard({ course, onEditPrice }: CourseCardProps) {
  const { t } = useTranslation();
  const percent = discountPercent(course);

  return (
    <CatalogCard
      name={course.name}
      description={course.description}
      facts={
        <CardFact icon={<IconClock size={18} aria-hidden="true" />} label={t('catalog.courses.duration')}>
          {t('catalog.courses.hours', { count: course.duration })}
        </CardFact>
      }
      priceRow={{ align: 'flex-end' }}
      price={
        course.discountPrice === null ? (
          <Text fw={700} size="xl">
            <VisuallyHidden>{t('catalog.courses.price')}: </VisuallyHidden>
            {formatBrl(course.price)}
          </Text>
        ) : (
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
        )
      }
      onEditPrice={
        onEditPrice &&
        (() => {
          onEditPrice(course);
        })
      }
      action={
        <Button component={Link} to={paths.italianCourse} fullWidth>
          {t('catalog.courses.enroll')}
        </Button>
      }
    />
  );
}
