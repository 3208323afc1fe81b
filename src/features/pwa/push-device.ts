/**
 * This browser's push subscription. Subscribing happens only when the candidate presses "알림 받기":
 * the permission prompt is asked from that press (browsers ignore prompts without a gesture), then
 * the browser subscribes with the server's VAPID key and the server is told. On every load while
 * permission holds, the subscription is sent again (re-sync), which also moves it to whoever is
 * signed in now and replaces one made with a key the server no longer uses.
 */
import { applicationServerKeyOf, subscriptionBodyOf } from '../../contract/push';
import { currentSubscription, hasPush } from '../../lib/push-subscription';
import { readTokens } from '../../lib/tokens';
import { isStandalone } from './install-platform';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from './push-api';

/**
 * on/off/blocked: 켜짐/꺼짐/차단됨. needs-install: iPhone and iPad offer push only to the app added to
 * the home screen. unsupported: no push in this browser at all.
 */
export type PushStatus = 'on' | 'off' | 'blocked' | 'needs-install' | 'unsupported';

/**
 * How long "알림 받기" may take from the press to the server knowing the subscription: the
 * permission prompt left open, a service worker that never gets ready or a push service the
 * browser cannot reach would otherwise leave the button spinning forever.
 */
export const TURN_ON_TIMEOUT_MS = 10_000;

export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

export interface TurnOnOptions {
  /** Called once the browser's permission prompt is answered (at once when it was answered before). */
  onPermissionAnswered?: () => void;
  /** Tests shorten the bound. */
  timeoutMs?: number;
}

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

export async function readPushStatus(): Promise<PushStatus> {
  if (!hasPush()) return isAppleMobile() && !isStandalone() ? 'needs-install' : 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** A subscription made with the server's current key (an old key's is dropped first). */
async function subscribeWithKey(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) {
    await deletePushSubscription(existing.endpoint).catch(() => undefined);
    await existing.unsubscribe();
  }
  // Every push shows a notification (sw/push.ts): browsers require the promise.
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * "알림 받기": call it straight from the press, before anything else awaits, so the permission
 * prompt counts as the candidate's own gesture. Answers the status it ends in, or fails with a
 * PushSetupError once `timeoutMs` have passed; a subscription that arrives after that is dropped
 * again, never sent to the server, so giving up leaves nothing half done.
 */
export function turnPushOn(options: TurnOnOptions = {}): Promise<PushStatus> {
  if (!hasPush()) return readPushStatus();
  const attempt = { abandoned: false };
  const turningOn = subscribeFromPress(attempt, options.onPermissionAnswered);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      attempt.abandoned = true;
      reject(new PushSetupError('timed out'));
    }, options.timeoutMs ?? TURN_ON_TIMEOUT_MS);
    turningOn.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function subscribeFromPress(attempt: { abandoned: boolean }, onPermissionAnswered?: () => void) {
  const permissionAsked = Notification.requestPermission();
  const keyLoaded = fetchPushKey();
  keyLoaded.catch(() => undefined);
  const permission = await permissionAsked;
  onPermissionAnswered?.();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const [registration, { publicKey }] = await Promise.all([navigator.serviceWorker.ready, keyLoaded]);
  const subscription = await subscribeWithKey(registration, applicationServerKeyOf(publicKey));
  if (attempt.abandoned) {
    await subscription.unsubscribe();
    throw new PushSetupError('given up');
  }
  await savePushSubscription(subscriptionBodyOf(subscription));
  return 'on';
}

/** "알림 끄기": the server forgets this browser first (while we still know its endpoint), then the browser. */
export async function turnPushOff(): Promise<PushStatus> {
  if (!hasPush()) return readPushStatus();
  const subscription = await currentSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return readPushStatus();
}

/** On load: while permission holds and a subscription exists, tell the server again. Never throws. */
export async function resyncPush(): Promise<void> {
  try {
    if (!hasPush() || Notification.permission !== 'granted' || !readTokens('app')) return;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration || !(await registration.pushManager.getSubscription())) return;
    const { publicKey } = await fetchPushKey();
    const subscription = await subscribeWithKey(registration, applicationServerKeyOf(publicKey));
    await savePushSubscription(subscriptionBodyOf(subscription));
  } catch {
    // Offline or signed out: the next load tries again.
  }
}
