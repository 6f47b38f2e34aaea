import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import '../i18n';

/** A toast of the appointments screens, titled by its kind. */
export function showToast(t: TFunction, kind: 'success' | 'error', message: string) {
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    title: t(kind === 'success' ? 'appointments.toasts.successTitle' : 'appointments.toasts.errorTitle'),
    message,
  });
}
