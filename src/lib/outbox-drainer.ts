/**
 * Who sends the outbox. The service worker, when one controls the page and answers the request
 * (a worker from a build before the outbox never does); otherwise this page, with the worker's
 * own queue code, the same Idempotency-Keys and the same IndexedDB queue — only the drainer
 * differs (development, tests, browsers without service workers). The page's session source is
 * its HTTP client, whose refresh already coordinates with the worker's.
 */

import type { SessionSource } from '../../sw/outbox-auth';
import { type DrainResult, drainOutbox } from '../../sw/outbox-drain';
import { OUTBOX_DRAIN_ACCEPTED, OUTBOX_DRAIN_MESSAGE, OUTBOX_SYNC_TAG, type OutboxEvent } from '../contract/outbox';
import { accessTokenClaims } from '../contract/token-claims';
import { refreshSession } from './http';
import { readTokens } from './tokens';

/** How long a controlling worker has to accept a drain before the page drains itself. */
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

function workerAccepts(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, WORKER_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<{ type?: unknown }>) => {
      if (event.data?.type !== OUTBOX_DRAIN_ACCEPTED) return;
      clearTimeout(timer);
      channel.port1.close();
      resolve(true);
    };
    worker.postMessage({ type: OUTBOX_DRAIN_MESSAGE }, [channel.port2]);
  });
}

const controllingWorker = (): ServiceWorker | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;

/** Drains in the worker if it takes the job ('worker'), else here. */
export async function drainSomewhere(notify: (event: OutboxEvent) => void): Promise<'worker' | DrainResult> {
  const worker = controllingWorker();
  if (worker && (await workerAccepts(worker))) return 'worker';
  return drainOutbox({ session: pageSession, notify });
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
