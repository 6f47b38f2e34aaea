import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceInput, useUpdateCourseMutation, type Course } from '@/features/catalog';
import { courseChanges, courseFormSchema, courseFormValues, type CourseFormValues } from '../forms';
import { AdminEditDialog } from './AdminEditDialog';
import { ActiveSwitch, NameField, type EditDialogProps } from './CatalogFields';
import '@/features/catalog/i18n';

/** The admin course form, saved with PATCH /api/courses/{id}. */
export function CourseEditDialog({ item: course, opened, onClose }: EditDialogProps<Course>) {
  const { t } = useTranslation();
  const [updateCourse, { isLoading: saving }] = useUpdateCourseMutation();

  return (
    <AdminEditDialog<CourseFormValues>
      opened={opened}
      onClose={onClose}
      title={course ? t('catalog.admin.editCourseTitle', { name: course.name }) : ''}
      itemKey={course?.id ?? null}
      initialValues={course ? courseFormValues(course) : null}
      validationSchema={courseFormSchema(t)}
      saving={saving}
      save={async (values) => {
        if (course) await updateCourse({ id: course.id, changes: courseChanges(values) }).unwrap();
      }}
      savedTitle={t('catalog.admin.courseSavedTitle')}
      failedTitle={t('catalog.admin.courseFailedTitle')}
    >
      {(formik, errorOf) => (
        <>
          <NameField formik={formik} error={errorOf('name')} />
          <PriceInput
            label={t('catalog.admin.fields.price')}
            description={t('catalog.admin.fields.coursePriceHint')}
            {...formik.getFieldProps('price')}
            error={errorOf('price')}
          />
          <PriceInput
            label={t('catalog.admin.fields.discountPrice')}
            description={t('catalog.admin.fields.discountPriceHint')}
            {...formik.getFieldProps('discountPrice')}
            error={errorOf('discountPrice')}
          />
          <TextInput
            label={t('catalog.admin.fields.courseDiscountCode')}
            description={t('catalog.admin.fields.courseDiscountCodeHint')}
            autoComplete="off"
            {...formik.getFieldProps('discountCode')}
            error={errorOf('discountCode')}
          />
          <ActiveSwitch formik={formik} />
        </>
      )}
    </AdminEditDialog>
  );
}
