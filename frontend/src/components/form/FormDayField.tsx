import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
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
  // A refused day is an error of the form too, so it is not sent while it stands (an optional day
  // left empty by the refusal would otherwise go as "no day").
  const refusal = useRef<string | null>(null);
  const { registerField, unregisterField } = formik;
  useEffect(() => {
    registerField(name, { validate: () => refusal.current ?? undefined });
    return () => {
      unregisterField(name);
    };
  }, [registerField, unregisterField, name]);

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
      onRefusal={(message) => {
        refusal.current = message;
      }}
      onBlur={() => {
        void formik.setFieldTouched(name, true);
      }}
      error={fieldError(formik, name)}
      clearable={!required}
    />
  );
}
