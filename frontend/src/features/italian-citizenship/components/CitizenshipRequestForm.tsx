import { Paper, Stack, Text, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import {
  FormEmailField,
  FormNameField,
  FormPhoneField,
  FormSendButton,
  FormTextareaField,
  fullNameField,
  LONG_TEXT_MAX,
  phoneField,
  textField,
} from '@/components/form';
import { PriorityLinkNotice } from '@/components/PriorityBadge';
import { useSendRequest, VaultDocumentPicker } from '@/features/requests';
import { OFFER_COLOURS, type OfferId } from '../offers';
import '../i18n';

const MESSAGE_ROWS = 5;

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
}

interface CitizenshipRequestFormProps {
  offer: OfferId | null;
  initial: { name: string; email: string; phone: string };
  onSent: (requestId: number) => void;
}

/** Name, e-mail, phone/WhatsApp and the case, all required, with vault documents attached. */
export function CitizenshipRequestForm({ offer, initial, onSent }: CitizenshipRequestFormProps) {
  const { t } = useTranslation();
  const { send, documents, priority } = useSendRequest();
  // The server's words for each missing field.
  const schema = useMemo(() => {
    return Yup.object({
      name: fullNameField(t, t('citizenship.form.nameRequired')),
      email: Yup.string()
        .trim()
        .required(t('citizenship.form.emailRequired'))
        .email(t('citizenship.form.emailInvalid')),
      phone: phoneField(t).required(t('citizenship.form.phoneRequired')),
      message: textField(t, LONG_TEXT_MAX).trim().required(t('citizenship.form.messageRequired')),
    });
  }, [t]);

  const formik = useFormik<Values>({
    initialValues: { ...initial, message: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      if (!offer) return;
      const stored = await send({ kind: 'citizenship', offer, ...values }, values, helpers, t('citizenship.done.text'));
      if (stored !== null) onSent(stored);
    },
  });

  const title = offer
    ? t('citizenship.form.titleFor', { name: t(`citizenship.offers.${offer}.name`) })
    : t('citizenship.form.title');
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={formik.handleSubmit} noValidate aria-labelledby="citizenship-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="citizenship-form-title" c={offer ? OFFER_COLOURS[offer] : undefined}>
            {title}
          </Title>
          {!offer && <Text c="dimmed">{t('citizenship.form.chooseFirst')}</Text>}
          <PriorityLinkNotice priority={priority} />
          <FormNameField formik={formik} name="name" label={t('citizenship.form.name')} required />
          <FormEmailField formik={formik} name="email" label={t('citizenship.form.email')} required />
          <FormPhoneField formik={formik} name="phone" label={t('citizenship.form.phone')} required />
          <FormTextareaField
            formik={formik}
            name="message"
            maxChars={LONG_TEXT_MAX}
            label={t('citizenship.form.message')}
            placeholder={t('citizenship.form.messagePlaceholder')}
            required
            rows={MESSAGE_ROWS}
          />
          <VaultDocumentPicker {...documents} />
          <FormSendButton busy={formik.isSubmitting} disabled={!offer} color={offer ? OFFER_COLOURS[offer] : undefined}>
            {t('citizenship.form.submit')}
          </FormSendButton>
        </Stack>
      </form>
    </Paper>
  );
}
