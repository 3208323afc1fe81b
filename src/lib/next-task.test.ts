import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask without scheduler.yield (Firefox, WebKit)', () => {
  it('settles after the microtasks already queued, and each wait in the order asked', async () => {
    const order: string[] = [];
    const waits = [1, 2, 3].map((n) => nextTask().then(() => order.push(`task ${n}`)));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.all(waits);
    expect(order).toEqual(['microtask', 'task 1', 'task 2', 'task 3']);
  });
});
