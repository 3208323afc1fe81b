import { describe, expect, it } from 'vitest';
import { formatKstDate, formatKstDateTime, formatKstSlot, formatRemaining } from './kst';

describe('KST formatting', () => {
  it('shows the Korean date of an instant, whatever the machine time zone', () => {
    expect(formatKstDate('2026-11-29T14:59:59.999Z')).toBe('2026년 11월 29일');
    expect(formatKstDate('2026-11-29T15:00:00.000Z')).toBe('2026년 11월 30일');
    expect(formatKstDateTime('2026-11-29T14:59:59.999Z')).toContain('23:59');
  });

  it('shows a meeting slot with its Seoul weekday and times', () => {
    expect(formatKstSlot('2026-11-27T05:00:00Z', '2026-11-27T05:30:00Z')).toBe('11월 27일 (금) 14:00–14:30');
    expect(formatKstSlot('2026-11-27T15:00:00Z', '2026-11-27T16:00:00Z')).toBe('11월 28일 (토) 00:00–01:00');
  });

  it('counts down in days and a clock', () => {
    expect(formatRemaining(6 * 86_400_000 + 13 * 3_600_000 + 4 * 60_000 + 9_000)).toBe('6일 13:04:09');
    expect(formatRemaining(59_000)).toBe('00:00:59');
    expect(formatRemaining(0)).toBe('');
  });
});
