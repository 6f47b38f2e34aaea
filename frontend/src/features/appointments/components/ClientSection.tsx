import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from './BookingTextFields';
import '../i18n';

/** Who the appointment is for; the phone is required for an Italian service. */
export function ClientSection({ italian }: { italian: boolean }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('appointments.form.clientSection')} variant="unstyled">
      <Stack gap="sm">
        <TextField
          name="clientName"
          label={t('appointments.form.clientName')}
          autoComplete="name"
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField
            name="clientEmail"
            label={t('appointments.form.clientEmail')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            // Required only for an Italian service: a new field when that changes, as FastField
            // would not redraw for it.
            key={italian ? 'phone-required' : 'phone'}
            name="clientPhone"
            label={t('appointments.form.clientPhone')}
            type="tel"
            autoComplete="tel"
            required={italian}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
