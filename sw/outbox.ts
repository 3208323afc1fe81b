/// <reference lib="webworker" />
/**
 * The outbox in the worker (DESIGN §3). The queue lives here so that, where the browser has
 * Background Sync, it drains with no page open; everywhere else a page asks (on start, on
 * `online`, on becoming visible) with a message. Pages write entries and tokens into IndexedDB
 * themselves; the worker sends and tells them what happened on the outbox channel. "삭제" is
 * asked of the worker too, which removes an entry only when no drain is sending it.
 */
import { is } from 'superstruct';
import {
  OUTBOX_DISCARD_ANSWER,
  OUTBOX_DRAIN_ACCEPTED,
  OUTBOX_DRAIN_MESSAGE,
  OUTBOX_SYNC_TAG,
  OutboxDiscardRequest,
} from '../src/contract/outbox';
import { discardQueuedEntry } from '../src/shared-outbox/outbox-discard';
import { type DrainResult, drainOutbox } from '../src/shared-outbox/outbox-drain';
import { candidateSession, notifyPages } from './candidate-session';

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

const drain = (): Promise<DrainResult> => drainOutbox({ session: candidateSession(), notify: notifyPages });

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
  const port = event.ports[0];
  if (is(event.data, OutboxDiscardRequest)) {
    const { id } = event.data;
    event.waitUntil(
      discardQueuedEntry(id).then((result) => {
        port?.postMessage({ type: OUTBOX_DISCARD_ANSWER, id, result });
        if (result === 'discarded') notifyPages({ type: 'outbox/changed' });
      }),
    );
    return;
  }
  if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_DRAIN_MESSAGE) return;
  port?.postMessage({ type: OUTBOX_DRAIN_ACCEPTED });
  event.waitUntil(drain().catch(() => undefined));
}
