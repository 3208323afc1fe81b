import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction, IDLE_FALLBACK_MS, UNTOUCHED_DELAY_MS } from './after-first-interaction';

/** A window with what the scheduler reads, loaded `loadedAgoMs` ago (or still loading), without requestIdleCallback as in Safari. */
function fakeWindow(loadedAgoMs: number | undefined) {
  const target = new EventTarget();
  const document = { readyState: loadedAgoMs === undefined ? 'loading' : 'complete' };
  const now = 10_000;
  const performance = {
    now: () => now,
    getEntriesByType: () => [{ loadEventEnd: now - (loadedAgoMs ?? 0) }],
  };
  return Object.assign(target, {
    document,
    performance,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  }) as unknown as Window & { document: { readyState: string } };
}

describe('afterFirstInteraction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits, untouched, until 5 s after the load event', () => {
    const target = fakeWindow(1_000);
    const run = vi.fn();
    afterFirstInteraction(run, target);

    vi.advanceTimersByTime(UNTOUCHED_DELAY_MS - 1_000 - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + IDLE_FALLBACK_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it('counts the 5 s from the load event when it has not come yet', () => {
    const target = fakeWindow(undefined);
    const run = vi.fn();
    afterFirstInteraction(run, target);

    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    target.document.readyState = 'complete';
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(UNTOUCHED_DELAY_MS + IDLE_FALLBACK_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it.each(['pointerdown', 'keydown', 'scroll', 'touchstart'])(
    'starts in an idle moment after the first %s, once',
    (type) => {
      const target = fakeWindow(0);
      const run = vi.fn();
      afterFirstInteraction(run, target);

      target.dispatchEvent(new Event(type));
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(IDLE_FALLBACK_MS);
      expect(run).toHaveBeenCalledOnce();

      target.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(UNTOUCHED_DELAY_MS * 2);
      expect(run).toHaveBeenCalledOnce();
    },
  );

  it('waits for the browser to be idle where it can say so', () => {
    const target = fakeWindow(0);
    const idle: (() => void)[] = [];
    Object.assign(target, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    const run = vi.fn();
    afterFirstInteraction(run, target);

    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(UNTOUCHED_DELAY_MS);
    expect(run).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    expect(run).toHaveBeenCalledOnce();
  });
});
