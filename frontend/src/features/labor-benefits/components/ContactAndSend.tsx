import { Button, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormSelectField, type TextField } from '@/components/form';
import { VaultDocumentPicker } from '@/features/requests';

interface ContactAndSendProps<V extends { contactPreference: string }> {
  formik: FormikProps<V>;
  documentIds: number[];
  onDocumentsChange: (ids: number[]) => void;
  documentsError: string | null;
  submitLabel: string;
}

/** The end both forms share: the contact preference, the documents to attach and the send button. */
export function ContactAndSend<V extends { contactPreference: string }>({
  formik,
  documentIds,
  onDocumentsChange,
  documentsError,
  submitLabel,
}: ContactAndSendProps<V>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSelectField
        formik={formik}
        name={'contactPreference' as TextField<V>}
        label={t('laborBenefits.contactPreference')}
        options={t('laborBenefits.contacts', { returnObjects: true })}
      />
      <VaultDocumentPicker chosen={documentIds} onChange={onDocumentsChange} />
      {documentsError && (
        <Text c="red" size="sm" role="alert">
          {documentsError}
        </Text>
      )}
      <Button type="submit" loading={formik.isSubmitting} leftSection={<IconSend size={18} aria-hidden="true" />}>
        {submitLabel}
      </Button>
    </>
  );
}
