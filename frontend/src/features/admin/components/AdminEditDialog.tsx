import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/components/form';
import { FormDialog, type FormDialogProps } from '@/features/catalog';
import '@/features/catalog/i18n';

type AdminEditDialogProps<Values extends object> = Omit<
  FormDialogProps<Values>,
  'saved' | 'failed' | 'beforeSubmit' | 'buttonsMt' | 'children'
> & {
  savedTitle: string;
  failedTitle: string;
  /** The fields, given the form and the message to show on each touched field. */
  children: (formik: FormikProps<Values>, errorOf: (field: keyof Values & string) => string | undefined) => ReactNode;
};

/**
 * The dialog of an admin table's edit: the form, Cancelar/Salvar,
 * the server's field messages on their fields, and the success and error toasts.
 */
export function AdminEditDialog<Values extends object>({
  savedTitle,
  failedTitle,
  children,
  ...dialog
}: AdminEditDialogProps<Values>) {
  const { t } = useTranslation();

  return (
    <FormDialog<Values>
      {...dialog}
      saved={{ title: savedTitle, message: t('catalog.admin.savedMessage') }}
      failed={{ title: failedTitle, message: (serverText) => serverText }}
      buttonsMt="md"
    >
      {(formik) => children(formik, (field) => fieldError(formik, field))}
    </FormDialog>
  );
}
