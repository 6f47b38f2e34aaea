import { Anchor, Group, Stack } from '@mantine/core';
import { useFormik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCurrentPasswordField, FormSubmitButton, FormUsernameField } from '@/components/form';
import type { SignInRequest } from '../types';
import { signInSchema } from '../validation';
import '../i18n';

interface SignInFormProps {
  onSubmit: (values: SignInRequest, helpers: FormikHelpers<SignInRequest>) => Promise<void>;
  onForgotPassword: () => void;
}

/** The 'Entrar' tab: username and password. */
export function SignInForm({ onSubmit, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const validationSchema = useMemo(() => signInSchema(t), [t]);
  const formik = useFormik<SignInRequest>({
    initialValues: { username: '', password: '' },
    validationSchema,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md">
        <FormUsernameField formik={formik} name="username" label={t('auth.fields.username')} required />
        <FormCurrentPasswordField formik={formik} name="password" label={t('auth.fields.password')} required />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('auth.signIn.forgotPassword')}
          </Anchor>
        </Group>
        <FormSubmitButton fullWidth>{t('auth.signIn.submit')}</FormSubmitButton>
      </Stack>
    </form>
  );
}
