/**
 * The outbox's working parts (lib/outbox-client.ts loads this module on the first call that needs
 * it): writing, retrying and deleting entries, asking for drains and taking in what they report,
 * the triggers, and whose entries are kept. Each concern sits in a file of its own: asking for drains
 * (outbox-drain-requests.ts), the triggers (outbox-triggers.ts), the candidate's writes, retries and
 * deletes (outbox-writes.ts), and whose entries are kept (outbox-drops.ts).
 */
export { outboxSettled } from './outbox-drain-requests';
export { dropOutboxOf, dropOutboxOfOthers, dropOutboxOfSignedIn } from './outbox-drops';
export { startOutbox, stopOutbox } from './outbox-triggers';
export { discardEntry, enqueueWrite, retryEntry } from './outbox-writes';
