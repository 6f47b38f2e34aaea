import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/auth';
import { toApiError } from '@/lib/api-error';
import { serverFieldErrors, textFieldProps } from '@/components/form';
import { useUpdateProfileMutation, type ProfileChange } from '../api';
import { profileSchema } from '../validation';

/** The 'Perfil' tab: full name, e-mail and username of the signed-in person. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [updateProfile] = useUpdateProfileMutation();
  const validationSchema = useMemo(() => profileSchema(t), [t]);
  const formik = useFormik<ProfileChange>({
    initialValues: { fullName: user.fullName, email: user.email, username: user.username },
    enableReinitialize: true,
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        await updateProfile({
          id: user.id,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
        }).unwrap();
        notifications.show({
          color: 'teal',
          title: t('settings.profile.successTitle'),
          message: t('settings.profile.successMessage'),
        });
      } catch (caught) {
        const error = toApiError(caught);
        helpers.setErrors(serverFieldErrors(values, error.fieldErrors));
        notifications.show({ color: 'red', title: t('settings.profile.failedTitle'), message: error.text });
      }
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md" maw={520}>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('settings.profile.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('settings.profile.description')}
          </Text>
        </Stack>
        <TextInput
          label={t('settings.profile.fullName')}
          autoComplete="name"
          withAsterisk
          {...textFieldProps(formik, 'fullName')}
        />
        <TextInput
          label={t('settings.profile.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...textFieldProps(formik, 'email')}
        />
        <TextInput
          label={t('settings.profile.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...textFieldProps(formik, 'username')}
        />
        <Group>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('settings.profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
