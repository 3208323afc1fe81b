/**
 * What the service worker tells the app's open windows about pushes (postMessage), and the kind and
 * path every push carries (contract/push.ts). Apart from the rest of the push contract: every
 * offer and meeting page listens for these, and none needs the subscription's checks.
 */
import { enums, type Infer, literal, object, pattern, size, string } from 'superstruct';

export const PushKind = enums(['OFFER', 'CURATION', 'MESSAGE', 'MEETING']);

/** A same-origin path (never `//host`, which a browser reads as another origin). */
export const AppPath = pattern(size(string(), 1, 500), /^\/(?![/\\])/);

/**
 * Worker → page (postMessage): a notification was clicked and this window could not be navigated
 * by the worker (a window the worker does not control); the page shows `url` itself and answers
 * `PUSH_NAVIGATE_DONE` on the port it is given.
 */
export const PUSH_NAVIGATE_MESSAGE = 'push/navigate';
export const PushNavigateMessage = object({ type: literal(PUSH_NAVIGATE_MESSAGE), url: AppPath });
export const PUSH_NAVIGATE_DONE = 'push/navigate-done';

/**
 * Worker → every open window (postMessage): a push arrived. A page on view reads again what it is
 * about, so the screen is never behind the notification above it.
 */
export const PUSH_RECEIVED_MESSAGE = 'push/received';
export const PushReceivedMessage = object({ type: literal(PUSH_RECEIVED_MESSAGE), kind: PushKind, url: AppPath });
export type PushReceivedMessage = Infer<typeof PushReceivedMessage>;
