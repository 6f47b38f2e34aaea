import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormikHelpers, FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton, formRefusal } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { TabHeading, type SettingsSection } from './TabHeading';
import '../i18n';

/** The settings tabs that are forms, naming their texts under settings.{section}. */
type FormSection = Extract<SettingsSection, 'profile' | 'password'>;

interface SettingsFormProps<V> {
  formik: FormikProps<V>;
  section: FormSection;
  /** The fields, between the heading and the submit button. */
  children: ReactNode;
}

/** A settings tab's form: its heading, its fields and its submit button (spinning while saving). */
export function SettingsForm<V>({ formik, section, children }: SettingsFormProps<V>) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md" maw={520}>
        <TabHeading section={section} />
        {children}
        <Group>
          <FormSubmitButton loading={formik.isSubmitting}>{t(`settings.${section}.submit`)}</FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The submit of a settings form: sends the change, then `onSaved` and a success toast, or the
 * server's messages on the fields it names and an error toast.
 */
export function useSaveSettings(section: FormSection) {
  const { t } = useTranslation();
  return async <V extends object>(
    values: V,
    helpers: FormikHelpers<V>,
    save: () => Promise<unknown>,
    onSaved?: () => void,
  ) => {
    try {
      await save();
      onSaved?.();
      notifications.show({
        color: 'teal',
        title: t(`settings.${section}.successTitle`),
        message: t(`settings.${section}.successMessage`),
      });
    } catch (caught) {
      const refusal = formRefusal(values, toApiError(caught));
      helpers.setErrors(refusal.errors);
      notifications.show({ color: 'red', title: t(`settings.${section}.failedTitle`), message: refusal.message });
    }
  };
}
