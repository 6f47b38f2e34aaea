import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestsUnreadCount } from '../api';

/** Beside the inbox's menu entry: how many requests no one on the staff opened yet. */
export function RequestsUnreadBadge({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const count = useRequestsUnreadCount(isAdmin);
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" variant="filled" color="red.9" circle={count < 10} aria-hidden="true">
        {count > 99 ? '99+' : String(count)}
      </Badge>
      <VisuallyHidden>{t('unread.requests', { count })}</VisuallyHidden>
    </>
  );
}
