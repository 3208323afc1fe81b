import { describe, expect, it } from 'vitest';
import { formatManwon, increaseRateOf } from './offer-sending';

describe('increaseRateOf', () => {
  it('is the rounded percent of the band top over the verified salary', () => {
    expect(increaseRateOf(7200, 6000)).toBe(20);
    expect(increaseRateOf(7600, 8000)).toBe(-5);
    expect(increaseRateOf(6333, 6000)).toBe(6);
  });

  it('is 0 without a verified salary', () => {
    expect(increaseRateOf(7200, null)).toBe(0);
    expect(increaseRateOf(7200, 0)).toBe(0);
  });
});

describe('formatManwon', () => {
  it('separates thousands', () => {
    expect([800, 6500, 12000, 200000].map(formatManwon)).toEqual(['800', '6,500', '12,000', '200,000']);
  });
});
