import { lazy, Suspense, useEffect, useState } from 'react';
import { onUpdateWaiting } from '@/lib/app-update';

// The card loads only once an update is waiting (the service worker still serves this version's
// files), so that its components stay out of the JavaScript every page loads first.
const UpdateCard = lazy(() => import('./UpdateCard'));

/** 'Nova versão disponível' with 'Atualizar', once a new version of the portal is installed. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(
    () =>
      onUpdateWaiting((next) => {
        setApply(() => next);
      }),
    [],
  );

  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdateCard apply={apply} />
    </Suspense>
  );
}
