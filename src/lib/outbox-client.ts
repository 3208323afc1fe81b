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
 * This module is what the rest of the app imports (the shell loads it lazily); each concern sits
 * in a file of its own: the page's copy of the queue (outbox-state.ts), asking for drains and
 * taking in what they report (outbox-drain-requests.ts), the triggers (outbox-triggers.ts), the
 * answers handed to views (outbox-receipts.ts), the candidate's writes, retries and deletes
 * (outbox-writes.ts), and whose entries are kept (outbox-drops.ts).
 */
export { outboxSettled } from './outbox-drain-requests';
export { dropOutboxOf, dropOutboxOfOthers, dropOutboxOfSignedIn } from './outbox-drops';
export { onOutboxRefused, onOutboxSent } from './outbox-receipts';
export { currentSubject, outboxState, subscribeOutbox } from './outbox-state';
export { startOutbox, stopOutbox } from './outbox-triggers';
export { discardEntry, enqueueWrite, type OutboxWrite, retryEntry } from './outbox-writes';
