import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api, API_TAGS } from '@/lib/api';
import { useReadyQuery } from '@/lib/readiness';
import { useServiceUnavailable } from '@/lib/service-status';

/** How often the banner asks whether the server is back. */
export const READY_POLL_MS = 3000;

/**
 * While the server answers 503, one calm banner says so and asks `/api/ready` every few
 * seconds; once the server answers again, the banner goes and every shown answer is fetched again.
 */
export function ServiceStatusBanner() {
  const { t } = useTranslation();
  const unavailable = useServiceUnavailable();
  const dispatch = useDispatch();
  // Any answer the server gives clears the flag (lib/api.ts); this only keeps asking meanwhile.
  useReadyQuery(undefined, { skip: !unavailable, pollingInterval: READY_POLL_MS });

  const wasUnavailable = useRef(false);
  useEffect(() => {
    if (wasUnavailable.current && !unavailable) dispatch(api.util.invalidateTags([...API_TAGS]));
    wasUnavailable.current = unavailable;
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
