import { Stack, Text } from '@mantine/core';
import { FormikProvider, useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { FormPhoneField, FormSendButton, formRefusal } from '@/components/form';
import { LinkProblem } from '@/components/LinkProblem';
import {
  emptyItalian,
  ItalianSection,
  italianRequest,
  italianRules,
  type ItalianValues,
} from '@/features/appointments';
import { toApiError } from '@/lib/api-error';
import type { Hold, HoldDetails } from '../api';
import '../i18n';

interface HoldPassportFormProps {
  hold: Hold;
  /** Books the held slot with these details; rejects with the server's refusal. */
  book: (details: HoldDetails) => Promise<unknown>;
}

/**
 * The hold of an Italian service books only with the phone and the passport data, which the
 * booking form would have asked for: the same fields, rules and messages.
 */
export function HoldPassportForm({ hold, book }: HoldPassportFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const rules = italianRules(t, true);
    // The server keeps the account's phone when none is sent.
    return object(hold.hasPhone ? { ...rules, clientPhone: italianRules(t, false).clientPhone } : rules);
  }, [t, hold.hasPhone]);
  const formik = useFormik<ItalianValues>({
    initialValues: emptyItalian,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await book(italianRequest(values, true));
      } catch (caught) {
        const refusal = formRefusal(values, toApiError(caught));
        helpers.setErrors(refusal.errors);
        setFailure(refusal.message);
      }
    },
  });

  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Stack gap="md">
          <Text size="sm">{t('waitlist.hold.passportIntro')}</Text>
          <FormPhoneField
            formik={formik}
            name="clientPhone"
            label={t('waitlist.hold.phone')}
            description={hold.hasPhone ? t('waitlist.hold.phoneKept') : undefined}
            required={!hold.hasPhone}
          />
          <ItalianSection />
          {failure && <LinkProblem title={t('waitlist.hold.failedTitle')}>{failure}</LinkProblem>}
          <FormSendButton busy={formik.isSubmitting}>{t('waitlist.hold.book')}</FormSendButton>
        </Stack>
      </form>
    </FormikProvider>
  );
}
