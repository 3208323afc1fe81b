/**
 * The outbox's IndexedDB, opened with nothing but the platform (the worker may import only the
 * contract and workbox). Used by the worker and, where no worker controls the page, by the page:
 * so everything here uses only what both globals have.
 */
import { OUTBOX_AUTH_STORE, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_ENTRIES_STORE } from '../contract/outbox';

let opening: Promise<IDBDatabase> | undefined;

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

export function openOutboxDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(OUTBOX_DB_NAME, OUTBOX_DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(OUTBOX_ENTRIES_STORE))
        db.createObjectStore(OUTBOX_ENTRIES_STORE, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(OUTBOX_AUTH_STORE)) db.createObjectStore(OUTBOX_AUTH_STORE);
    };
    open.onsuccess = () => {
      const db = open.result;
      // A newer version (or a deletion) elsewhere: step aside, the next call opens again.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error('outbox database blocked'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/**
 * Runs `work` in one transaction on `storeName` and resolves with what it answered once the
 * transaction has committed (so a caller never acts on a write that could still roll back).
 */
export async function inStore<T>(
  storeName: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const db = await openOutboxDb();
  const transaction = db.transaction(storeName, mode);
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('outbox transaction aborted'));
  });
  const result = await work(transaction.objectStore(storeName));
  await done;
  return result;
}

/** One request's result, inside a transaction opened by `inStore`. */
export const requestResult = settled;

/** Closes the connection (tests delete the database between cases). */
export async function closeOutboxDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) (await current.catch(() => undefined))?.close();
}
