/**
 * The page's side of the outbox (DESIGN §3): it writes entries into the IndexedDB queue, asks for
 * a drain (on start, on `online`, on becoming visible or shown again, after each write, when a
 * request succeeds after the server was away or unreachable, after a pause growing from 2 s to a
 * minute while an entry waits — the only trigger when no `online` ever comes —; Background Sync
 * besides), feeds what the drains met into the app's reachability (server-availability.ts),
 * and shows what the drainer reports on the outbox channel. The queue itself, and its sending,
 * belong to the service worker (sw/outbox.ts, with src/shared-outbox/); pages only trigger and
 * display.
 *
 * This module is what the rest of the app imports. What a view shows is here at once: the page's
 * copy of the queue (outbox-state.ts) and the answers handed to views (outbox-receipts.ts). What
 * writes, sends and listens (outbox-machinery.ts, about 3.5 KB) loads on the first call that needs
 * it, so a page's first screen does not wait for the drain; the worker precaches it for offline.
 */
import type { DiscardResult } from '../contract/outbox';
import { readQueue } from './outbox-state';
import type { OutboxWrite } from './outbox-writes';

export { onOutboxRefused, onOutboxSent } from './outbox-receipts';
export { currentSubject, outboxState, subscribeOutbox } from './outbox-state';
export type { OutboxWrite } from './outbox-writes';

const machinery = () => import('./outbox-machinery');

/** Queues a write as the signed-in candidate and asks for a drain; resolves once it is stored. */
export const enqueueWrite = async (write: OutboxWrite) => (await machinery()).enqueueWrite(write);

/** "다시 보내기" for a refused entry, or "now" for a waiting one. */
export const retryEntry = async (id: string) => (await machinery()).retryEntry(id);

/** "삭제": what became of the entry (outbox-writes.ts). Never throws. */
export const discardEntry = (id: string): Promise<DiscardResult> =>
  machinery().then(
    (loaded) => loaded.discardEntry(id),
    (): DiscardResult => 'failed',
  );

/** Resolves once the last trigger has read the queue and the drain it asked for is over. */
export const outboxSettled = async () => (await machinery()).outboxSettled();

export const dropOutboxOf = async (subject: string) => (await machinery()).dropOutboxOf(subject);
export const dropOutboxOfSignedIn = async () => (await machinery()).dropOutboxOfSignedIn();
export const dropOutboxOfOthers = async (subject: string) => (await machinery()).dropOutboxOfOthers(subject);

/**
 * Listens for the triggers (once) and kicks the outbox: the shell when a candidate is signed in,
 * every outbox view when it mounts. The queue is read at once, so a view shows what waits before
 * the rest arrives.
 */
export function startOutbox(): void {
  if (typeof window === 'undefined') return;
  void readQueue();
  void machinery().then((loaded) => loaded.startOutbox());
}
