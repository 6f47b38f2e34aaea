import { Button, Group, Textarea } from '@mantine/core';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError, FormSubmitButton } from '@/components/form';
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
  const { t } = useTranslation();
  return (
    <Textarea
      label={label}
      required
      name="content"
      placeholder={placeholder}
      rows={rows}
      value={formik.values.content}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={fieldError(formik, 'content')}
      description={t('messages.form.characters', { length: formik.values.content.length, max: MAX_CONTENT_LENGTH })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
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
