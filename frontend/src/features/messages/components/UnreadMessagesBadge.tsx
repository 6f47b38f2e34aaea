import { Badge, Indicator, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessageCount } from '../hooks/use-unread-message-count';

/** More than this shows as '99+'; the spoken text always says the exact number. */
const MAX_SHOWN = 99;

function useUnreadTexts() {
  const { t } = useTranslation();
  const count = useUnreadMessageCount();
  return {
    count,
    shown: count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count),
    spoken: t('unread.messages', { count }),
  };
}

/**
 * The number of unread messages next to the Mensagens entry of a menu, read out as
 * '3 mensagens não lidas'; nothing when there are none.
 */
export function UnreadMessagesBadge() {
  const { count, shown, spoken } = useUnreadTexts();
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" variant="filled" circle={count < 10} aria-hidden="true">
        {shown}
      </Badge>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
}

/** The same number, as a bubble on the corner of an icon (the phone's bottom bar). */
export function UnreadMessagesIndicator({ children }: { children: ReactNode }) {
  const { count, shown, spoken } = useUnreadTexts();
  return (
    <>
      <Indicator disabled={count === 0} label={<span aria-hidden="true">{shown}</span>} size={16} offset={2} inline>
        {children}
      </Indicator>
      {count > 0 && <VisuallyHidden>{spoken}</VisuallyHidden>}
    </>
  );
}
