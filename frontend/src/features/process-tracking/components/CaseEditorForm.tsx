import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDayField, FormSubmitButton, FormTextareaField, FormTextField, textFieldProps } from '@/components/form';
import { ClientPicker } from '@/features/users';
import { caseSchema, type CaseValues } from '../lib/form';
import { CASE_STATUSES, CASE_TYPES } from '../types';
import '../i18n';

interface CaseEditorFormProps {
  initialValues: CaseValues;
  /** Opening a case: the client is chosen here. */
  opening: boolean;
  submitLabel: string;
  /** The approved items' share of the case's checklist, offered as its progress; none without items. */
  checklistProgress?: number | null;
  onSubmit: (values: CaseValues, helpers: FormikHelpers<CaseValues>) => Promise<void>;
  onCancel?: () => void;
}

/** The case editor: client (when opening), type, country, protocol, status, progress, dates, notes. */
export function CaseEditorForm(props: CaseEditorFormProps) {
  const { initialValues, opening, submitLabel, checklistProgress, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const validationSchema = useMemo(() => caseSchema(t, opening), [t, opening]);
  const formik = useFormik<CaseValues>({ initialValues, validationSchema, onSubmit, enableReinitialize: true });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md">
        {opening && (
          <ClientPicker
            label={t('processTracking.form.client')}
            required
            value={formik.values.userId}
            onChange={(value) => {
              void formik.setFieldValue('userId', value);
            }}
            error={formik.submitCount > 0 ? (formik.errors.userId ?? undefined) : undefined}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('processTracking.form.type')}
            withAsterisk
            data={[
              { value: '', label: '—' },
              ...CASE_TYPES.map((value) => ({ value, label: t(`processTracking.type.${value}`) })),
            ]}
            {...textFieldProps(formik, 'type')}
          />
          <FormTextField formik={formik} name="country" label={t('processTracking.form.country')} required />
          <FormTextField formik={formik} name="protocol" label={t('processTracking.form.protocol')} />
          <NativeSelect
            label={t('processTracking.form.status')}
            data={CASE_STATUSES.map((value) => ({ value, label: t(`processTracking.status.${value}`) }))}
            {...textFieldProps(formik, 'status')}
          />
          <Stack gap={4}>
            <FormTextField
              formik={formik}
              name="progress"
              label={t('processTracking.form.progress')}
              inputMode="numeric"
            />
            {checklistProgress != null && (
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => void formik.setFieldValue('progress', String(checklistProgress))}
              >
                {t('processTracking.form.fromChecklist', { percent: checklistProgress })}
              </Button>
            )}
          </Stack>
          <FormDayField formik={formik} name="startDate" label={t('processTracking.form.startDate')} required />
          <FormDayField formik={formik} name="estimatedEndDate" label={t('processTracking.form.estimatedEndDate')} />
        </SimpleGrid>
        <FormTextareaField formik={formik} name="notes" label={t('processTracking.form.notes')} autosize minRows={3} />
        {!opening && (
          <Text size="sm" c="dimmed">
            {t('processTracking.form.reopenHint')}
          </Text>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('processTracking.form.cancel')}
            </Button>
          )}
          <FormSubmitButton loading={formik.isSubmitting}>{submitLabel}</FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
