import { Stack, Text } from '@mantine/core';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormSendButton, type TextField } from '@/components/form';
import { VaultDocumentPicker } from '@/features/requests';
import '../i18n';

interface LaborFormFrameProps<V extends { contactPreference: string }> {
  formik: FormikProps<V>;
  /** The form's name for screen readers. */
  label: string;
  intro: string;
  /** The vault documents to attach, as `useSendRequest` keeps them. */
  documents: { chosen: number[]; onChange: (ids: number[]) => void; error: string | null };
  submitLabel: string;
  /** The form's own fields, between the intro and the contact preference. */
  children: ReactNode;
}

/**
 * What both forms share around their own fields: the intro, then the contact preference, the
 * documents to attach and the send button.
 */
export function LaborFormFrame<V extends { contactPreference: string }>({
  formik,
  label,
  intro,
  documents,
  submitLabel,
  children,
}: LaborFormFrameProps<V>) {
  const { t } = useTranslation();
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <Text c="dimmed">{intro}</Text>
        {children}
        <FormSelectField
          formik={formik}
          name={'contactPreference' as TextField<V>}
          label={t('laborBenefits.contactPreference')}
          options={t('laborBenefits.contacts', { returnObjects: true })}
        />
        <VaultDocumentPicker {...documents} />
        <FormSendButton busy={formik.isSubmitting}>{submitLabel}</FormSendButton>
      </Stack>
    </form>
  );
}
