import { Modal, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateCourseMutation, type Course } from '@/features/catalog';
import { toApiError } from '@/lib/api-error';
import { courseChanges, courseFormSchema, courseFormValues, type CourseFormValues } from '../forms';
import { FormButtons } from './FormButtons';
import { fieldErrorsFor } from './server-errors';

interface CourseEditDialogProps {
  /** Kept while the dialog closes, so its title does not blank out. */
  course: Course | null;
  opened: boolean;
  onClose: () => void;
}

/** The admin course form (spec part 2, section 5), saved with PATCH /api/courses/{id}. */
export function CourseEditDialog({ course, opened, onClose }: CourseEditDialogProps) {
  const { t } = useTranslation();
  const [updateCourse, { isLoading: saving }] = useUpdateCourseMutation();

  async function save(values: CourseFormValues, helpers: FormikHelpers<CourseFormValues>) {
    if (!course) return;
    try {
      await updateCourse({ id: course.id, changes: courseChanges(values) }).unwrap();
    } catch (caught) {
      const error = toApiError(caught);
      helpers.setErrors(fieldErrorsFor(error, values));
      notifications.show({ color: 'red', title: t('catalog.admin.courseFailedTitle'), message: error.text });
      return;
    }
    notifications.show({
      color: 'green',
      title: t('catalog.admin.courseSavedTitle'),
      message: t('catalog.admin.savedMessage'),
    });
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={course ? t('catalog.admin.editCourseTitle', { name: course.name }) : ''}
      closeButtonProps={{ 'aria-label': t('catalog.admin.close') }}
      centered
    >
      {course && (
        <Formik<CourseFormValues>
          key={course.id}
          initialValues={courseFormValues(course)}
          validationSchema={courseFormSchema(t)}
          onSubmit={save}
        >
          {(formik) => {
            const errorOf = (field: keyof CourseFormValues) =>
              formik.touched[field] ? formik.errors[field] : undefined;
            return (
              <form noValidate onSubmit={formik.handleSubmit}>
                <Stack gap="md">
                  <TextInput
                    label={t('catalog.admin.fields.name')}
                    autoComplete="off"
                    data-autofocus
                    {...formik.getFieldProps('name')}
                    error={errorOf('name')}
                  />
                  <TextInput
                    label={t('catalog.admin.fields.price')}
                    description={t('catalog.admin.fields.coursePriceHint')}
                    inputMode="decimal"
                    autoComplete="off"
                    {...formik.getFieldProps('price')}
                    error={errorOf('price')}
                  />
                  <TextInput
                    label={t('catalog.admin.fields.discountPrice')}
                    description={t('catalog.admin.fields.discountPriceHint')}
                    inputMode="decimal"
                    autoComplete="off"
                    {...formik.getFieldProps('discountPrice')}
                    error={errorOf('discountPrice')}
                  />
                  <Switch
                    label={t('catalog.admin.fields.active')}
                    description={t('catalog.admin.fields.activeHint')}
                    {...formik.getFieldProps({ name: 'active', type: 'checkbox' })}
                  />
                  <FormButtons saving={saving} onCancel={onClose} />
                </Stack>
              </form>
            );
          }}
        </Formik>
      )}
    </Modal>
  );
}
