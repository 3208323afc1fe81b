/**
 * Waiting for a Web Lock is bounded: a lock that something never lets go of (a page frozen in the
 * back-forward cache while holding it) ends the wait with LockUnavailableError, and the work does
 * not run; work that was granted the lock is never cut short by that bound.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockUnavailableError, withLock } from './outbox-lock';

type Callback = (lock: { name: string } | null) => Promise<unknown>;

/** Web Locks as the spec has them, enough for one origin: a queue per name, `signal` aborting a wait. */
function fakeLocks() {
  const queues = new Map<string, (() => void)[]>();
  const busy = new Set<string>();
  const next = (name: string) => {
    const waiting = queues.get(name)?.shift();
    if (waiting) waiting();
    else busy.delete(name);
  };
  return {
    request(name: string, optionsOrCallback: { signal?: AbortSignal } | Callback, maybeCallback?: Callback) {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback;
      return new Promise((resolve, reject) => {
        const grant = () => {
          options.signal?.removeEventListener('abort', onAbort);
          callback({ name })
            .then(resolve, reject)
            .finally(() => next(name));
        };
        const onAbort = () => {
          const queue = queues.get(name) ?? [];
          queues.set(
            name,
            queue.filter((item) => item !== grant),
          );
          reject(options.signal?.reason);
        };
        if (!busy.has(name)) {
          busy.add(name);
          grant();
          return;
        }
        options.signal?.addEventListener('abort', onAbort);
        queues.set(name, [...(queues.get(name) ?? []), grant]);
      });
    },
  };
}

beforeEach(() => {
  Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('withLock', () => {
  it('ends a wait for a lock that is never let go with LockUnavailableError, without running the work', async () => {
    void withLock('held-forever', () => new Promise(() => undefined));
    let ran = false;
    await expect(
      withLock(
        'held-forever',
        async () => {
          ran = true;
        },
        50,
      ),
    ).rejects.toBeInstanceOf(LockUnavailableError);
    expect(ran).toBe(false);
  });

  it('lets granted work run past the bound, and the next waiter have the lock after it', async () => {
    const first = withLock('slow', () => new Promise((resolve) => setTimeout(() => resolve('first'), 100)), 20);
    const second = withLock('slow', async () => 'second', 1_000);
    expect(await first).toBe('first');
    expect(await second).toBe('second');
  });

  it("passes the work's own error on as it is", async () => {
    await expect(
      withLock('failing', async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
  });
});
