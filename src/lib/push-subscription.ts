/**
 * This browser's push subscription as the session sees it: whether push exists here, the current
 * subscription, and dropping it when the candidate signs out (session/sign-out.ts) — below the
 * features, so signing out does not reach up into features/pwa, which turns push on and off.
 */
import * as apiPaths from '../contract/api-paths';
import { API_BASE } from '../contract/paths';

export const hasPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * On sign-out: this device stops receiving the candidate's notifications (a shared phone must not
 * show the previous person's offers). The server is told with the access token the sign-out still
 * holds — a plain request, so an expired token cannot start a refresh or the expiry alert; if it is
 * refused, the push service answers 410 at the next push and the server forgets the endpoint then.
 */
export async function dropPushOnSignOut(accessToken: string | undefined): Promise<void> {
  try {
    if (!hasPush()) return;
    const subscription = await currentSubscription();
    if (!subscription) return;
    if (accessToken) {
      await fetch(`${import.meta.env.VITE_API_URL ?? API_BASE}${apiPaths.pushSubscriptions}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }).catch(() => undefined);
    }
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo on this device.
  }
}
