import { describe, expect, it } from 'vitest';
import { referralCounts, referralPath, referralStatus } from './partner-referrals';

describe('referralStatus', () => {
  it('reads how far a referred member got, leaving first', () => {
    expect(referralStatus({ deleted: false, submitted: false, matched: false })).toBe('VERIFIED');
    expect(referralStatus({ deleted: false, submitted: true, matched: false })).toBe('SUBMITTED');
    expect(referralStatus({ deleted: false, submitted: true, matched: true })).toBe('MATCHED');
    expect(referralStatus({ deleted: true, submitted: true, matched: true })).toBe('LEFT');
  });
});

describe('referralCounts', () => {
  it('counts the matched among the submitted and those who left in neither', () => {
    const at = '2026-01-01';
    const statuses = ['VERIFIED', 'SUBMITTED', 'MATCHED', 'LEFT', 'SUBMITTED'] as const;
    const referrals = statuses.map((status, index) => ({ number: index + 1, joinedAt: at, status }));
    expect(referralCounts(referrals)).toEqual({ total: 5, submitted: 3, matched: 1 });
    expect(referralCounts([])).toEqual({ total: 0, submitted: 0, matched: 0 });
  });
});

it('makes the link path of a token', () => {
  expect(referralPath('MinjunPartner1')).toBe('/r/MinjunPartner1');
});
