import { Box, Center } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
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
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [drawn, setDrawn] = useState(opened);
  if (opened && !drawn) setDrawn(true);
  if (!drawn) return null;
  return <Suspense fallback={<LoadingCover />}>{children}</Suspense>;
}
