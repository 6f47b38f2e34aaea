import { Button } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Course } from '../types';
import { CardFact, CatalogCard } from './CatalogCard';
import { CoursePriceTag } from './CoursePriceTag';
import '../i18n';

interface CourseCardProps {
  course: Course;
  /** Shown to administrators only: opens the price dialog. */
  onEditPrice?: (course: Course) => void;
}

/** A course on the Cursos tab: its hours, its price (with the promotion, if any) and the way to enrol. */
export function CourseCard({ course, onEditPrice }: CourseCardProps) {
  const { t } = useTranslation();

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
      price={<CoursePriceTag course={course} />}
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
