/**
 * The app-wide PWA layer, fetched after the shell (App loads it lazily, so the landing's first
 * JavaScript does not carry it): registers the service worker, shows its update prompt and
 * re-syncs the push subscription of a signed-in candidate, keeps the app icon's badge
 * (features/pwa/app-badge.ts) and asks for the worker's daily refresh (periodic-refresh.ts) (the
 * offline note lives in the top area, top-area.tsx). Offline it still loads: the service worker precaches every chunk. (Refreshing stale queries when the connection
 * comes back starts earlier, in main.tsx.)
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useAppBadge } from '../features/pwa/app-badge';
import { usePeriodicRefresh } from '../features/pwa/periodic-refresh';
import { resyncPush } from '../features/pwa/push-device';
import { useNotificationNavigation } from '../features/pwa/push-navigation';
import { registerServiceWorker, type WaitingUpdate } from '../lib/service-worker';
import { isSignedInAtom } from '../session/session-state';
import { UpdatePrompt } from './update-prompt';

export function PwaLayer() {
  const [update, setUpdate] = useState<WaitingUpdate | null>(null);
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker(setUpdate);
  }, []);
  const signedIn = useAtomValue(isSignedInAtom);
  useNotificationNavigation();
  useAppBadge(signedIn);
  usePeriodicRefresh(signedIn);
  // On load and at each sign-in, this browser's push subscription is sent again (push-device.ts).
  useEffect(() => {
    if (signedIn && import.meta.env.PROD) void resyncPush();
  }, [signedIn]);
  return (
    <>
      {/* Always there, so screen readers announce the prompt when it appears. */}
      <div aria-live="polite">{update ? <UpdatePrompt update={update} onLater={() => setUpdate(null)} /> : null}</div>
    </>
  );
}
