import { Switch, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import '@/features/catalog/i18n';

/** What the admin service and course dialogs are given. */
export interface EditDialogProps<Item> {
  /** Kept while the dialog closes, so its title does not blank out. */
  item: Item | null;
  opened: boolean;
  onClose: () => void;
}

interface FieldProps<V> {
  formik: FormikProps<V>;
  error?: string;
}

/** The 'Nome' field, focused when the dialog opens. */
export function NameField<V extends { name: string }>({ formik, error }: FieldProps<V>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('catalog.admin.fields.name')}
      autoComplete="off"
      data-autofocus
      {...formik.getFieldProps('name')}
      error={error}
    />
  );
}

/** The 'Ativo' switch. */
export function ActiveSwitch<V extends { active: boolean }>({ formik }: { formik: FormikProps<V> }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('catalog.admin.fields.active')}
      description={t('catalog.admin.fields.activeHint')}
      {...formik.getFieldProps({ name: 'active', type: 'checkbox' })}
    />
  );
}
