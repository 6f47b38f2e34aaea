import { Button, Group } from '@mantine/core';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FormSubmitButton, FormTextareaField, type TextField } from '@/components/form';
import { MAX_CONTENT_LENGTH } from '../lib/validation';
import '../i18n';

interface ContentFieldProps<V extends { content: string }> {
  formik: FormikProps<V>;
  label: string;
  placeholder: string;
  rows: number;
}

/** The message text, with the count of its characters under it. */
export function ContentField<V extends { content: string }>({
  formik,
  label,
  placeholder,
  rows,
}: ContentFieldProps<V>) {
  return (
    <FormTextareaField
      formik={formik}
      // Every form with a message holds its text in `content`.
      name={'content' as TextField<V>}
      label={label}
      required
      placeholder={placeholder}
      rows={rows}
      maxChars={MAX_CONTENT_LENGTH}
    />
  );
}

interface SendButtonsProps {
  cancelLabel: string;
  onCancel: () => void;
  sendLabel: string;
  sendIcon: ReactNode;
  sending: boolean;
}

/** The way out, then the send button (spinning while the message is on its way). */
export function SendButtons({ cancelLabel, onCancel, sendLabel, sendIcon, sending }: SendButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <FormSubmitButton loading={sending} leftSection={sendIcon}>
        {sendLabel}
      </FormSubmitButton>
    </Group>
  );
}
