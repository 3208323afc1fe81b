import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ReferralToken } from '../../src/contract/partners';
import { newReferralToken, newShareCode, randomBase62 } from './random-codes';

describe('random codes', () => {
  it('are letters and digits of the asked length', () => {
    expect(randomBase62(40)).toMatch(/^[0-9A-Za-z]{40}$/);
    expect(newShareCode()).toMatch(/^[0-9A-Za-z]{10}$/);
  });

  it('make referral tokens of at least 10 characters that the contract accepts', () => {
    for (let round = 0; round < 50; round++) {
      const token = newReferralToken();
      expect(token.length).toBeGreaterThanOrEqual(10);
      expect(is(token, ReferralToken)).toBe(true);
    }
  });

  it('do not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newReferralToken()));
    expect(tokens.size).toBe(1000);
  });
});
