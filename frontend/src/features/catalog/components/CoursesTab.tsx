import { useTranslation } from 'react-i18next';
import { useGetCoursesQuery } from '../api';
import { CatalogTab } from './CatalogTab';
import { CourseCard } from './CourseCard';
import '../i18n';

/** The Cursos tab of /appointments: the active courses as cards. */
export function CoursesTab() {
  const { t } = useTranslation();
  const coursesQuery = useGetCoursesQuery();
  return (
    <CatalogTab
      kind="course"
      query={coursesQuery}
      texts={{ failed: t('catalog.courses.loadFailed'), empty: t('catalog.courses.empty') }}
      card={(course, onEditPrice) => <CourseCard key={course.id} course={course} onEditPrice={onEditPrice} />}
    />
  );
}
