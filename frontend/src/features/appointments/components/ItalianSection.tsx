import { Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { FastField, type FieldProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { shownError } from '@/components/form';
import { today } from '../lib/dates';
import type { ItalianValues } from '../lib/italian';
import { DOCUMENT_TYPES } from '../types';
import { DayField, TextField } from './BookingTextFields';
import { ItalianChecklist } from './ItalianChecklist';
import '../i18n';

/**
 * The passport data an Italian service needs, all required: inside any Formik form whose values
 * hold these fields (the booking form, a waitlist hold's page).
 */
export function ItalianSection() {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('appointments.form.italian.heading')}>
      <Stack gap="sm">
        <ItalianChecklist />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DayField name="birthDate" label={t('appointments.form.italian.birthDate')} maxDate={today()} />
          <TextField name="birthPlace" label={t('appointments.form.italian.birthPlace')} required />
        </SimpleGrid>
        <TextField
          name="currentAddress"
          label={t('appointments.form.italian.currentAddress')}
          autoComplete="street-address"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DocumentTypeField />
          <TextField name="documentNumber" label={t('appointments.form.italian.documentNumber')} required />
          <DayField
            name="documentIssueDate"
            label={t('appointments.form.italian.documentIssueDate')}
            maxDate={today()}
          />
          <DayField name="documentExpiryDate" label={t('appointments.form.italian.documentExpiryDate')} />
          <TextField name="documentIssuer" label={t('appointments.form.italian.documentIssuer')} required />
          <TextField
            name="aireRegistrationNumber"
            label={t('appointments.form.italian.aireRegistrationNumber')}
            required
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** The kind of identity document, a choice among the ones the server knows (FastField, as TextField). */
function DocumentTypeField() {
  const { t } = useTranslation();
  return (
    <FastField name="documentType">
      {({ field, meta, form }: FieldProps<string, ItalianValues>) => (
        <Select
          label={t('appointments.form.italian.documentType')}
          placeholder={t('appointments.form.italian.documentTypePlaceholder')}
          data={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`appointments.documentTypes.${type}`) }))}
          required
          allowDeselect={false}
          name={field.name}
          value={field.value === '' ? null : field.value}
          onChange={(value) => {
            void form.setFieldValue(field.name, value ?? '');
          }}
          onBlur={() => {
            void form.setFieldTouched(field.name, true);
          }}
          error={shownError(meta, form.submitCount)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </FastField>
  );
}
