/// <reference lib="webworker" />
/**
 * Push: every push shows a notification — browsers allow push only on that promise
 * (userVisibleOnly), so a payload we cannot read still shows a generic one. A click takes the
 * candidate to the page the push is about (an offer's countdown /my/result/{id}, a curation, a
 * message room): an open window of ours is focused and navigated there, or a new one is opened.
 */
import { is } from 'superstruct';
import { PushPayload } from '../src/contract/push';

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

export function onPush(event: PushEvent): void {
  const payload = readPushPayload(event.data);
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    lang: 'ko',
    tag: payload.tag,
    // A reminder replacing its offer's notice should still alert.
    renotify: true,
    data: { url: payload.url, kind: payload.kind },
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
}

/** The notification's same-origin target; anything else goes to /my. */
export function clickTarget(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/my';
}

async function showPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const client = ours.find((candidate) => candidate.focused) ?? ours[0];
  if (client) {
    const focused = (await client.focus()) ?? client;
    if (focused.url === url) return;
    try {
      // navigate() works only on windows this worker controls; otherwise a new window opens.
      if (await focused.navigate(url)) return;
    } catch {
      // Fall through to a new window.
    }
  }
  await self.clients.openWindow(url);
}

export function onNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  const url = new URL(clickTarget(event.notification.data), self.location.origin).href;
  event.waitUntil(showPage(url));
}
