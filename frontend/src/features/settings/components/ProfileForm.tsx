import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/auth';
import { FormTextField, usernameInputProps } from '@/components/form';
import { useUpdateProfileMutation, type ProfileChange } from '../api';
import { profileSchema } from '../validation';
import { SettingsForm, useSaveSettings } from './SettingsForm';

/** The 'Perfil' tab: full name, e-mail and username of the signed-in person. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [updateProfile] = useUpdateProfileMutation();
  const saveSettings = useSaveSettings('profile');
  const validationSchema = useMemo(() => profileSchema(t), [t]);
  const formik = useFormik<ProfileChange>({
    initialValues: { fullName: user.fullName, email: user.email, username: user.username },
    enableReinitialize: true,
    validationSchema,
    onSubmit: (values, helpers) =>
      saveSettings(values, helpers, () =>
        updateProfile({
          id: user.id,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
        }).unwrap(),
      ),
  });

  return (
    <SettingsForm formik={formik} section="profile">
      <FormTextField
        formik={formik}
        name="fullName"
        label={t('settings.profile.fullName')}
        autoComplete="name"
        required
      />
      <FormTextField
        formik={formik}
        name="email"
        label={t('settings.profile.email')}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        formik={formik}
        name="username"
        label={t('settings.profile.username')}
        {...usernameInputProps}
        required
      />
    </SettingsForm>
  );
}
