/**
 * Web push: the server's VAPID key, the subscriptions browsers register, and the payload every push
 * carries (read by the service worker, sw/push.ts). What the worker tells open pages is in
 * push-messages.ts, which pages load without the rest.
 */
import { define, type Infer, integer, nullable, number, object, optional, pattern, size, string } from 'superstruct';
import { AppPath, PushKind } from './push-messages';

/** GET /api/push/key: the applicationServerKey for pushManager.subscribe(). */
export const PushKey = object({
  /** The VAPID public key: an uncompressed P-256 point, base64url. */
  publicKey: string(),
});
export type PushKey = Infer<typeof PushKey>;

const PUSH_ENDPOINT_LENGTH_MAX = 2000;

/**
 * A push service's URL: https on the default port, printable ASCII (so the unique index never
 * holds more than 2,000 bytes), a host name rather than an address or localhost — no push service
 * lives on those. The shape only: the server also requires a known push service's host and checks
 * the addresses it resolves to before every push (server/providers/push-services.ts).
 */
const PushEndpoint = define<string>('PushEndpoint', (value) => {
  if (typeof value !== 'string' || value.length > PUSH_ENDPOINT_LENGTH_MAX || !/^https:\/\/[\x21-\x7e]+$/.test(value)) {
    return false;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/\.$/, '');
  const isAddress = /^[\d.]+$/.test(host) || host.startsWith('[');
  const isLocal = host === 'localhost' || host.endsWith('.localhost');
  return !isAddress && !isLocal && url.port === '' && !url.username && !url.password;
});

/** The browser's P-256 key: 65 bytes (uncompressed point, first byte 0x04), base64url with optional padding. */
const P256dhKey = pattern(string(), /^B[\w-]{86}=?$/);
/** The browser's auth secret: 16 bytes, base64url with optional padding. */
const AuthSecret = pattern(string(), /^[\w-]{22}(==)?$/);

/** POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it. */
export const PushSubscriptionBody = object({
  endpoint: PushEndpoint,
  expirationTime: optional(nullable(number())),
  keys: object({ p256dh: P256dhKey, auth: AuthSecret }),
});
export type PushSubscriptionBody = Infer<typeof PushSubscriptionBody>;

/** The VAPID public key as pushManager.subscribe() takes it (bytes, from the base64url of PushKey). */
export function applicationServerKeyOf(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The part of the browser's PushSubscription read here, spelled out so the contract needs no DOM types. */
interface BrowserSubscription {
  endpoint: string;
  toJSON(): { expirationTime?: number | null; keys?: Record<string, string> };
}

/** What POST /api/push/subscriptions takes, from the browser's subscription (page or worker). */
export function subscriptionBodyOf(subscription: BrowserSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** DELETE /api/push/subscriptions: which of the caller's subscriptions to forget. */
export const PushUnsubscribeBody = object({ endpoint: size(string(), 1, PUSH_ENDPOINT_LENGTH_MAX) });
export type PushUnsubscribeBody = Infer<typeof PushUnsubscribeBody>;

/** The most a badge says; the server never sends more. */
export const PUSH_BADGE_MAX = 9999;

/** What every push carries, encrypted; the worker shows it as a notification. */
export const PushPayload = object({
  title: size(string(), 1, 100),
  body: size(string(), 0, 500),
  /** Where a click on the notification goes, e.g. /my/result/12. */
  url: AppPath,
  kind: PushKind,
  /** Notifications with one tag replace each other (an offer's reminder replaces its arrival). */
  tag: size(string(), 1, 200),
  /**
   * What waits for the candidate when the push is sent — offers awaiting an answer (a curation
   * counted once) plus unread messages — for the app icon's badge; absent when it could not be read.
   */
  badge: optional(size(integer(), 0, PUSH_BADGE_MAX)),
});
export type PushPayload = Infer<typeof PushPayload>;
