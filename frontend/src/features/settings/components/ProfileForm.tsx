import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/auth';
import {
  FormCurrentPasswordField,
  FormEmailField,
  FormNameField,
  FormPhoneField,
  FormUsernameField,
} from '@/components/form';
import { useUpdateProfileMutation, type ProfileChange } from '../api';
import { profileSchema } from '../validation';
import { SettingsForm, useSaveSettings } from './SettingsForm';
import '../i18n';

type ProfileValues = Omit<ProfileChange, 'currentPassword' | 'phone'> & { currentPassword: string; phone: string };

/** Whether the typed address is another one than the stored one (case aside, as the server sees it). */
function emailChanged(typed: string, stored: string) {
  return typed.trim().toLowerCase() !== stored.trim().toLowerCase();
}

/**
 * The 'Perfil' tab: full name, e-mail, phone and username of the signed-in person. A new e-mail also
 * asks for the current password, which the server checks. An emptied phone is removed.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [updateProfile] = useUpdateProfileMutation();
  const saveSettings = useSaveSettings('profile');
  const validationSchema = useMemo(() => profileSchema(t), [t]);
  const formik = useFormik<ProfileValues>({
    initialValues: {
      fullName: user.fullName,
      email: user.email,
      phone: user.phone ?? '',
      username: user.username,
      currentPassword: '',
    },
    enableReinitialize: true,
    validationSchema,
    onSubmit: (values, helpers) =>
      saveSettings(values, helpers, () =>
        updateProfile({
          id: user.id,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          username: values.username.trim(),
          currentPassword: emailChanged(values.email, user.email) ? values.currentPassword : null,
        }).unwrap(),
      ),
  });
  const askPassword = emailChanged(formik.values.email, user.email);

  return (
    <SettingsForm formik={formik} section="profile">
      <FormNameField formik={formik} name="fullName" label={t('settings.profile.fullName')} required />
      <FormEmailField formik={formik} name="email" label={t('settings.profile.email')} required />
      <FormPhoneField
        formik={formik}
        name="phone"
        label={t('settings.profile.phone')}
        description={t('settings.profile.phoneHint')}
      />
      <FormUsernameField formik={formik} name="username" label={t('settings.profile.username')} required />
      {askPassword && (
        <FormCurrentPasswordField
          formik={formik}
          name="currentPassword"
          label={t('settings.profile.currentPassword')}
          description={t('settings.profile.currentPasswordHint')}
          required
        />
      )}
    </SettingsForm>
  );
}
