import { TextInput, type TextInputProps } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { FastField, type FieldProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BookingField } from '../hooks/use-booking-fields';
import type { BookingValues } from '../lib/booking-values';
import { calendarAriaLabels } from '../lib/calendar-labels';
import { parseShownDay, SHOWN_DAY_FORMAT } from '../lib/dates';

/**
 * A text field that renders again only when its own value, message or visit changes (Formik's
 * FastField), so typing in one of the many fields does not redraw the whole dialog.
 */
export function TextField({ name, ...props }: TextInputProps & { name: BookingField }) {
  return (
    <FastField name={name}>
      {({ field, meta }: FieldProps<string, BookingValues>) => (
        <TextInput {...props} {...field} error={meta.touched ? meta.error : undefined} />
      )}
    </FastField>
  );
}

/** A day typed as dd/mm/aaaa or picked from a calendar, kept as `yyyy-MM-dd` (FastField, as TextField). */
export function DayField({ name, label, maxDate }: { name: BookingField; label: string; maxDate?: string }) {
  const { t } = useTranslation();
  return (
    <FastField name={name}>
      {({ field, meta, form }: FieldProps<string, BookingValues>) => (
        <DateInput
          label={label}
          name={name}
          required
          placeholder={t('appointments.form.dayPlaceholder')}
          valueFormat={SHOWN_DAY_FORMAT}
          dateParser={parseShownDay}
          value={field.value === '' ? null : field.value}
          onChange={(day) => {
            void form.setFieldValue(name, day ?? '');
          }}
          onBlur={() => {
            void form.setFieldTouched(name, true);
          }}
          error={meta.touched ? meta.error : undefined}
          maxDate={maxDate}
          ariaLabels={calendarAriaLabels(t)}
          popoverProps={{ withinPortal: true }}
        />
      )}
    </FastField>
  );
}
