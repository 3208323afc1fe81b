/**
 * The outbox's IndexedDB, opened with nothing but the platform (the worker may import only the
 * contract and workbox). Used by the worker and, where no worker controls the page, by the page:
 * so everything here uses only what both globals have.
 *
 * No step may wait forever. A transaction commits only once the context that opened it says so,
 * and a page frozen in the back-forward cache says nothing: WebKit keeps its transaction open,
 * and every later read-write transaction on the database, from any page or the worker, queues
 * behind it until the frozen page is evicted (minutes, or never in a long session). So a step's
 * last request commits at once (`lastRequest`), a page leaving aborts what it still has open
 * and closes its connection, and a step that does not finish in `STORAGE_STEP_MS` is given up
 * with a StorageStuckError rather than waited for: aborted, so nothing of it is written — unless
 * its commit was already asked for, in which case it may still land whole later.
 */
import { OUTBOX_AUTH_STORE, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_ENTRIES_STORE } from '../contract/outbox';

/** One step (opening included) that takes longer is stuck behind something that will not end. */
const STORAGE_STEP_MS = 5_000;

/** The database did not answer within STORAGE_STEP_MS; the step was given up (see above). */
export class StorageStuckError extends Error {
  override name = 'StorageStuckError';
  constructor() {
    super('outbox storage did not answer in time');
  }
}

let opening: Promise<IDBDatabase> | undefined;
/** This context's transactions not yet finished: a page leaving aborts them. */
const unfinished = new Set<IDBTransaction>();

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Rejects with StorageStuckError (after `onStuck`) unless `promise` settles within `ms`. */
function withinStep<T>(promise: Promise<T>, ms: number, onStuck: () => void = () => undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onStuck();
      reject(new StorageStuckError());
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function open(): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME, OUTBOX_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_ENTRIES_STORE))
        db.createObjectStore(OUTBOX_ENTRIES_STORE, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(OUTBOX_AUTH_STORE)) db.createObjectStore(OUTBOX_AUTH_STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('outbox database blocked'));
  });
}

export function openOutboxDb(): Promise<IDBDatabase> {
  if (opening) return opening;
  const request = open();
  // An open given up on that succeeds later is closed: nobody uses it.
  const connection = withinStep(request, STORAGE_STEP_MS, () =>
    request.then(
      (db) => db.close(),
      () => undefined,
    ),
  );
  opening = connection;
  const forget = () => {
    if (opening === connection) opening = undefined;
  };
  connection.then((db) => {
    // A newer version (or a deletion) elsewhere: step aside, the next call opens again.
    db.onversionchange = () => {
      db.close();
      forget();
    };
  }, forget);
  return connection;
}

/** Transaction `transaction` has committed; rejects when it aborted or failed. */
function finished(transaction: IDBTransaction): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('outbox transaction aborted'));
  });
  // Awaited by the step; an abandoned step is no longer there to hear how it ended.
  done.catch(() => undefined);
  return done;
}

const abort = (transaction: IDBTransaction | undefined) => {
  try {
    transaction?.abort();
  } catch {
    // Already committed or aborted.
  }
};

/**
 * Runs `work` in one transaction on `storeName` and resolves with what it answered once the
 * transaction has committed (so a caller never acts on a write that could still roll back).
 * `work` makes its last request with `lastRequest`. Rejects with StorageStuckError when the step
 * takes longer than `stepMs`.
 */
export async function inStore<T>(
  storeName: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
  stepMs = STORAGE_STEP_MS,
): Promise<T> {
  let transaction: IDBTransaction | undefined;
  const step = (async () => {
    const db = await openOutboxDb();
    transaction = db.transaction(storeName, mode);
    unfinished.add(transaction);
    const done = finished(transaction);
    const working = Promise.resolve(work(transaction.objectStore(storeName)));
    working.catch(() => undefined);
    // An aborted transaction (the page leaving, the deadline) ends the step whatever `work` awaits.
    const result = await Promise.race([working, done.then(() => working)]);
    await done;
    return result;
  })();
  try {
    return await withinStep(step, stepMs, () => abort(transaction));
  } finally {
    if (transaction) unfinished.delete(transaction);
  }
}

/** One request's result, inside a transaction opened by `inStore`. */
export const requestResult = settled;

/**
 * The step's last request: its transaction is committed now, not once this context next gets
 * round to it, so a page frozen right after still leaves nothing open behind it.
 */
export function lastRequest<T>(request: IDBRequest<T>): Promise<T> {
  const result = settled(request);
  if (request.transaction) commitNow(request.transaction);
  return result;
}

/** Commits once the requests made so far have run (where the browser can be told so). */
export function commitNow(transaction: IDBTransaction): void {
  try {
    transaction.commit?.();
  } catch {
    // Already finishing.
  }
}

/**
 * A page going away (or into the back-forward cache) aborts its unfinished steps and closes the
 * connection: frozen, it could neither commit them nor step aside for a newer version. Restored,
 * it opens the database again on its next step.
 */
function letGoOnPageHide(): void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  window.addEventListener('pagehide', () => {
    for (const transaction of unfinished) abort(transaction);
    unfinished.clear();
    const connection = opening;
    opening = undefined;
    connection?.then((db) => db.close()).catch(() => undefined);
  });
}
letGoOnPageHide();

/** Closes the connection (tests delete the database between cases). */
export async function closeOutboxDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) (await current.catch(() => undefined))?.close();
}
