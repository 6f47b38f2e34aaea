import { Checkbox, Group } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { FormSelectField, FormTextareaField, FormTextField, LONG_TEXT_MAX, textField } from '@/components/form';
import { amountField, useSendRequest } from '@/features/requests';
import { LaborFormFrame } from './LaborFormFrame';
import '../i18n';

const TEXT_ROWS = 4;

export interface LaborValues {
  companyName: string;
  employmentPeriod: string;
  dismissalReason: string;
  serviceType: string;
  claimType: string;
  salary: string;
  overtime: boolean;
  dangerPay: boolean;
  laborRights: string;
  contactPreference: string;
}

/** The spec's defaults: claim type agreement, contact by WhatsApp. */
export const LABOR_DEFAULTS: LaborValues = {
  companyName: '',
  employmentPeriod: '',
  dismissalReason: 'without-cause',
  serviceType: '',
  claimType: 'agreement',
  salary: '',
  overtime: false,
  dangerPay: false,
  laborRights: '',
  contactPreference: 'whatsapp',
};

/** The labour claim: the company, the job and its end, the rights in question; 'Solicitar Orçamento' sends it. */
export function LaborRequestForm({ onSent }: { onSent: (requestId: number) => void }) {
  const { t } = useTranslation();
  const { send, documents } = useSendRequest();
  const schema = useMemo(
    () =>
      Yup.object({
        companyName: textField(t).trim().required(t('laborBenefits.labor.companyRequired')),
        employmentPeriod: textField(t),
        serviceType: textField(t),
        salary: amountField(t),
        laborRights: textField(t, LONG_TEXT_MAX),
      }),
    [t],
  );
  const formik = useFormik<LaborValues>({
    initialValues: LABOR_DEFAULTS,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const stored = await send({ kind: 'labor', ...values }, values, helpers, t('laborBenefits.labor.sentToast'));
      if (stored !== null) onSent(stored);
    },
  });

  return (
    <LaborFormFrame
      formik={formik}
      label={t('laborBenefits.labor.title')}
      intro={t('laborBenefits.labor.intro')}
      documents={documents}
      submitLabel={t('laborBenefits.labor.submit')}
    >
      <FormTextField
        formik={formik}
        name="companyName"
        label={t('laborBenefits.labor.companyName')}
        required
        autoComplete="organization"
      />
      <FormTextField
        formik={formik}
        name="employmentPeriod"
        label={t('laborBenefits.labor.employmentPeriod')}
        placeholder={t('laborBenefits.labor.employmentPeriodPlaceholder')}
      />
      <FormSelectField
        formik={formik}
        name="dismissalReason"
        label={t('laborBenefits.labor.dismissalReason')}
        options={t('laborBenefits.labor.dismissalReasons', { returnObjects: true })}
      />
      <FormTextField
        formik={formik}
        name="serviceType"
        label={t('laborBenefits.labor.serviceType')}
        autoComplete="organization-title"
      />
      <FormSelectField
        formik={formik}
        name="claimType"
        label={t('laborBenefits.labor.claimType')}
        options={t('laborBenefits.labor.claimTypes', { returnObjects: true })}
      />
      <FormTextField
        formik={formik}
        name="salary"
        label={t('laborBenefits.labor.salary')}
        placeholder={t('laborBenefits.labor.salaryPlaceholder')}
        inputMode="decimal"
      />
      <Group gap="xl">
        <Checkbox
          label={t('laborBenefits.labor.overtime')}
          {...formik.getFieldProps({ name: 'overtime', type: 'checkbox' })}
        />
        <Checkbox
          label={t('laborBenefits.labor.dangerPay')}
          {...formik.getFieldProps({ name: 'dangerPay', type: 'checkbox' })}
        />
      </Group>
      <FormTextareaField
        formik={formik}
        name="laborRights"
        maxChars={LONG_TEXT_MAX}
        label={t('laborBenefits.labor.laborRights')}
        placeholder={t('laborBenefits.labor.laborRightsPlaceholder')}
        rows={TEXT_ROWS}
      />
    </LaborFormFrame>
  );
}
