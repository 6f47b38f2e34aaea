import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { fieldError } from '@/components/form';
import { usePostCaseUpdateMutation } from '../api';
import { submitWithFieldErrors } from '../lib/submit';

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
        <Textarea
          label={t('processTracking.update.content')}
          withAsterisk
          autosize
          minRows={3}
          name="content"
          value={formik.values.content}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={fieldError(formik, 'content')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={formik.isSubmitting}>
            {t('processTracking.update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
