import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

interface Leaving {
  link: HTMLAnchorElement;
  /** The in-portal address it opens. */
  to: string;
}

/** The link a click would leave this page by, within the portal; null when it leaves no page behind. */
export function leavingBy(event: MouseEvent): Leaving | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  // A new tab or window keeps this page as it is.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  // Another site is left through the browser, which asks itself (beforeunload); a file the server
  // sends leaves this page where it is.
  if (to.origin !== window.location.origin || to.pathname.startsWith('/api/')) return null;
  const here = window.location;
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return { link, to: to.pathname + to.search + to.hash };
}

/**
 * While `when` holds, asks before the page is left by one of its links ('Sair sem salvar?': stay,
 * or leave without saving), and has the browser ask before a reload, a close or another site. The
 * portal's router is the declarative one, which cannot hold a navigation: links are caught as they
 * are clicked, so the browser's Back button and leaving in code (signing out) are not asked about.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  // The click that leaves after the person said so: the link's own handlers run with it (the phone
  // menu closes as its links close it).
  const letThrough = useRef(false);

  useEffect(() => {
    if (!when) return undefined;
    const onClick = (event: MouseEvent) => {
      if (letThrough.current) {
        letThrough.current = false;
        return;
      }
      const found = leavingBy(event);
      if (found === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(found);
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

  const leave = () => {
    if (leaving === null) return;
    setLeaving(null);
    if (leaving.link.isConnected) {
      letThrough.current = true;
      leaving.link.click();
    } else {
      void navigate(leaving.to);
    }
  };

  return (
    <ConfirmDialog
      opened={leaving !== null}
      onClose={() => {
        setLeaving(null);
      }}
      title={t('common.leave.title')}
      closeLabel={t('common.leave.close')}
      cancelLabel={t('common.leave.stay')}
      confirmLabel={t('common.leave.leave')}
      busy={false}
      onConfirm={leave}
    >
      <Text size="sm">{t('common.leave.message')}</Text>
    </ConfirmDialog>
  );
}
