import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
import { PasswordField, serverFieldErrors, textFieldProps } from '@/components/form';
import { useChangePasswordMutation } from '../api';
import { passwordSchema } from '../validation';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The 'Senha' tab: the current password, then the new one twice. */
export function PasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const validationSchema = useMemo(() => passwordSchema(t), [t]);
  const formik = useFormik({
    initialValues: emptyForm,
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        await changePassword({
          id: userId,
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }).unwrap();
        helpers.resetForm();
        notifications.show({
          color: 'teal',
          title: t('settings.password.successTitle'),
          message: t('settings.password.successMessage'),
        });
      } catch (caught) {
        const error = toApiError(caught);
        helpers.setErrors(serverFieldErrors(values, error.fieldErrors));
        notifications.show({ color: 'red', title: t('settings.password.failedTitle'), message: error.text });
      }
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md" maw={520}>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('settings.password.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('settings.password.description')}
          </Text>
        </Stack>
        <PasswordField
          label={t('settings.password.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...textFieldProps(formik, 'currentPassword')}
        />
        <PasswordField
          label={t('settings.password.newPassword')}
          autoComplete="new-password"
          withAsterisk
          {...textFieldProps(formik, 'newPassword')}
        />
        <PasswordField
          label={t('settings.password.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...textFieldProps(formik, 'confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
