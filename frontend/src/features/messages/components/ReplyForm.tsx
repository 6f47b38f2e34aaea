import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { useSendMessage } from '../hooks/use-send-message';
import { contentSchema, MAX_CONTENT_LENGTH } from '../lib/validation';

const FORM_FIELDS = ['content'] as const;
const REPLY_ROWS = 4;

interface ReplyFormProps {
  receiverId: number;
  receiverName: string;
  onSent: () => void;
  onCancel: () => void;
}

/** A reply to the other person of the message being read. */
export function ReplyForm({ receiverId, receiverName, onSent, onCancel }: ReplyFormProps) {
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

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('messages.form.replyTo', { name: receiverName })}
          required
          name="content"
          placeholder={t('messages.form.replyPlaceholder')}
          rows={REPLY_ROWS}
          value={formik.values.content}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={formik.touched.content && formik.errors.content ? formik.errors.content : undefined}
          description={t('messages.form.characters', { length: formik.values.content.length, max: MAX_CONTENT_LENGTH })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('messages.close')}
          </Button>
          <Button
            type="submit"
            loading={formik.isSubmitting}
            leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
          >
            {t('messages.form.sendReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
