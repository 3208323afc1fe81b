/**
 * Mutual exclusion across the worker and every page of the origin (Web Locks), so one drain and
 * one token refresh run at a time. Where Web Locks are missing, work is only serialised within
 * this global; the server's grace period for a refresh token presented twice covers the rest.
 */
const chains = new Map<string, Promise<unknown>>();

export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise settles as `work`'s does (the DOM typing nests the promise).
  if (locks && typeof locks.request === 'function') return locks.request(name, work) as Promise<unknown> as Promise<T>;
  const previous = chains.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
