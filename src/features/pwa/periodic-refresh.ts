/**
 * Asks the browser to wake the worker about once a day to read the offers and the rooms again
 * (sw/periodic-refresh.ts), so the installed app opens with them even offline. Periodic Background
 * Sync exists in Chromium only, and is granted only to an installed app the candidate uses; anywhere
 * else — not installed, not granted, no such API — nothing is asked and nothing is said.
 */
import { useEffect } from 'react';
import { PERIODIC_REFRESH_TAG } from '../../contract/persisted-cache';

/** About daily; the browser decides when, from how much the app is used. */
export const PERIODIC_REFRESH_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Not in TypeScript's DOM library yet. */
interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
}

type Outcome = 'registered' | 'unsupported' | 'not-granted' | 'failed';

export async function registerPeriodicRefresh(
  registration: ServiceWorkerRegistration,
  permissions: Pick<Permissions, 'query'> | null | undefined = navigator.permissions,
): Promise<Outcome> {
  const periodicSync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager })
    .periodicSync;
  if (!periodicSync || !permissions) return 'unsupported';
  try {
    const status = await permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (status.state !== 'granted') return 'not-granted';
    await periodicSync.register(PERIODIC_REFRESH_TAG, { minInterval: PERIODIC_REFRESH_MIN_INTERVAL_MS });
    return 'registered';
  } catch {
    return 'failed';
  }
}

/** Once in the app's PWA layer: registers at each sign-in, once the worker is ready. */
export function usePeriodicRefresh(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let active = true;
    void navigator.serviceWorker.ready.then((registration) => {
      if (active) void registerPeriodicRefresh(registration);
    });
    return () => {
      active = false;
    };
  }, [signedIn]);
}
