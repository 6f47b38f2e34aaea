import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetCoursesQuery } from '@/features/catalog';
import { formatBrl } from '@/lib/price';
import { CatalogPanel } from './CatalogPanel';
import { CourseEditDialog } from './CourseEditDialog';
import '@/features/catalog/i18n';

/** The Cursos tab of /admin. */
export function CoursesPanel() {
  const { t } = useTranslation();
  const coursesQuery = useGetCoursesQuery({ all: true });

  return (
    <CatalogPanel
      query={coursesQuery}
      texts={{
        failed: t('catalog.courses.loadFailed'),
        empty: t('catalog.courses.empty'),
        caption: t('catalog.admin.coursesCaption'),
      }}
      minWidth={720}
      columns={[
        {
          header: t('catalog.courses.duration'),
          cell: (course) => t('catalog.courses.hours', { count: course.duration }),
        },
        { header: t('catalog.admin.columns.price'), cell: (course) => formatBrl(course.price), nowrap: true },
        {
          header: t('catalog.admin.columns.promotionalPrice'),
          nowrap: true,
          cell: (course) =>
            course.discountPrice === null ? (
              <Text size="sm" c="dimmed">
                {t('catalog.courseAdmin.noPromotion')}
              </Text>
            ) : (
              formatBrl(course.discountPrice)
            ),
        },
      ]}
      active={(course) => course.active}
      phoneDetails={(course) => [
        `${t('catalog.price.regular')}: ${formatBrl(course.price)}`,
        `${t('catalog.price.promotional')}: ${
          course.discountPrice === null ? t('catalog.courseAdmin.noPromotion') : formatBrl(course.discountPrice)
        }`,
      ]}
      dialog={(course, opened, onClose) => <CourseEditDialog item={course} opened={opened} onClose={onClose} />}
    />
  );
}
