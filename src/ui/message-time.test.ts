import { describe, expect, it } from 'vitest';
import { kstDay } from '../contract/kst';
import { formatClock, formatDayHeading, formatListTime } from './message-time';

// 2026-03-02 12:00 KST
const NOW = Date.parse('2026-03-02T03:00:00.000Z');

describe('conversation times, in KST', () => {
  it('groups by the Seoul calendar day, not the device’s', () => {
    expect(kstDay('2026-03-01T14:59:59.000Z')).toBe('2026-03-01');
    expect(kstDay('2026-03-01T15:00:00.000Z')).toBe('2026-03-02');
    expect(formatDayHeading('2026-03-01T15:00:00.000Z')).toBe('2026년 3월 2일 월요일');
  });

  it('writes the clock with 오전/오후', () => {
    expect(formatClock('2026-03-01T15:05:00.000Z')).toBe('오전 12:05');
    expect(formatClock('2026-03-02T03:30:00.000Z')).toBe('오후 12:30');
    expect(formatClock('2026-03-02T06:04:00.000Z')).toBe('오후 3:04');
  });

  it('says today’s time, 어제, the date this year, the full date before', () => {
    expect(formatListTime('2026-03-02T00:10:00.000Z', NOW)).toBe('오전 9:10');
    expect(formatListTime('2026-03-01T14:00:00.000Z', NOW)).toBe('어제');
    expect(formatListTime('2026-01-15T03:00:00.000Z', NOW)).toBe('1월 15일');
    expect(formatListTime('2025-12-31T03:00:00.000Z', NOW)).toBe('2025. 12. 31.');
  });
});
