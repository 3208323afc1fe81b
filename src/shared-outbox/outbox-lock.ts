/**
 * Mutual exclusion across the worker and every page of the origin (Web Locks), so one drain and
 * one token refresh run at a time. Where Web Locks are missing, work is only serialised within
 * this global; the server's grace period for a refresh token presented twice covers the rest.
 *
 * Waiting is bounded: what runs under a lock is bounded itself (requests time out, IndexedDB steps
 * are given up, outbox-db.ts), so a lock not granted within LOCK_WAIT_MS is held by something that
 * will not let go — a page frozen in the back-forward cache with it — and the caller hears so
 * (LockUnavailableError) instead of waiting on.
 */
/** Longer than anything run under a lock may take (a refresh: its request's 30 s and a few storage steps). */
const LOCK_WAIT_MS = 60_000;

/** The lock was not granted in time; the work did not run. */
export class LockUnavailableError extends Error {
  override name = 'LockUnavailableError';
  constructor(lockName: string) {
    super(`lock ${lockName} not granted in time`);
  }
}

const chains = new Map<string, Promise<unknown>>();
/** Work queued or running per lock name in this global (the fallback's "is it held?"). */
const held = new Map<string, number>();

const webLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

const timeoutSignal = (ms: number) => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);

export function withLock<T>(name: string, work: () => Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  const locks = webLocks();
  if (locks && typeof locks.request === 'function') {
    let granted = false;
    const signal = timeoutSignal(waitMs);
    // The lock's promise settles as `work`'s does (the DOM typing nests the promise).
    const running = locks.request(name, signal ? { signal } : {}, () => {
      granted = true;
      return work();
    }) as Promise<unknown> as Promise<T>;
    return running.catch((error: unknown) => {
      if (granted) throw error;
      throw new LockUnavailableError(name);
    });
  }
  held.set(name, (held.get(name) ?? 0) + 1);
  const previous = chains.get(name) ?? Promise.resolve();
  const run = previous.then(work, work).finally(() => held.set(name, (held.get(name) ?? 1) - 1));
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

export type IfFree<T> = { ran: true; value: T } | { ran: false };

/** Runs `work` under the lock only if nobody holds it or waits for it now; never waits. */
export async function withLockIfFree<T>(name: string, work: () => Promise<T>): Promise<IfFree<T>> {
  const locks = webLocks();
  if (locks && typeof locks.request === 'function') {
    const answer = locks.request(
      name,
      { ifAvailable: true },
      async (lock): Promise<IfFree<T>> => (lock ? { ran: true, value: await work() } : { ran: false }),
    );
    return answer as Promise<unknown> as Promise<IfFree<T>>;
  }
  if ((held.get(name) ?? 0) > 0) return { ran: false };
  return { ran: true, value: await withLock(name, work) };
}
