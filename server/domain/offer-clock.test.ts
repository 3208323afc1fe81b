import { describe, expect, it } from 'vitest';
import { addMonths, attackPeriodEnd, offerExpiry } from './offer-clock';

describe('offerExpiry', () => {
  it('ends at 23:59:59.999 KST seven days after the KST day it was sent', () => {
    // 2026-11-22 10:00 KST
    expect(offerExpiry(new Date('2026-11-22T01:00:00Z')).toISOString()).toBe('2026-11-29T14:59:59.999Z');
  });

  it('counts from the Korean date even when UTC is still the day before', () => {
    // 2026-11-22 00:30 KST is 2026-11-21 in UTC
    expect(offerExpiry(new Date('2026-11-21T15:30:00Z')).toISOString()).toBe('2026-11-29T14:59:59.999Z');
  });
});

describe('attack period', () => {
  it('defaults to 30 days after the submit and prefers an extended end', () => {
    const submitted = new Date('2026-11-01T00:00:00Z');
    expect(attackPeriodEnd(submitted, null)?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(attackPeriodEnd(submitted, new Date('2027-02-01T00:00:00Z'))?.toISOString()).toBe(
      '2027-02-01T00:00:00.000Z',
    );
    expect(attackPeriodEnd(null, null)).toBeNull();
  });

  it('adds calendar months without overflowing short months', () => {
    expect(addMonths(new Date('2027-01-31T03:00:00Z'), 1).toISOString()).toBe('2027-02-28T03:00:00.000Z');
    expect(addMonths(new Date('2026-11-22T03:00:00Z'), 3).toISOString()).toBe('2027-02-22T03:00:00.000Z');
  });
});
