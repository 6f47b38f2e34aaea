import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { FormSelectField, FormTextareaField, FormTextField, LONG_TEXT_MAX, textField } from '@/components/form';
import { inssNumberField, useSendRequest } from '@/features/requests';
import { LaborFormFrame } from './LaborFormFrame';
import '../i18n';

const TEXT_ROWS = 3;

export interface BenefitValues {
  benefitType: string;
  contributionTime: string;
  healthIssue: string;
  previousRequest: string;
  previousRequestDetails: string;
  inssNumber: string;
  contactPreference: string;
  observations: string;
}

/** The spec's defaults: retirement, no previous request, contact by WhatsApp. */
export const BENEFIT_DEFAULTS: BenefitValues = {
  benefitType: 'retirement',
  contributionTime: '',
  healthIssue: '',
  previousRequest: 'no',
  previousRequestDetails: '',
  inssNumber: '',
  contactPreference: 'whatsapp',
  observations: '',
};

/** The previous request's details are asked (and required) only when it was denied or ceased. */
export function detailsNeeded(previousRequest: string): boolean {
  return previousRequest === 'yes-denied' || previousRequest === 'yes-ceased';
}

/** The social-security benefit: which one, the contribution, a previous request to the INSS. */
export function BenefitRequestForm({ onSent }: { onSent: (requestId: number) => void }) {
  const { t } = useTranslation();
  const { send, documents } = useSendRequest();
  const schema = useMemo(
    () =>
      Yup.object({
        contributionTime: textField(t),
        healthIssue: textField(t, LONG_TEXT_MAX),
        // Sent only when asked for, so checked only then.
        previousRequestDetails: Yup.string().when('previousRequest', {
          is: detailsNeeded,
          then: () => textField(t, LONG_TEXT_MAX).trim().required(t('laborBenefits.benefit.detailsRequired')),
        }),
        inssNumber: inssNumberField(t),
        observations: textField(t, LONG_TEXT_MAX),
      }),
    [t],
  );
  const formik = useFormik<BenefitValues>({
    initialValues: BENEFIT_DEFAULTS,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const sent = {
        ...values,
        previousRequestDetails: detailsNeeded(values.previousRequest) ? values.previousRequestDetails : '',
      };
      const stored = await send({ kind: 'benefit', ...sent }, values, helpers, t('laborBenefits.benefit.sentToast'));
      if (stored !== null) onSent(stored);
    },
  });
  const withDetails = detailsNeeded(formik.values.previousRequest);

  return (
    <LaborFormFrame
      formik={formik}
      label={t('laborBenefits.benefit.title')}
      intro={t('laborBenefits.benefit.intro')}
      documents={documents}
      submitLabel={t('laborBenefits.benefit.submit')}
    >
      <FormSelectField
        formik={formik}
        name="benefitType"
        label={t('laborBenefits.benefit.benefitType')}
        options={t('laborBenefits.benefit.benefitTypes', { returnObjects: true })}
      />
      <FormTextField
        formik={formik}
        name="contributionTime"
        label={t('laborBenefits.benefit.contributionTime')}
        placeholder={t('laborBenefits.benefit.contributionTimePlaceholder')}
      />
      <FormTextareaField
        formik={formik}
        name="healthIssue"
        maxChars={LONG_TEXT_MAX}
        label={t('laborBenefits.benefit.healthIssue')}
        rows={TEXT_ROWS}
      />
      <FormSelectField
        formik={formik}
        name="previousRequest"
        label={t('laborBenefits.benefit.previousRequest')}
        options={t('laborBenefits.benefit.previousRequests', { returnObjects: true })}
      />
      {withDetails && (
        <FormTextareaField
          formik={formik}
          name="previousRequestDetails"
          maxChars={LONG_TEXT_MAX}
          label={t('laborBenefits.benefit.previousRequestDetails')}
          required
          rows={TEXT_ROWS}
        />
      )}
      <FormTextField
        formik={formik}
        name="inssNumber"
        label={t('laborBenefits.benefit.inssNumber')}
        placeholder={t('laborBenefits.benefit.inssNumberPlaceholder')}
        inputMode="numeric"
      />
      <FormTextareaField
        formik={formik}
        name="observations"
        maxChars={LONG_TEXT_MAX}
        label={t('laborBenefits.benefit.observations')}
        rows={TEXT_ROWS}
      />
    </LaborFormFrame>
  );
}
