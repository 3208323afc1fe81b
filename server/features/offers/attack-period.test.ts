import { describe, expect, it } from 'vitest';
import { normalizeQuestions } from '../coffeechat/coffeechat-questions';
import { extendedAttackEnd } from './attack-period';

describe('extending the attack period', () => {
  const now = new Date('2026-11-22T01:00:00Z');

  it('adds the months to an end still ahead', () => {
    expect(extendedAttackEnd(new Date('2026-12-15T00:00:00Z'), now, 2).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });

  it('counts from now when the period is over or never had an end', () => {
    expect(extendedAttackEnd(new Date('2026-10-01T00:00:00Z'), now, 1).toISOString()).toBe('2026-12-22T01:00:00.000Z');
    expect(extendedAttackEnd(null, now, 3).toISOString()).toBe('2027-02-22T01:00:00.000Z');
  });
});

describe('coffee chat questions', () => {
  it('are trimmed, without blanks or duplicates, in the order given', () => {
    expect(normalizeQuestions([' 하나 ', '둘', '하나', '  ', '셋'])).toEqual(['하나', '둘', '셋']);
  });
});
