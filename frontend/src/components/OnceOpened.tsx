import { Box, Center } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { MANTINE_FOCUS_RETURN_MS } from '@/lib/focus-return';
import { LoadingState } from './LoadStates';

/** Covers the page while the code of a dialog someone just opened downloads. */
function LoadingCover() {
  return (
    <Box pos="fixed" inset={0} bg="rgba(0, 0, 0, 0.35)" style={{ zIndex: 300 }}>
      <Center h="100%">
        <LoadingState />
      </Center>
    </Box>
  );
}

/**
 * Draws `children`, a lazily loaded dialog, from the first time `opened` is true on: its code
 * downloads only when someone opens it, and once drawn it stays, so that it closes with its
 * animation. A page then brings only what it shows (docs/performance.md).
 */
export function OnceOpened({
  opened,
  returnFocus = true,
  children,
}: {
  opened: boolean;
  /** As Mantine's `returnFocus`: false when the dialog closes into another that takes the focus. */
  returnFocus?: boolean;
  children: ReactNode;
}) {
  const [drawn, setDrawn] = useState(opened);
  // Mantine gives the focus back to what opened a dialog only when a dialog already drawn opens.
  // The first time, this one is drawn open, so the opener is noted here, before the dialog takes
  // the focus, and given the focus back as Mantine would.
  const [firstOpener, setFirstOpener] = useState<HTMLElement | null>(null);
  if (opened && !drawn) {
    setFirstOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setDrawn(true);
  }
  useEffect(() => {
    if (opened || !firstOpener) return;
    const timeout = window.setTimeout(() => {
      setFirstOpener(null);
      if (returnFocus && firstOpener.isConnected) firstOpener.focus({ preventScroll: true });
    }, MANTINE_FOCUS_RETURN_MS);
    return () => {
      window.clearTimeout(timeout);
    };
  }, [opened, firstOpener, returnFocus]);
  if (!drawn) return null;
  return <Suspense fallback={<LoadingCover />}>{children}</Suspense>;
}
