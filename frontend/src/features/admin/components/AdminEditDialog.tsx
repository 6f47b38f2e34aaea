import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { fieldError } from '@/components/form';
import { FormDialog } from '@/features/catalog';

interface AdminEditDialogProps<Values extends object> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Resets the form when another item is edited. */
  itemKey: number | null;
  initialValues: Values | null;
  validationSchema: AnyObjectSchema;
  saving: boolean;
  /** Sends the change; a rejection is shown on the fields the server names and in a toast. */
  save: (values: Values) => Promise<unknown>;
  savedTitle: string;
  failedTitle: string;
  /** The fields, given the form and the message to show on each touched field. */
  children: (formik: FormikProps<Values>, errorOf: (field: keyof Values & string) => string | undefined) => ReactNode;
}

/**
 * The dialog of an admin table's edit (spec part 2, section 5): the form, Cancelar/Salvar,
 * the server's field messages on their fields, and the success and error toasts.
 */
export function AdminEditDialog<Values extends object>({
  opened,
  onClose,
  title,
  itemKey,
  initialValues,
  validationSchema,
  saving,
  save,
  savedTitle,
  failedTitle,
  children,
}: AdminEditDialogProps<Values>) {
  const { t } = useTranslation();

  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      title={title}
      itemKey={itemKey}
      initialValues={initialValues}
      validationSchema={validationSchema}
      saving={saving}
      save={save}
      saved={{ title: savedTitle, message: t('catalog.admin.savedMessage') }}
      failed={{ title: failedTitle, message: (serverText) => serverText }}
      buttonsMt="md"
    >
      {(formik) => children(formik, (field) => fieldError(formik, field))}
    </FormDialog>
  );
}
