import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { fieldError } from '@/components/form';
import { FormDialog } from './FormDialog';
import { PriceInput } from './PriceInput';

/** A price form's values: every field is a price as typed. */
export type PriceValues<V> = { [K in keyof V]: string };

export interface PriceField<V> {
  name: keyof V & string;
  label: string;
  description: string;
}

/** What one use of the dialog sets: its item, fields, rules, request and texts. */
export interface PriceDialogSetup<V extends PriceValues<V>> {
  /** The edited item's title; kept while the dialog closes so it does not blank out. */
  title: string;
  /** Resets the form when another item is edited; null while nothing is. */
  itemKey: number | null;
  initialValues: V | null;
  validationSchema: AnyObjectSchema;
  fields: PriceField<V>[];
  saving: boolean;
  /** Sends the prices; a rejection is shown on the fields the server names and in a toast. */
  save: (values: V) => Promise<unknown>;
  saved: { title: string; message: string };
  failed: { title: string; message: string };
  /** Shown above the fields (the current price). */
  intro?: ReactNode;
  /** Shown under the fields, from what is typed (the discount the prices make). */
  preview?: (values: V) => ReactNode;
  /** Also announces an invalid price in a toast, as the catalogue's error list has it. */
  toastInvalid?: boolean;
  /** Locks the fields while the prices are on their way. */
  lockWhileSaving?: boolean;
}

export type PriceDialogProps<V extends PriceValues<V>> = PriceDialogSetup<V> & { opened: boolean; onClose: () => void };

/** 'Editar Preço - {name}': one or more prices typed in the Brazilian format, Cancelar and Salvar. */
export function PriceDialog<V extends PriceValues<V>>(props: PriceDialogProps<V>) {
  const { opened, onClose, title, itemKey, initialValues, validationSchema, saving, save, saved, failed } = props;

  function toastInvalid(formik: FormikProps<V>) {
    void formik.validateForm().then((errors) => {
      const message = Object.values(errors).find((error) => typeof error === 'string');
      if (message) notifications.show({ color: 'red', title: failed.title, message });
    });
  }

  return (
    <FormDialog<V>
      opened={opened}
      onClose={onClose}
      title={title}
      itemKey={itemKey}
      initialValues={initialValues}
      validationSchema={validationSchema}
      saving={saving}
      save={save}
      saved={saved}
      failed={{
        title: failed.title,
        message: (serverText) => (
          <>
            {failed.message}
            <Text size="sm" c="dimmed" component="span" display="block">
              {serverText}
            </Text>
          </>
        ),
      }}
      beforeSubmit={props.toastInvalid ? toastInvalid : undefined}
    >
      {(formik) => (
        <>
          {props.intro}
          {props.fields.map((field, index) => (
            <PriceInput
              key={field.name}
              label={field.label}
              description={field.description}
              data-autofocus={index === 0 ? true : undefined}
              {...formik.getFieldProps(field.name)}
              error={fieldError(formik, field.name)}
              disabled={props.lockWhileSaving ? saving : undefined}
            />
          ))}
          {props.preview?.(formik.values)}
        </>
      )}
    </FormDialog>
  );
}
