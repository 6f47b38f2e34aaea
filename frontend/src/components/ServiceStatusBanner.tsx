import { Alert, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api, API_TAGS } from '@/lib/api';
import { serviceBack, useServiceUnavailable } from '@/lib/service-status';

/** How often the banner asks whether the server is back. */
export const READY_POLL_MS = 3000;

/**
 * While the server answers 503, one calm banner says so and asks `/api/ready` every few
 * seconds; once it answers, the banner goes and every shown answer is fetched again.
 */
export function ServiceStatusBanner() {
  const { t } = useTranslation();
  const unavailable = useServiceUnavailable();
  const dispatch = useDispatch();

  useEffect(() => {
    if (!unavailable) return undefined;
    const timer = window.setInterval(() => {
      void fetch('/api/ready', { credentials: 'include' })
        .then((response) => {
          if (!response.ok) return;
          dispatch(serviceBack());
          dispatch(api.util.invalidateTags([...API_TAGS]));
        })
        .catch(() => undefined);
    }, READY_POLL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [unavailable, dispatch]);

  if (!unavailable) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="filled"
      radius={0}
      icon={<Loader size="xs" color="dark" aria-hidden="true" />}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    >
      {t('common.serviceUnavailable')}
    </Alert>
  );
}
