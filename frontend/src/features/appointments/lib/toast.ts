import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { clearFailure, showFailure } from '@/lib/notify';
import '../i18n';

/**
 * A toast of the appointments screens, titled by its kind. `change` names what was tried (for
 * example `cancel:12`): its success takes away the red toast of its own earlier refusal, which it
 * makes untrue, and leaves other refusals on screen.
 */
export function showToast(t: TFunction, kind: 'success' | 'error', message: string, change: string) {
  if (kind === 'error') {
    showFailure(t('appointments.toasts.errorTitle'), message, change);
    return;
  }
  clearFailure(change);
  notifications.show({ color: 'green', title: t('appointments.toasts.successTitle'), message });
}
