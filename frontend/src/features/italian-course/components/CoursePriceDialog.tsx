import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  checkCoursePrices,
  computeDiscountPercent,
  PriceInput,
  useUpdateCourseMutation,
  type Course,
} from '@/features/catalog';
import { toApiError } from '@/lib/api-error';
import { coursePriceSchema, coursePriceValues, type CoursePriceValues } from './course-price-form';

interface CoursePriceDialogProps {
  /** Kept while the dialog closes, so its title does not blank out. */
  course: Course | null;
  opened: boolean;
  onClose: () => void;
}

/** The discount the typed prices would give, said as they are typed. */
function DiscountPreview({ values }: { values: CoursePriceValues }) {
  const { t } = useTranslation();
  const checked = checkCoursePrices(values.price, values.discountPrice);
  const percent =
    checked.price !== null && checked.discountPrice !== null
      ? computeDiscountPercent(checked.price, checked.discountPrice)
      : null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite" mih="1.5em">
      {percent !== null && t('catalog.courseAdmin.discountPreview', { percent })}
    </Text>
  );
}

/** The regular and promotional prices of a course, saved with PATCH /api/courses/{id}. */
export function CoursePriceDialog({ course, opened, onClose }: CoursePriceDialogProps) {
  const { t } = useTranslation();
  const [updateCourse, { isLoading: saving }] = useUpdateCourseMutation();

  async function save(values: CoursePriceValues, helpers: FormikHelpers<CoursePriceValues>) {
    if (!course) return;
    const checked = checkCoursePrices(values.price, values.discountPrice);
    if (checked.price === null) return;
    try {
      await updateCourse({
        id: course.id,
        changes: { price: checked.price, discountPrice: checked.discountPrice },
      }).unwrap();
    } catch (caught) {
      const error = toApiError(caught);
      helpers.setErrors({ price: error.fieldErrors.price, discountPrice: error.fieldErrors.discountPrice });
      notifications.show({
        color: 'red',
        title: t('catalog.courseAdmin.failedTitle'),
        message: (
          <>
            {t('catalog.courseAdmin.failedMessage')}
            <Text size="sm" c="dimmed" component="span" display="block">
              {error.text}
            </Text>
          </>
        ),
      });
      return;
    }
    notifications.show({
      color: 'green',
      title: t('catalog.courseAdmin.savedTitle'),
      message: t('catalog.courseAdmin.savedMessage'),
    });
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={course ? t('catalog.courseAdmin.dialogTitle', { name: course.name }) : ''}
      closeButtonProps={{ 'aria-label': t('catalog.admin.close') }}
      centered
    >
      {course && (
        <Formik<CoursePriceValues>
          key={course.id}
          initialValues={coursePriceValues(course)}
          validationSchema={coursePriceSchema(t)}
          onSubmit={save}
        >
          {(formik) => (
            <form noValidate onSubmit={formik.handleSubmit}>
              <Stack gap="md">
                <PriceInput
                  label={t('catalog.courseAdmin.priceField')}
                  description={t('catalog.courseAdmin.hint')}
                  data-autofocus
                  {...formik.getFieldProps('price')}
                  error={formik.touched.price ? formik.errors.price : undefined}
                />
                <PriceInput
                  label={t('catalog.courseAdmin.discountField')}
                  description={t('catalog.courseAdmin.discountHint')}
                  {...formik.getFieldProps('discountPrice')}
                  error={formik.touched.discountPrice ? formik.errors.discountPrice : undefined}
                />
                <DiscountPreview values={formik.values} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={onClose} disabled={saving}>
                    {t('catalog.admin.cancel')}
                  </Button>
                  <Button type="submit" disabled={saving}>
                    {saving ? t('catalog.admin.saving') : t('catalog.admin.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
