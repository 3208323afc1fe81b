import { describe, expect, it } from 'vitest';
import { formatJoinedDay } from './referral-list';

describe('formatJoinedDay', () => {
  it('shows the KST day the server sends as it is, in Korean', () => {
    expect(formatJoinedDay('2026-11-21')).toBe('2026년 11월 21일');
    expect(formatJoinedDay('2027-01-05')).toBe('2027년 1월 5일');
  });
});
