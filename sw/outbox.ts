/// <reference lib="webworker" />
/**
 * The outbox in the worker (DESIGN §3). The queue lives here so that, where the browser has
 * Background Sync, it drains with no page open; everywhere else a page asks (on start, on
 * `online`, on becoming visible) with a message. Pages write entries and tokens into IndexedDB
 * themselves; the worker sends and tells them what happened on the outbox channel.
 */
import {
  OUTBOX_CHANNEL,
  OUTBOX_DRAIN_ACCEPTED,
  OUTBOX_DRAIN_MESSAGE,
  OUTBOX_SYNC_TAG,
  type OutboxEvent,
} from '../src/contract/outbox';
import { workerSession } from './outbox-auth';
import { type DrainResult, drainOutbox } from './outbox-drain';

declare const self: ServiceWorkerGlobalScope;

declare global {
  /** Background Sync (not in TypeScript's lib): the browser's wake-up once a connection is back. */
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
    readonly lastChance: boolean;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
const notify = (event: OutboxEvent) => channel?.postMessage(event);

const drain = (): Promise<DrainResult> =>
  drainOutbox({
    session: workerSession({ onRotated: () => notify({ type: 'outbox/tokens-rotated' }) }),
    notify,
  });

export function onOutboxSync(event: SyncEvent): void {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    drain().then((result) => {
      // A rejected sync is retried by the browser later (with back-off), which is what "wait" needs.
      if (result === 'wait' && !event.lastChance) throw new Error('outbox: waiting for the connection');
    }),
  );
}

export function onOutboxMessage(event: ExtendableMessageEvent): void {
  if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_DRAIN_MESSAGE) return;
  event.ports[0]?.postMessage({ type: OUTBOX_DRAIN_ACCEPTED });
  event.waitUntil(drain().catch(() => undefined));
}
