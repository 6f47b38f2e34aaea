import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormConfirmPasswordField, FormCurrentPasswordField, FormNewPasswordField } from '@/components/form';
import { useChangePasswordMutation } from '../api';
import { passwordSchema } from '../validation';
import { SettingsForm, useSaveSettings } from './SettingsForm';
import '../i18n';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface PasswordFormProps {
  userId: number;
  /** The least strength the server accepts for this account, as it says. */
  passwordMinScore: number;
}

/** The 'Senha' tab: the current password, then the new one twice. */
export function PasswordForm({ userId, passwordMinScore }: PasswordFormProps) {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const saveSettings = useSaveSettings('password');
  const validationSchema = useMemo(() => passwordSchema(t), [t]);
  const formik = useFormik({
    initialValues: emptyForm,
    validationSchema,
    onSubmit: (values, helpers) =>
      saveSettings(
        values,
        helpers,
        () =>
          changePassword({
            id: userId,
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
          }).unwrap(),
        () => {
          helpers.resetForm();
        },
      ),
  });

  return (
    <SettingsForm formik={formik} section="password">
      <FormCurrentPasswordField
        formik={formik}
        name="currentPassword"
        label={t('settings.password.currentPassword')}
        required
      />
      <FormNewPasswordField
        formik={formik}
        name="newPassword"
        label={t('settings.password.newPassword')}
        required
        acceptedFrom={passwordMinScore}
      />
      <FormConfirmPasswordField
        formik={formik}
        name="confirmPassword"
        label={t('settings.password.confirmPassword')}
        required
      />
    </SettingsForm>
  );
}
