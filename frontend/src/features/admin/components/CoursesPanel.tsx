import { Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrState } from '@/components/LoadStates';
import { StatusBadge, useGetCoursesQuery, type Course } from '@/features/catalog';
import { formatBrl } from '@/lib/price';
import { CourseEditDialog } from './CourseEditDialog';
import { EditButton } from './EditButton';
import { PhoneListItem, useIsPhone } from './PhoneList';

/** The Cursos tab of /admin: every course, active or not, each with its edit dialog. */
export function CoursesPanel() {
  const { t } = useTranslation();
  const coursesQuery = useGetCoursesQuery({ all: true });
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<Course | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);

  const listed = listOrState(coursesQuery, {
    failed: t('catalog.courses.loadFailed'),
    empty: t('catalog.courses.empty'),
  });
  if ('view' in listed) return listed.view;
  const courses = listed.items;

  const edit = (course: Course) => {
    setEditing(course);
    dialog.open();
  };

  return (
    <>
      {isPhone ? (
        <Stack gap="sm">
          {courses.map((course) => (
            <PhoneListItem
              key={course.id}
              name={course.name}
              active={course.active}
              details={[
                `${t('catalog.price.regular')}: ${formatBrl(course.price)}`,
                `${t('catalog.price.promotional')}: ${
                  course.discountPrice === null ? t('catalog.courseAdmin.noPromotion') : formatBrl(course.discountPrice)
                }`,
              ]}
              action={
                <EditButton
                  name={course.name}
                  onClick={() => {
                    edit(course);
                  }}
                />
              }
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{t('catalog.admin.coursesCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('catalog.admin.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('catalog.courses.duration')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.price')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.promotionalPrice')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('catalog.admin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((course) => (
                <Table.Tr key={course.id}>
                  <Table.Th scope="row" fw={500}>
                    {course.name}
                  </Table.Th>
                  <Table.Td>{t('catalog.courses.hours', { count: course.duration })}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBrl(course.price)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {course.discountPrice === null ? (
                      <Text size="sm" c="dimmed">
                        {t('catalog.courseAdmin.noPromotion')}
                      </Text>
                    ) : (
                      formatBrl(course.discountPrice)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge active={course.active} />
                  </Table.Td>
                  <Table.Td>
                    <EditButton
                      name={course.name}
                      onClick={() => {
                        edit(course);
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CourseEditDialog course={editing} opened={dialogOpened} onClose={dialog.close} />
    </>
  );
}
