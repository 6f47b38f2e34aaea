import { Alert, Button, Select, Stack } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { fieldError } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { useGetMessageContactsQuery } from '../api';
import { useSendMessage } from '../hooks/use-send-message';
import { contentSchema } from '../lib/validation';
import { ContentField, SendButtons } from './MessageFields';
import { useReportDraft, type DraftReports } from '../hooks/use-report-draft';
import '../i18n';

interface NewMessageValues {
  /** The chosen contact's id, as the select holds it; empty until one is chosen. */
  receiverId: string;
  content: string;
}

const FORM_FIELDS = ['receiverId', 'content'] as const;
const NEW_MESSAGE_ROWS = 6;

interface NewMessageFormProps extends DraftReports {
  onSent: () => void;
  onCancel: () => void;
}

/** A new message: the recipient, among those the server says the user may write to, and the text. */
export function NewMessageForm({ onSent, onCancel, onTyped, onSending }: NewMessageFormProps) {
  const { t } = useTranslation();
  const contacts = useGetMessageContactsQuery();
  const { send } = useSendMessage();

  const schema = useMemo(
    () =>
      Yup.object({
        receiverId: Yup.string().required(t('messages.validation.recipientRequired')),
        content: contentSchema(t),
      }),
    [t],
  );

  const formik = useFormik<NewMessageValues>({
    initialValues: { receiverId: '', content: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const sent = await send(
        { receiverId: Number(values.receiverId), content: values.content.trim() },
        FORM_FIELDS,
        helpers.setFieldError,
      );
      if (sent) onSent();
    },
  });
  useReportDraft(formik.values.content, formik.isSubmitting, { onTyped, onSending });

  const options = useMemo(
    () =>
      (contacts.data ?? []).map((contact) => ({
        value: String(contact.id),
        label: t('messages.form.contactLabel', { name: contact.name, role: t(`roles.${contact.role}`) }),
      })),
    [contacts.data, t],
  );

  const noContacts = contacts.isSuccess && options.length === 0;
  const recipientDisabled = !contacts.isSuccess || noContacts;
  let placeholder = t('messages.form.recipientPlaceholder');
  if (contacts.isLoading) placeholder = t('messages.form.contactsLoading');
  else if (noContacts) placeholder = t('messages.form.noContacts');

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="md">
        {contacts.isError && (
          <Alert
            color="red"
            variant="light"
            title={t('messages.form.contactsFailed')}
            icon={<IconAlertTriangle aria-hidden="true" />}
          >
            <Stack gap="xs" align="flex-start">
              {toApiError(contacts.error).message}
              <Button size="xs" variant="default" onClick={() => void contacts.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Select
          label={t('messages.form.recipient')}
          required
          name="receiverId"
          placeholder={placeholder}
          data={options}
          value={formik.values.receiverId || null}
          onChange={(value) => void formik.setFieldValue('receiverId', value ?? '')}
          onBlur={() => void formik.setFieldTouched('receiverId', true)}
          error={fieldError(formik, 'receiverId')}
          disabled={recipientDisabled}
          searchable
          openOnFocus={!fieldError(formik, 'receiverId')}
          nothingFoundMessage={t('messages.form.nothingFound')}
          comboboxProps={{ shadow: 'md' }}
          // A disabled field cannot take the focus: while the contacts load, the dialog's focus goes
          // to its first control instead of staying behind it.
          data-autofocus={recipientDisabled ? undefined : true}
        />
        <ContentField
          formik={formik}
          label={t('messages.form.content')}
          placeholder={t('messages.form.contentPlaceholder')}
          rows={NEW_MESSAGE_ROWS}
        />
        <SendButtons
          cancelLabel={t('messages.form.cancel')}
          onCancel={onCancel}
          sendLabel={t('messages.form.send')}
          sendIcon={<IconSend size={18} aria-hidden="true" />}
          sending={formik.isSubmitting}
        />
      </Stack>
    </form>
  );
}
