import { Group } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FormSubmitButton, FormTextField } from '@/components/form';
import { useAddChecklistItemMutation } from '../api';
import { submitWithFieldErrors } from '../lib/submit';
import '../i18n';

/** Staff add a document the case needs; an empty name is refused here, the server's limits under the field. */
export function AddChecklistItemForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [add] = useAddChecklistItemMutation();
  const validationSchema = useMemo(
    () => object({ name: string().trim().required(t('processTracking.checklist.nameRequired')) }),
    [t],
  );
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const added = await submitWithFieldErrors(
        values,
        helpers,
        () => add({ id: caseId, name: values.name }).unwrap(),
        {
          failedTitle: t('processTracking.checklist.addFailedTitle'),
          done: { title: t('processTracking.checklist.addedTitle'), message: values.name.trim() },
        },
      );
      if (added) helpers.resetForm();
    },
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Group align="flex-start" gap="xs">
        <FormTextField formik={formik} name="name" label={t('processTracking.checklist.addLabel')} flex={1} miw={200} />
        {/* Level with the field under its one-line label, also while a message shows below the field. */}
        <FormSubmitButton
          loading={formik.isSubmitting}
          mt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height))"
        >
          {t('processTracking.checklist.add')}
        </FormSubmitButton>
      </Group>
    </form>
  );
}
