import { Modal, Stack, type MantineSpacing } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { FormActions, formRefusal } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import '../i18n';

export interface FormDialogProps<V extends object> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Resets the form when another item is edited. */
  itemKey: number | null;
  /** Null while nothing is edited: the dialog is then empty. */
  initialValues: V | null;
  validationSchema: AnyObjectSchema;
  /** Keeps the dialog open while the change is on its way. */
  saving: boolean;
  /** Sends the change; a rejection is shown on the fields the server names and in a toast. */
  save: (values: V) => Promise<unknown>;
  /** The green toast once saved, when the dialog closes. */
  saved: { title: string; message: string };
  /** The red toast of a refused change, given the server's answer. */
  failed: { title: string; message: (serverText: string) => ReactNode };
  /** Runs on every press of Salvar, before the form is checked and sent. */
  beforeSubmit?: (formik: FormikProps<V>) => void;
  /** The submit button's text; 'Salvar' when left out. */
  submitLabel?: string;
  /** Space above Cancelar/Salvar. */
  buttonsMt?: MantineSpacing;
  /** The fields, given the form. */
  children: (formik: FormikProps<V>) => ReactNode;
}

/**
 * A catalogue edit dialog: a form of fields, then Cancelar and Salvar; the server's field messages
 * on their fields, and the success and error toasts.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { opened, onClose, saving } = props;
  const { t } = useTranslation();

  async function submit(values: V, helpers: FormikHelpers<V>) {
    try {
      await props.save(values);
    } catch (caught) {
      const refusal = formRefusal(values, toApiError(caught));
      helpers.setErrors(refusal.errors);
      notifications.show({ color: 'red', title: props.failed.title, message: props.failed.message(refusal.message) });
      return;
    }
    notifications.show({ color: 'green', title: props.saved.title, message: props.saved.message });
    onClose();
  }

  return (
    <Modal
      // A click beside the form must not throw away what was typed: Cancelar, × or Esc close it.
      closeOnClickOutside={false}
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('catalog.admin.close') }}
      centered
    >
      {props.initialValues && (
        <Formik<V>
          key={props.itemKey}
          initialValues={props.initialValues}
          validationSchema={props.validationSchema}
          onSubmit={submit}
        >
          {(formik) => (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                props.beforeSubmit?.(formik);
                formik.handleSubmit();
              }}
            >
              <Stack gap="md">
                {props.children(formik)}
                <FormActions
                  cancelLabel={t('catalog.admin.cancel')}
                  onCancel={onClose}
                  submitLabel={props.submitLabel ?? t('catalog.admin.save')}
                  busy={saving}
                  busyLabel={t('catalog.admin.saving')}
                  mt={props.buttonsMt}
                />
              </Stack>
            </form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
