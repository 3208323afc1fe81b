/**
 * The queue of writes waiting to be sent (DESIGN §3 outbox), kept in IndexedDB so a reload, a
 * browser restart or a server restart loses nothing. Entries are read back through the
 * contract's struct: anything that does not match (a shape from an older build) is ignored.
 * Runs in the worker and, without one, in the page.
 */
import { is } from 'superstruct';
import { OUTBOX_ENTRIES_STORE, OUTBOX_RECEIPT_MAX_AGE_MS, OutboxEntry } from '../contract/outbox';
import { commitNow, inStore, lastRequest, requestResult } from './outbox-db';

export type NewOutboxEntry = Omit<
  OutboxEntry,
  'order' | 'state' | 'waiting' | 'refusal' | 'response' | 'sentAt' | 'sendingAt' | 'meta'
> & {
  meta?: unknown;
};

const byOrder = (a: OutboxEntry, b: OutboxEntry) => a.order - b.order;

const storedEntries = (values: unknown[]) => values.filter((value): value is OutboxEntry => is(value, OutboxEntry));
const readAll = async (store: IDBObjectStore) => storedEntries(await requestResult(store.getAll()));

/** Every entry, oldest first. */
export const listEntries = (): Promise<OutboxEntry[]> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readonly', async (store) =>
    storedEntries(await lastRequest(store.getAll())).sort(byOrder),
  );

/** Adds an entry behind every other (its order is later than any stored one). An existing id is kept as it is. */
export const addEntry = (entry: NewOutboxEntry): Promise<OutboxEntry> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readwrite', async (store) => {
    const entries = await readAll(store);
    const existing = entries.find((item) => item.id === entry.id);
    if (existing) return existing;
    const last = Math.max(0, ...entries.map((item) => item.order));
    const stored: OutboxEntry = {
      ...entry,
      meta: entry.meta,
      order: Math.max(Date.now(), last + 1),
      state: 'queued',
      response: undefined,
    };
    await lastRequest(store.put(stored));
    return stored;
  });

/** Changes one entry; answers the stored result, or undefined when it is gone. */
export const updateEntry = (
  id: string,
  change: (entry: OutboxEntry) => OutboxEntry,
): Promise<OutboxEntry | undefined> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readwrite', async (store) => {
    const current: unknown = await requestResult(store.get(id));
    if (!is(current, OutboxEntry)) return undefined;
    const next = change(current);
    await lastRequest(store.put(next));
    return next;
  });

/**
 * A drain takes a queued entry for one attempt (marks it `sendingAt`), in one transaction with the
 * check that it is still queued: undefined when it was discarded or settled since it was listed.
 */
export const claimEntry = (id: string, now = new Date()): Promise<OutboxEntry | undefined> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readwrite', async (store) => {
    const current: unknown = await requestResult(store.get(id));
    if (!is(current, OutboxEntry) || current.state !== 'queued') return undefined;
    const claimed: OutboxEntry = { ...current, sendingAt: now.toISOString() };
    await lastRequest(store.put(claimed));
    return claimed;
  });

export const deleteEntry = (id: string): Promise<void> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readwrite', async (store) => {
    await lastRequest(store.delete(id));
  });

/** Deletes the entries `doomed` picks; answers how many. */
export const deleteEntriesWhere = (doomed: (entry: OutboxEntry) => boolean): Promise<number> =>
  inStore(OUTBOX_ENTRIES_STORE, 'readwrite', async (store) => {
    const picked = (await readAll(store)).filter(doomed);
    const deletes = picked.map((entry) => requestResult(store.delete(entry.id)));
    commitNow(store.transaction);
    await Promise.all(deletes);
    return picked.length;
  });

/** Answers no page took within the time the server keeps keys: nobody will ask for them any more. */
export const purgeOldReceipts = (now = Date.now()) =>
  deleteEntriesWhere(
    (entry) => entry.state === 'sent' && Date.parse(entry.sentAt ?? entry.createdAt) < now - OUTBOX_RECEIPT_MAX_AGE_MS,
  );

/** Back in the queue after a refusal ("다시 보내기"): same key, same body, behind nothing it was before. */
export const requeueEntry = (id: string) =>
  updateEntry(id, (entry) => ({ ...entry, state: 'queued', refusal: undefined, waiting: undefined }));
