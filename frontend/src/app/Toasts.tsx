import { Notifications, notifications, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';

export interface ToastsProps {
  autoClose: number;
  /** A wide screen: toasts stack at the top right. On a phone they stand across the top, one at a time. */
  wide: boolean;
}

/**
 * The toasts' container. On a phone a toast covers the page's title, so only the newest stays: a
 * new one takes the place of the one shown (a row of actions would otherwise stack three or four
 * over the top of the page for seconds).
 */
export default function Toasts({ autoClose, wide }: ToastsProps) {
  const { notifications: shown } = useNotifications();
  useEffect(() => {
    if (wide) return;
    for (const older of shown.slice(0, -1)) if (older.id) notifications.hide(older.id);
  }, [wide, shown]);
  return <Notifications autoClose={autoClose} position={wide ? 'top-right' : 'top-center'} />;
}
