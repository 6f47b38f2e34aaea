import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormikHelpers, FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { serverFieldErrors } from '@/components/form';
import { toApiError } from '@/lib/api-error';

interface SettingsFormProps<V> {
  formik: FormikProps<V>;
  title: string;
  description: string;
  submitLabel: string;
  /** The fields, between the heading and the submit button. */
  children: ReactNode;
}

/** A settings tab's form: its heading, its fields and its submit button (spinning while saving). */
export function SettingsForm<V>({ formik, title, description, submitLabel, children }: SettingsFormProps<V>) {
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md" maw={520}>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
        <Group>
          <Button type="submit" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface SaveToasts {
  successTitle: string;
  successMessage: string;
  failedTitle: string;
}

/**
 * Sends a settings change; then `onSaved` and a success toast, or the server's messages on the
 * fields it names and an error toast.
 */
export async function saveSettings<V extends object>(
  values: V,
  helpers: FormikHelpers<V>,
  save: () => Promise<unknown>,
  toasts: SaveToasts,
  onSaved?: () => void,
) {
  try {
    await save();
    onSaved?.();
    notifications.show({ color: 'teal', title: toasts.successTitle, message: toasts.successMessage });
  } catch (caught) {
    const error = toApiError(caught);
    helpers.setErrors(serverFieldErrors(values, error.fieldErrors));
    notifications.show({ color: 'red', title: toasts.failedTitle, message: error.text });
  }
}
