import { Stack } from '@mantine/core';
import { useFormik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormConfirmPasswordField,
  FormEmailField,
  FormNameField,
  FormNewPasswordField,
  FormPhoneField,
  FormSubmitButton,
  FormUsernameField,
} from '@/components/form';
import { registerSchema } from '../validation';
import '../i18n';

export interface RegisterValues {
  fullName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  confirmPassword: string;
}

interface RegisterFormProps {
  onSubmit: (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => Promise<void>;
}

/** The 'Cadastrar' tab: a new client account. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const validationSchema = useMemo(() => registerSchema(t), [t]);
  const formik = useFormik<RegisterValues>({
    initialValues: { fullName: '', email: '', phone: '', username: '', password: '', confirmPassword: '' },
    validationSchema,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md">
        <FormNameField formik={formik} name="fullName" label={t('auth.fields.fullName')} required />
        <FormEmailField formik={formik} name="email" label={t('auth.fields.email')} required />
        <FormPhoneField
          formik={formik}
          name="phone"
          label={t('auth.fields.phone')}
          description={t('auth.fields.phoneHint')}
        />
        <FormUsernameField formik={formik} name="username" label={t('auth.fields.username')} required />
        <FormNewPasswordField
          formik={formik}
          name="password"
          label={t('auth.fields.password')}
          userInputs={[formik.values.fullName, formik.values.username, formik.values.email]}
          required
        />
        <FormConfirmPasswordField
          formik={formik}
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          required
        />
        <FormSubmitButton fullWidth>{t('auth.register.submit')}</FormSubmitButton>
      </Stack>
    </form>
  );
}
