import { Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingFieldsState } from '../hooks/use-booking-fields';
import { today } from '../lib/dates';
import { DOCUMENT_TYPES } from '../types';
import { DayField, TextField } from './BookingTextFields';
import { ItalianChecklist } from './ItalianChecklist';
import '../i18n';

/** The passport data an Italian service needs, all required. */
export function ItalianSection({ select, choose }: Pick<BookingFieldsState, 'select' | 'choose'>) {
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
          <Select
            label={t('appointments.form.italian.documentType')}
            placeholder={t('appointments.form.italian.documentTypePlaceholder')}
            data={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`appointments.documentTypes.${type}`) }))}
            required
            allowDeselect={false}
            {...select('documentType')}
            onChange={(value) => {
              choose('documentType', value ?? '');
            }}
          />
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
