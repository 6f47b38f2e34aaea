import { SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCoursesQuery } from '../api';
import { useIsAdmin } from '@/features/auth';
import type { Course } from '../types';
import { CourseCard } from './CourseCard';
import { listOrState } from '@/components/LoadStates';
import { PriceEditDialog } from './PriceEditDialog';

/** The Cursos tab of /appointments: the active courses as cards, with the price pencil for admins. */
export function CoursesTab() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const coursesQuery = useGetCoursesQuery();
  const [editing, setEditing] = useState<Course | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);

  const listed = listOrState(coursesQuery, {
    failed: t('catalog.courses.loadFailed'),
    empty: t('catalog.courses.empty'),
  });
  if ('view' in listed) return listed.view;
  const courses = listed.items;

  const editPrice = (course: Course) => {
    setEditing(course);
    dialog.open();
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} onEditPrice={isAdmin ? editPrice : undefined} />
        ))}
      </SimpleGrid>
      {isAdmin && <PriceEditDialog kind="course" item={editing} opened={dialogOpened} onClose={dialog.close} />}
    </>
  );
}
