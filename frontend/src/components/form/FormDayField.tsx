import type { FormikProps } from 'formik';
import { DayInput } from './DayInput';
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
  return (
    <DayInput
      label={label}
      name={name}
      withAsterisk={required}
      minDate={minDate}
      value={formik.values[name] as string}
      onChange={(day) => {
        void formik.setFieldValue(name, day);
      }}
      onBlur={() => {
        void formik.setFieldTouched(name, true);
      }}
      error={fieldError(formik, name)}
      clearable={!required}
    />
  );
}
