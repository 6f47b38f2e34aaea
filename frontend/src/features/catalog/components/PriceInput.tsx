import { TextInput, type TextInputProps } from '@mantine/core';

/** A price typed in reais ('1.080,00'): the phone's keyboard with a decimal key, and no autofill. */
export function PriceInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}
