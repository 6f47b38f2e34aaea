import { Button, Stack, TextInput } from '@mantine/core';
import { useFormik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, textFieldProps } from '@/components/form';
import { registerSchema } from '../validation';

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
        <TextInput
          label={t('auth.fields.fullName')}
          autoComplete="name"
          withAsterisk
          {...textFieldProps(formik, 'fullName')}
        />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...textFieldProps(formik, 'email')}
        />
        <TextInput
          label={t('auth.fields.phone')}
          description={t('auth.fields.phoneHint')}
          type="tel"
          autoComplete="tel"
          {...textFieldProps(formik, 'phone')}
        />
        <TextInput
          label={t('auth.fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...textFieldProps(formik, 'username')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          withAsterisk
          {...textFieldProps(formik, 'password')}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...textFieldProps(formik, 'confirmPassword')}
        />
        <Button type="submit" fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
