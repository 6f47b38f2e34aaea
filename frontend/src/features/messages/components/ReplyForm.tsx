import { Stack } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { useSendMessage } from '../hooks/use-send-message';
import { contentSchema } from '../lib/validation';
import { ContentField, SendButtons } from './MessageFields';
import { useReportDraft, type DraftReports } from '../hooks/use-report-draft';
import '../i18n';

const FORM_FIELDS = ['content'] as const;
const REPLY_ROWS = 4;

interface ReplyFormProps extends DraftReports {
  receiverId: number;
  receiverName: string;
  onSent: () => void;
  onCancel: () => void;
}

/** A reply to the other person of the message being read. */
export function ReplyForm({ receiverId, receiverName, onSent, onCancel, onTyped, onSending }: ReplyFormProps) {
  const { t } = useTranslation();
  const { send } = useSendMessage();
  const schema = useMemo(() => Yup.object({ content: contentSchema(t) }), [t]);

  const formik = useFormik({
    initialValues: { content: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const sent = await send({ receiverId, content: values.content.trim() }, FORM_FIELDS, helpers.setFieldError);
      if (sent) onSent();
    },
  });
  useReportDraft(formik.values.content, formik.isSubmitting, { onTyped, onSending });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="md">
        <ContentField
          formik={formik}
          label={t('messages.form.replyTo', { name: receiverName })}
          placeholder={t('messages.form.replyPlaceholder')}
          rows={REPLY_ROWS}
        />
        <SendButtons
          cancelLabel={t('messages.close')}
          onCancel={onCancel}
          sendLabel={t('messages.form.sendReply')}
          sendIcon={<IconArrowBackUp size={18} aria-hidden="true" />}
          sending={formik.isSubmitting}
        />
      </Stack>
    </form>
  );
}
