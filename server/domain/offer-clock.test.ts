import { describe, expect, it } from 'vitest';
import { addKstBusinessDays, addMonths, attackPeriodEnd, endOfKstDay, offerExpiry } from './offer-clock';

describe('offerExpiry', () => {
  it('ends at 23:59:59.999 KST seven days after the KST day it was sent', () => {
    // 2026-11-22 10:00 KST
    expect(offerExpiry(new Date('2026-11-22T01:00:00Z')).toISOString()).toBe('2026-11-29T14:59:59.999Z');
  });

  it('counts from the Korean date even when UTC is still the day before', () => {
    // 2026-11-22 00:30 KST is 2026-11-21 in UTC
    expect(offerExpiry(new Date('2026-11-21T15:30:00Z')).toISOString()).toBe('2026-11-29T14:59:59.999Z');
  });

  it('gives the same day for the last millisecond of a KST day', () => {
    expect(endOfKstDay(new Date('2026-11-22T14:59:59.999Z')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
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

describe('KST business days', () => {
  const kst = (local: string) => new Date(`${local}+09:00`);
  it('skip the weekend, keeping the time of day', () => {
    // 2026-11-27 is a Friday in Seoul.
    expect(addKstBusinessDays(kst('2026-11-27T15:00:00'), 3)).toEqual(kst('2026-12-02T15:00:00'));
    expect(addKstBusinessDays(kst('2026-11-23T09:30:00'), 3)).toEqual(kst('2026-11-26T09:30:00'));
  });

  it('count a weekend moment from the next Monday', () => {
    expect(addKstBusinessDays(kst('2026-11-28T11:00:00'), 3)).toEqual(kst('2026-12-03T00:00:00'));
  });

  it('use the Seoul date, not the UTC one', () => {
    // Saturday 01:00 in Seoul is still Friday in UTC.
    expect(addKstBusinessDays(kst('2026-11-28T01:00:00'), 1)).toEqual(kst('2026-12-01T00:00:00'));
  });
});
