import { Group, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FormSubmitButton, FormTextareaField } from '@/components/form';
import { usePostCaseUpdateMutation } from '../api';
import { submitWithFieldErrors } from '../lib/submit';
import '../i18n';

/** Staff post an update to a case's history; the client is told by e-mail. */
export function UpdateComposer({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [post] = usePostCaseUpdateMutation();
  const validationSchema = useMemo(
    () => object({ content: string().trim().required(t('processTracking.update.contentRequired')) }),
    [t],
  );
  const formik = useFormik({
    initialValues: { content: '' },
    validationSchema,
    onSubmit: async (values, helpers) => {
      const posted = await submitWithFieldErrors(
        values,
        helpers,
        () => post({ id: caseId, content: values.content }).unwrap(),
        {
          failedTitle: t('processTracking.update.failedTitle'),
          done: { title: t('processTracking.update.doneTitle'), message: t('processTracking.update.doneMessage') },
        },
      );
      if (posted) helpers.resetForm();
    },
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('processTracking.update.title')}>
      <Stack gap="sm">
        <FormTextareaField
          formik={formik}
          name="content"
          label={t('processTracking.update.content')}
          required
          autosize
          minRows={3}
        />
        <Group justify="flex-end">
          <FormSubmitButton loading={formik.isSubmitting}>{t('processTracking.update.submit')}</FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
