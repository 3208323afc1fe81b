import { describe, expect, it } from 'vitest';
import { formatRemaining } from './remaining-time';

describe('formatRemaining', () => {
  it('counts down in days and a clock', () => {
    expect(formatRemaining(6 * 86_400_000 + 13 * 3_600_000 + 4 * 60_000 + 9_000)).toBe('6일 13:04:09');
    expect(formatRemaining(59_000)).toBe('00:00:59');
    expect(formatRemaining(0)).toBe('');
  });
});
