import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { SectionHeader } from '@/components/SectionHeader';
import { paths } from '@/config/paths';
import { listOrState } from '@/components/LoadStates';
import { PriceDialog, useGetCoursesQuery, type Course } from '@/features/catalog';
import { CourseAdminCard } from '../components/CourseAdminCard';
import { useCoursePricesDialog } from '../components/use-course-prices-dialog';
import '@/features/catalog/i18n';

function CourseList() {
  const { t } = useTranslation();
  const coursesQuery = useGetCoursesQuery({ all: true });
  const [editing, setEditing] = useState<Course | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);
  const priceDialog = useCoursePricesDialog(editing);

  const listed = listOrState(coursesQuery, {
    failed: t('catalog.courseAdmin.loadFailed'),
    empty: t('catalog.courseAdmin.empty'),
  });
  if ('view' in listed) return listed.view;
  const courses = listed.items;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {courses.map((course) => (
          <CourseAdminCard
            key={course.id}
            course={course}
            action={
              <Button
                variant="light"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
                aria-label={t('catalog.courseAdmin.editLabel', { name: course.name })}
                onClick={() => {
                  setEditing(course);
                  dialog.open();
                }}
              >
                {t('catalog.courseAdmin.edit')}
              </Button>
            }
          />
        ))}
      </SimpleGrid>
      <PriceDialog {...priceDialog} opened={dialogOpened} onClose={dialog.close} />
    </>
  );
}

/** /italian-course-admin (administrators): the courses' regular and promotional prices. */
export default function ItalianCourseAdminPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.italianCourseAdmin.title')} subtitle={t('pages.italianCourseAdmin.subtitle')} />
      <Stack gap="lg">
        <SectionHeader
          title={t('catalog.courseAdmin.heading')}
          link={{
            to: paths.italianCourse,
            label: t('catalog.courseAdmin.backToCourse'),
            leftSection: <IconArrowLeft size={18} aria-hidden="true" />,
          }}
        />
        <CourseList />
      </Stack>
    </>
  );
}
