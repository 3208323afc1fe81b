/// <reference lib="webworker" />
/**
 * Push: every push shows a notification — browsers allow push only on that promise
 * (userVisibleOnly), so a payload we cannot read still shows a generic one — and tells the open
 * windows, so a screen on view that it is about is not left behind it. A click takes the
 * candidate to the page the push is about (an offer's countdown /my/result/{id}, a curation, a
 * message room): an open window of ours is focused and navigated there, or a new one is opened
 * (showPage says how a refused focus or an uncontrolled window is handled). Offers, curations and
 * messages carry a button (제안 보기, 답장하기) that goes to the same page as a click on the
 * notification; the push's `badge` goes on the app icon (contract/app-badge.ts).
 * When the push service replaces the subscription (`pushsubscriptionchange`), the worker renews it
 * for the signed-in candidate by itself, since no page may be open for days.
 */
import { is, mask } from 'superstruct';
import * as apiPaths from '../src/contract/api-paths';
import { showAppBadge } from '../src/contract/app-badge';
import { applicationServerKeyOf, PushKey, PushPayload, subscriptionBodyOf } from '../src/contract/push';
import {
  PUSH_NAVIGATE_DONE,
  PUSH_NAVIGATE_MESSAGE,
  PUSH_RECEIVED_MESSAGE,
  type PushReceivedMessage,
} from '../src/contract/push-messages';
import { apiBaseOf, fetchAsCandidate, readAuth, type SessionSource } from '../src/shared-outbox/outbox-auth';
import { candidateSession } from './candidate-session';

declare const self: ServiceWorkerGlobalScope;

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Monochrome: Android draws the badge's alpha channel in the status bar. */
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

const FALLBACK: PushPayload = {
  title: '볼트X',
  body: '새 소식이 도착했어요. 눌러서 확인해 보세요.',
  url: '/my',
  kind: 'MESSAGE',
  tag: 'boltx',
};

export function readPushPayload(data: PushMessageData | null | undefined): PushPayload {
  try {
    const payload: unknown = data?.json();
    if (is(payload, PushPayload)) return payload;
  } catch {
    // Not JSON: shown as the generic notification.
  }
  return FALLBACK;
}

/** Open windows of ours hear of the push (lib/use-push-received.ts) and read again what it is about. */
async function tellOpenPages(payload: PushPayload): Promise<void> {
  const message: PushReceivedMessage = { type: PUSH_RECEIVED_MESSAGE, kind: payload.kind, url: payload.url };
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin === self.location.origin) client.postMessage(message);
  }
}

/** A notification's button (not in TypeScript's NotificationOptions, which the page's Notification shares). */
interface NotificationAction {
  action: string;
  title: string;
}

/** The button a notification about `kind` carries; it opens the notification's page, as a click does. */
const NOTIFICATION_ACTIONS: Record<PushPayload['kind'], NotificationAction[]> = {
  OFFER: [{ action: 'open', title: '제안 보기' }],
  CURATION: [{ action: 'open', title: '제안 보기' }],
  MESSAGE: [{ action: 'reply', title: '답장하기' }],
  MEETING: [],
};

export function onPush(event: PushEvent): void {
  const payload = readPushPayload(event.data);
  const actions = NOTIFICATION_ACTIONS[payload.kind];
  const options: NotificationOptions & { renotify?: boolean; actions?: NotificationAction[] } = {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    lang: 'ko',
    tag: payload.tag,
    // A reminder replacing its offer's notice should still alert.
    renotify: true,
    data: { url: payload.url, kind: payload.kind },
    ...(actions.length > 0 ? { actions } : {}),
  };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, options),
      tellOpenPages(payload).catch(() => {}),
      showAppBadge(payload.badge, self.navigator),
    ]),
  );
}

/** The notification's same-origin target; anything else goes to /my. */
export function clickTarget(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/my';
}

/** How long a page of ours has to answer that it showed the path itself, before a window is opened. */
export const PAGE_NAVIGATE_WAIT_MS = 1_500;

