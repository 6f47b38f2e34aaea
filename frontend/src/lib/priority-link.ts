import { useSearchParams } from 'react-router-dom';

/**
 * Whether a page's address carries the quick-access links' `priority=true`. It is the client's
 * only way to mark a booking or a request as priority: no screen offers a control for it, and
 * the server keeps the flag as booked when a client later changes the booking.
 */
export function isPriorityLink(params: URLSearchParams): boolean {
  return params.get('priority')?.trim().toLowerCase() === 'true';
}

/** `isPriorityLink` of the current page's address. */
export function usePriorityLink(): boolean {
  const [params] = useSearchParams();
  return isPriorityLink(params);
}
