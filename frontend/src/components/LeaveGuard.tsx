import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/** The in-portal address a click on a link would open, or null when it leaves no page behind. */
function inPortalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  // A new tab or window keeps this page as it is.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  // Another site is left through the browser, which asks itself (beforeunload); a file the server
  // sends leaves this page where it is.
  if (to.origin !== window.location.origin || to.pathname.startsWith('/api/')) return null;
  const here = window.location;
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return to.pathname + to.search + to.hash;
}

/**
 * While `when` holds, asks before the page is left: a link of the portal opens a question whose
 * answer is to stay or to leave without saving, and the browser asks before a reload or a close.
 * (The portal's router is the declarative one, which cannot hold a navigation: links are caught
 * as they are clicked instead.)
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = inPortalTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // Captured on the document: before the router's own handler on the link.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);

  return (
    <ConfirmDialog
      opened={leavingTo !== null}
      onClose={() => {
        setLeavingTo(null);
      }}
      title={t('common.leave.title')}
      closeLabel={t('common.leave.close')}
      cancelLabel={t('common.leave.stay')}
      confirmLabel={t('common.leave.leave')}
      busy={false}
      onConfirm={() => {
        const to = leavingTo;
        setLeavingTo(null);
        if (to !== null) void navigate(to);
      }}
    >
      <Text size="sm">{t('common.leave.message')}</Text>
    </ConfirmDialog>
  );
}
