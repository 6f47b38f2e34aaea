import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { clearOfflineCards } from '@/lib/offline-cards';
import { useLogoutMutation } from '../api';

/**
 * Signs the user out on the server, then tells them so and shows the sign-in page. The
 * appointments kept on the device for offline reading go first, whatever the server answers.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    await clearOfflineCards();
    try {
      await logout().unwrap();
    } catch (error) {
      notifications.show({ color: 'red', title: t('session.signOutFailedTitle'), message: toApiError(error).message });
      return;
    }
    notifications.show({ title: t('session.signedOutTitle'), message: t('session.signedOutMessage') });
    await navigate(paths.auth, { replace: true });
  }, [logout, navigate, t]);

  return { signOut, isSigningOut: isLoading };
}
