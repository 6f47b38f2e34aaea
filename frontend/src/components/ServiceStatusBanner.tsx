import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api, API_TAGS } from '@/lib/api';
import { useReadyQuery } from '@/lib/readiness';
import { useServiceUnavailable } from '@/lib/service-status';

// The service worker keeps every chunk on the device, so the banner opens even when the server is down.
const ServiceUnavailableNotice = lazy(() => import('./ServiceUnavailableNotice'));

/** How often the banner asks whether the server is back. */
export const READY_POLL_MS = 3000;

/**
 * While the server answers 503, one calm banner says so and asks `/api/ready` every few
 * seconds; once the server answers again, the banner goes and every shown answer is fetched again.
 */
export function ServiceStatusBanner() {
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
    <Suspense fallback={null}>
      <ServiceUnavailableNotice />
    </Suspense>
  );
}
