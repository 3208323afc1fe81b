/**
 * Who sends the outbox, and who removes an entry from it. The service worker, when one controls
 * the page and answers the request (a worker from a build before the outbox never does);
 * otherwise this page, with the worker's own queue code, the same Idempotency-Keys and the same
 * IndexedDB queue — only who runs it differs (development, tests, browsers without service
 * workers). The page's session source is its HTTP client, whose refresh already coordinates with
 * the worker's.
 */

import { is } from 'superstruct';
import {
  type DiscardResult,
  OUTBOX_DISCARD_MESSAGE,
  OUTBOX_DRAIN_ACCEPTED,
  OUTBOX_DRAIN_MESSAGE,
  OUTBOX_SYNC_TAG,
  OutboxDiscardAnswer,
  type OutboxEvent,
} from '../contract/outbox';
import { accessTokenClaims } from '../contract/token-claims';
import type { SessionSource } from '../shared-outbox/outbox-auth';
import { discardQueuedEntry } from '../shared-outbox/outbox-discard';
import { type DrainResult, drainOutbox } from '../shared-outbox/outbox-drain';
import { refreshSession } from './http';
import { readTokens } from './tokens';

/** How long a controlling worker has to answer (accept a drain, a discard) before the page does it itself. */
const WORKER_ANSWER_MS = 3_000;

const pageSession: SessionSource = {
  async current() {
    const tokens = readTokens('app');
    return tokens
      ? { accessToken: tokens.accessToken, subject: accessTokenClaims(tokens.accessToken).subject ?? '' }
      : undefined;
  },
  async refresh() {
    try {
      return (await refreshSession('app')) ? 'ok' : 'refused';
    } catch {
      return 'unreachable';
    }
  },
};

/** Posts `message` to the worker with a port; answers what `read` finds in its reply, or undefined in time. */
function askWorker<T>(worker: ServiceWorker, message: object, read: (data: unknown) => T | undefined) {
  return new Promise<T | undefined>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(undefined);
    }, WORKER_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const answer = read(event.data);
      if (answer === undefined) return;
      clearTimeout(timer);
      channel.port1.close();
      resolve(answer);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

const controllingWorker = (): ServiceWorker | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;

/** Drains in the worker if it takes the job ('worker'), else here. */
export async function drainSomewhere(notify: (event: OutboxEvent) => void): Promise<'worker' | DrainResult> {
  const worker = controllingWorker();
  const accepted =
    worker &&
    (await askWorker(worker, { type: OUTBOX_DRAIN_MESSAGE }, (data) =>
      (data as { type?: unknown } | null)?.type === OUTBOX_DRAIN_ACCEPTED ? true : undefined,
    ));
  if (accepted) return 'worker';
  return drainOutbox({ session: pageSession, notify });
}

/**
 * "삭제": the worker removes the entry if it answers (and tells the other pages), else this page
 * does with the same code and the same guarantee — never while a drain is sending it.
 */
export async function discardSomewhere(id: string, notify: (event: OutboxEvent) => void): Promise<DiscardResult> {
  const worker = controllingWorker();
  const answered =
    worker &&
    (await askWorker(worker, { type: OUTBOX_DISCARD_MESSAGE, id }, (data) =>
      is(data, OutboxDiscardAnswer) && data.id === id ? data.result : undefined,
    ));
  if (answered) return answered;
  const result = await discardQueuedEntry(id);
  if (result === 'discarded') notify({ type: 'outbox/changed' });
  return result;
}

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background Sync, where the browser has it: the worker is woken once the connection is back, page open or not. */
export function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