/** The page shows `path` itself (features/pwa/push-navigation.ts); true once it says so. */
function askPageToShow(client: WindowClient, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), PAGE_NAVIGATE_WAIT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data?.type === PUSH_NAVIGATE_DONE);
    };
    try {
      client.postMessage({ type: PUSH_NAVIGATE_MESSAGE, url: path }, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

/** navigate() works only on windows this worker controls; it throws or answers null otherwise. */
async function navigateWindow(client: WindowClient, url: string): Promise<boolean> {
  try {
    return (await client.navigate(url)) !== null;
  } catch {
    return false;
  }
}

/**
 * A window of ours is focused and taken to the page; none open → a new window. Browsers refuse
 * focus() without a user activation they recognise (and some refuse it anyway): the window is
 * still navigated, so the candidate finds the page when they switch to it. A window the worker
 * does not control (opened before it was installed) is asked to navigate itself; only when no
 * window of ours could show the page is one opened.
 */
async function showPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const client = ours.find((candidate) => candidate.focused) ?? ours[0];
  if (client) {
    const focused = (await client.focus().catch(() => null)) ?? client;
    if (focused.url === url) return;
    if (await navigateWindow(focused, url)) return;
    if (await askPageToShow(focused, path)) return;
  }
  await self.clients.openWindow(url);
}

/** A click on the notification or on its button (event.action: 'open', 'reply'): both go to its page. */
export function onNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  event.waitUntil(showPage(clickTarget(event.notification.data)));
}

/** What renewing a subscription came to (for tests and logs; the event waits for it either way). */
type RenewalOutcome = 'renewed' | 'signed-out' | 'failed';

type SubscriptionChange = Pick<PushSubscriptionChangeEvent, 'oldSubscription' | 'newSubscription'>;

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** The key the old subscription was made with, else the server's (GET /push/key). */
async function applicationServerKey(change: SubscriptionChange, apiBase: string, send: typeof fetch) {
  const used = change.oldSubscription?.options.applicationServerKey;
  if (used) return used;
  const response = await send(`${apiBase}${apiPaths.pushKey}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`push key: ${response.status}`);
  return applicationServerKeyOf(mask(await response.json(), PushKey).publicKey);
}

/**
 * Subscribes again (unless the browser already did), tells the server the new subscription as the
 * signed-in candidate and forgets the old endpoint. Nobody signed in: nothing is done — a sign-out
 * drops the subscription anyway, and the server must not learn one it cannot attach to anyone.
 * Whatever fails here is repaired later: the next load re-syncs the browser's subscription
 * (features/pwa/push-device.ts), and the old endpoint's 404/410 makes the server forget it.
 */
async function renewSubscription(
  change: SubscriptionChange,
  session: SessionSource,
  send: typeof fetch = fetch,
): Promise<RenewalOutcome> {
  try {
    const current = await session.current();
    if (!current) return 'signed-out';
    const apiBase = apiBaseOf(await readAuth());
    const subscription =
      change.newSubscription ??
      (await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: await applicationServerKey(change, apiBase, send),
      }));
    const url = `${apiBase}${apiPaths.pushSubscriptions}`;
    const asCandidate = (method: 'POST' | 'DELETE', body: unknown) =>
      fetchAsCandidate(
        session,
        current.subject,
        url,
        { method, headers: JSON_HEADERS, body: JSON.stringify(body) },
        send,
      );
    const saved = await asCandidate('POST', subscriptionBodyOf(subscription));
    if (!(saved instanceof Response) || !saved.ok) return 'failed';
    const old = change.oldSubscription?.endpoint;
    if (old && old !== subscription.endpoint) await asCandidate('DELETE', { endpoint: old });
    return 'renewed';
  } catch {
    return 'failed';
  }
}

export function onPushSubscriptionChange(event: PushSubscriptionChangeEvent): void {
  event.waitUntil(renewSubscription(event, candidateSession()));
}
