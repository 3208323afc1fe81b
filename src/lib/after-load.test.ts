import { describe, expect, it } from 'vitest';
import { afterLoad } from './after-load';

describe('afterLoad', () => {
  it('settles for each caller in a task of its own, in the order they asked', async () => {
    const settled: string[] = [];
    const first = afterLoad().then(() => settled.push('outbox'));
    const second = afterLoad().then(() => settled.push('pwa'));
    await first;
    // Every microtask queued so far has run: the second caller still waits for its task.
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toEqual(['outbox']);
    await second;
    expect(settled).toEqual(['outbox', 'pwa']);
  });

  it('still settles, a task later, for a caller that comes long after the load', async () => {
    await afterLoad();
    await expect(afterLoad()).resolves.toBeUndefined();
  });
});
