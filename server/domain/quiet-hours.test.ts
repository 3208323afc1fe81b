import { describe, expect, it } from 'vitest';
import { heldUntil, isQuietHour, nextQuietEnd } from './quiet-hours';

/** An instant given as Seoul wall-clock time. */
const kst = (local: string) => new Date(`${local}+09:00`);

describe('quiet hours', () => {
  it('are 22:00 to 08:00 in Seoul', () => {
    expect(isQuietHour(kst('2026-11-26T21:59:59'))).toBe(false);
    expect(isQuietHour(kst('2026-11-26T22:00:00'))).toBe(true);
    expect(isQuietHour(kst('2026-11-27T07:59:59'))).toBe(true);
    expect(isQuietHour(kst('2026-11-27T08:00:00'))).toBe(false);
  });

  it('hold a push until 08:00, the same night or the next morning', () => {
    expect(nextQuietEnd(kst('2026-11-26T23:10:00'))).toEqual(kst('2026-11-27T08:00:00'));
    expect(nextQuietEnd(kst('2026-11-27T03:00:00'))).toEqual(kst('2026-11-27T08:00:00'));
    expect(heldUntil(kst('2026-11-26T23:10:00'), undefined)).toEqual(kst('2026-11-27T08:00:00'));
    expect(heldUntil(kst('2026-11-26T12:00:00'), undefined)).toBeUndefined();
  });

  it('let through what ends within the hour', () => {
    const now = kst('2026-11-26T23:10:00');
    expect(heldUntil(now, kst('2026-11-26T23:59:59'))).toBeUndefined();
    expect(heldUntil(now, kst('2026-11-27T01:00:00'))).toEqual(kst('2026-11-27T08:00:00'));
  });
});
