import { useGetUnreadMessageCountQuery } from '../api';

/** Gentle: a new message shows up within a minute, and at once after reading, sending or deleting. */
const POLL_EVERY_MS = 60_000;

/** How many received messages the signed-in person has not read yet (0 until known). */
export function useUnreadMessageCount(): number {
  const { data } = useGetUnreadMessageCountQuery(undefined, {
    pollingInterval: POLL_EVERY_MS,
    skipPollingIfUnfocused: true,
  });
  return data ?? 0;
}
