import { NativeSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextareaField, FormTextField, textFieldProps } from '@/components/form';
import { FormDialog } from '@/features/catalog';
import { caseSchema, CASE_TYPES } from '@/features/process-tracking';
import { useOpenCaseFromRequestMutation } from '../api';
import type { ServiceRequest } from '../types';
import '../i18n';
import '@/features/process-tracking/i18n';

interface OpenCaseValues {
  type: string;
  country: string;
  notes: string;
}

interface OpenCaseDialogProps {
  request: ServiceRequest;
  opened: boolean;
  onClose: () => void;
  /** The case is opened: told before the request is read again with it. */
  onOpened: () => void;
}

/**
 * 'Abrir processo': the case the request suggests (type from its kind, country, notes), which staff
 * may adjust before the client's case is opened with the request's documents.
 */
export function OpenCaseDialog({ request, opened, onClose, onOpened }: OpenCaseDialogProps) {
  const { t } = useTranslation();
  const [openCase, opening] = useOpenCaseFromRequestMutation();
  const schema = useMemo(() => caseSchema(t, false).pick(['type', 'country']), [t]);
  const suggested = request.suggestedCase;
  return (
    <FormDialog<OpenCaseValues>
      opened={opened}
      onClose={onClose}
      title={t('requests.openCase.title')}
      itemKey={request.id}
      initialValues={{ type: suggested.type, country: suggested.country, notes: suggested.notes }}
      validationSchema={schema}
      saving={opening.isLoading}
      save={async (values) => {
        const opened = await openCase({ id: request.id, body: values }).unwrap();
        onOpened();
        return opened;
      }}
      saved={{ title: t('requests.openCase.doneTitle'), message: t('requests.openCase.doneMessage') }}
      failed={{ title: t('requests.openCase.failed'), message: (serverText) => serverText }}
      submitLabel={t('requests.openCase.submit')}
    >
      {(formik) => (
        <>
          <Text size="sm">{t('requests.openCase.intro', { count: request.documents.length })}</Text>
          <NativeSelect
            label={t('processTracking.form.type')}
            withAsterisk
            data-autofocus
            data={CASE_TYPES.map((value) => ({ value, label: t(`processTracking.type.${value}`) }))}
            {...textFieldProps(formik, 'type')}
          />
          <FormTextField formik={formik} name="country" label={t('processTracking.form.country')} required />
          <FormTextareaField
            formik={formik}
            name="notes"
            label={t('processTracking.form.notes')}
            autosize
            minRows={3}
          />
        </>
      )}
    </FormDialog>
  );
}
