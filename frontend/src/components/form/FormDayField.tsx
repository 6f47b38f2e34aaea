import { DateInput } from '@mantine/dates';
import type { FormikProps } from 'formik';
import { parseShownDay } from '@/lib/dayjs';
import { fieldError, type TextField } from './field-props';

interface FormDayFieldProps<V> {
  formik: FormikProps<V>;
  name: TextField<V>;
  label: string;
  required?: boolean;
  /** The first day that may be picked, `YYYY-MM-DD`. */
  minDate?: string;
}

/** A day typed or picked as dd/mm/aaaa (pt-BR), kept as 'YYYY-MM-DD' in a text field of the form. */
export function FormDayField<V>({ formik, name, label, required = false, minDate }: FormDayFieldProps<V>) {
  const value = formik.values[name] as string;
  return (
    <DateInput
      label={label}
      name={name}
      withAsterisk={required}
      placeholder="dd/mm/aaaa"
      valueFormat="DD/MM/YYYY"
      dateParser={parseShownDay}
      minDate={minDate}
      value={value === '' ? null : value}
      onChange={(day) => {
        void formik.setFieldValue(name, day ?? '');
      }}
      onBlur={() => {
        void formik.setFieldTouched(name, true);
      }}
      error={fieldError(formik, name)}
      clearable={!required}
      popoverProps={{ withinPortal: true }}
    />
  );
}
