import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { clearFailure, showFailure } from '@/lib/notify';
import '../i18n';

/**
 * A toast of the appointments screens, titled by its kind. A success takes away the red toast of an
 * earlier refusal, which it makes untrue.
 */
export function showToast(t: TFunction, kind: 'success' | 'error', message: string) {
  const errorTitle = t('appointments.toasts.errorTitle');
  if (kind === 'error') {
    showFailure(errorTitle, message);
    return;
  }
  clearFailure(errorTitle);
  notifications.show({ color: 'green', title: t('appointments.toasts.successTitle'), message });
}
