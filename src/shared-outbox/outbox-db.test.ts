/**
 * The outbox database never leaves a caller waiting: a step that cannot finish is given up with
 * StorageStuckError and writes nothing, and a page leaving aborts what it has open, so nothing of
 * it holds the database for the pages and the worker that come after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_AUTH_STORE, OUTBOX_DB_NAME } from '../contract/outbox';
import { closeOutboxDb, inStore, lastRequest, openOutboxDb, requestResult, StorageStuckError } from './outbox-db';

const KEY = 'probe';

const read = () => inStore(OUTBOX_AUTH_STORE, 'readonly', (store) => lastRequest(store.get(KEY)));
const write = (value: string) =>
  inStore(OUTBOX_AUTH_STORE, 'readwrite', async (store) => {
    await lastRequest(store.put(value, KEY));
  });

/** Keeps `store`'s transaction running (as a frozen page's looks to the database) until it is aborted. */
function keepBusy(store: IDBObjectStore) {
  const spin = () => {
    try {
      store.get(KEY).onsuccess = spin;
    } catch {
      // Aborted: nothing more to keep busy.
    }
  };
  spin();
}

/** A transaction of another connection that does not end until released. */
async function holdStoreElsewhere() {
  const other = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(OUTBOX_DB_NAME);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const transaction = other.transaction(OUTBOX_AUTH_STORE, 'readwrite');
  keepBusy(transaction.objectStore(OUTBOX_AUTH_STORE));
  return () => {
    transaction.abort();
    other.close();
  };
}

afterEach(async () => {
  await inStore(OUTBOX_AUTH_STORE, 'readwrite', (store) => lastRequest(store.delete(KEY)));
  await closeOutboxDb();
});

describe('inStore', () => {
  it('gives a step stuck behind a transaction that does not end up with StorageStuckError', async () => {
    await openOutboxDb();
    const release = await holdStoreElsewhere();
    try {
      await expect(
        inStore(OUTBOX_AUTH_STORE, 'readwrite', (store) => lastRequest(store.put('queued', KEY)), 50),
      ).rejects.toBeInstanceOf(StorageStuckError);
    } finally {
      release();
    }
    // Once it ends, the database serves at once.
    await write('next');
    expect(await read()).toBe('next');
  });

  it('aborts a step that does not finish in time: what it had put is not kept', async () => {
    const stuck = inStore(
      OUTBOX_AUTH_STORE,
      'readwrite',
      async (store) => {
        await requestResult(store.put('half', KEY));
        keepBusy(store);
        await new Promise(() => undefined);
      },
      50,
    );
    await expect(stuck).rejects.toBeInstanceOf(StorageStuckError);
    expect(await read()).toBeUndefined();
  });

  it('a page leaving aborts its unfinished step and the next step opens the database again', async () => {
    let started: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const leaving = inStore(OUTBOX_AUTH_STORE, 'readwrite', async (store) => {
      await requestResult(store.put('left behind', KEY));
      keepBusy(store);
      started();
      await new Promise(() => undefined);
    });
    await begun;
    window.dispatchEvent(new Event('pagehide'));
    await expect(leaving).rejects.toThrow();
    expect(await read()).toBeUndefined();
    await write('after');
    expect(await read()).toBe('after');
  });
});
