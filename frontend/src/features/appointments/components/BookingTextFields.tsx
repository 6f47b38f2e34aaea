import { TextInput, type TextInputProps } from '@mantine/core';
import { FastField, type FieldProps } from 'formik';
import { DayInput, shownError } from '@/components/form';
import type { BookingField } from '../hooks/use-booking-fields';
import type { BookingValues } from '../lib/booking-values';

/**
 * A text field that renders again only when its own value, message or visit changes (Formik's
 * FastField), so typing in one of the many fields does not redraw the whole dialog.
 */
export function TextField({ name, ...props }: TextInputProps & { name: BookingField }) {
  return (
    <FastField name={name}>
      {({ field, meta, form }: FieldProps<string, BookingValues>) => (
        <TextInput {...props} {...field} error={shownError(meta, form.submitCount)} />
      )}
    </FastField>
  );
}

/** A day typed as dd/mm/aaaa or picked from a calendar, kept as `yyyy-MM-dd` (FastField, as TextField). */
export function DayField({ name, label, maxDate }: { name: BookingField; label: string; maxDate?: string }) {
  return (
    <FastField name={name}>
      {({ field, meta, form }: FieldProps<string, BookingValues>) => (
        <DayInput
          label={label}
          name={name}
          required
          value={field.value}
          onChange={(day) => {
            void form.setFieldValue(name, day);
          }}
          onBlur={() => {
            void form.setFieldTouched(name, true);
          }}
          error={shownError(meta, form.submitCount)}
          maxDate={maxDate}
        />
      )}
    </FastField>
  );
}
