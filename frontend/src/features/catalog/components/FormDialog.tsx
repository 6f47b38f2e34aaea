import { Button, Group, Modal, Stack, type MantineSpacing } from '@mantine/core';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';

/** Cancelar and Salvar ('Salvando...' while the change is on its way). */
export function DialogButtons({
  saving,
  onCancel,
  mt,
}: {
  saving: boolean;
  onCancel: () => void;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('catalog.admin.cancel')}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? t('catalog.admin.saving') : t('catalog.admin.save')}
      </Button>
    </Group>
  );
}

interface FormDialogProps<V extends object> {
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
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** Runs on every press of Salvar, before the form is checked and sent. */
  beforeSubmit?: (formik: FormikProps<V>) => void;
  /** Space above Cancelar/Salvar. */
  buttonsMt?: MantineSpacing;
  /** The fields, given the form. */
  children: (formik: FormikProps<V>) => ReactNode;
}

/** A catalogue edit dialog: a form of fields, then Cancelar and Salvar. */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { opened, onClose, saving } = props;
  const { t } = useTranslation();

  return (
    <Modal
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
          onSubmit={props.onSubmit}
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
                <DialogButtons saving={saving} onCancel={onClose} mt={props.buttonsMt} />
              </Stack>
            </form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
