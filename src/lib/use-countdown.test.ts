import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMinutesSeconds, useCountdown } from './use-countdown';

describe('formatMinutesSeconds', () => {
  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [299_000, '4:59'],
    [60_000, '1:00'],
    [59_000, '0:59'],
    [1, '0:01'],
    [0, '0:00'],
  ])('shows %i ms as %s', (milliseconds, shown) => {
    expect(formatMinutesSeconds(milliseconds)).toBe(shown);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down once a second', () => {
    const deadline = Date.now() + 3000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(3000);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2000);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1000);
  });

  it('stops at zero once the deadline has passed', () => {
    const deadline = Date.now() + 2000;
    const { result } = renderHook(() => useCountdown(deadline));

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);

    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('is zero for a deadline already in the past', () => {
    const deadline = Date.now() - 10_000;
    const { result } = renderHook(() => useCountdown(deadline));

    expect(result.current).toBe(0);
  });

  it('is zero without a deadline and starts no timer', () => {
    const { result } = renderHook(() => useCountdown(undefined));

    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts from the new deadline when the deadline changes', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: Date.now() + 1000 },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);

    rerender({ deadline: Date.now() + 300_000 });
    expect(result.current).toBe(300_000);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(299_000);
  });

  it('stops ticking when unmounted', () => {
    const deadline = Date.now() + 5000;
    const { unmount } = renderHook(() => useCountdown(deadline));

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});
