/**
 * Mutual exclusion across the worker and every page of the origin (Web Locks), so one drain and
 * one token refresh run at a time. Where Web Locks are missing, work is only serialised within
 * this global; the server's grace period for a refresh token presented twice covers the rest.
 */
const chains = new Map<string, Promise<unknown>>();
/** Work queued or running per lock name in this global (the fallback's "is it held?"). */
const held = new Map<string, number>();

const webLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  // The lock's promise settles as `work`'s does (the DOM typing nests the promise).
  if (locks && typeof locks.request === 'function') return locks.request(name, work) as Promise<unknown> as Promise<T>;
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
