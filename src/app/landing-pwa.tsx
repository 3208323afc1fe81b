/**
 * The landing's PWA layer: what a visitor needs of app/pwa-layer.tsx — the service worker
 * registered (so `/` opens offline on the next visit) and the update prompt when a new build
 * waits. Push and notification taps belong to a signed-in candidate, who gets the whole app.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { registerServiceWorker, type WaitingUpdate } from '../lib/service-worker';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

export function LandingPwa() {
  const [update, setUpdate] = useState<WaitingUpdate | null>(null);
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker(setUpdate);
  }, []);
  return (
    // Always there, so screen readers announce the prompt when it appears.
    <div aria-live="polite">
      {update ? (
        <Suspense fallback={null}>
          <UpdatePrompt update={update} onLater={() => setUpdate(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
