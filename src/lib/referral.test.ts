import { describe, expect, it } from 'vitest';
import { readReferral, rememberReferral } from './referral';

describe('referral memory', () => {
  it('keeps a referral token for the rest of the tab', () => {
    expect(readReferral()).toBeUndefined();
    rememberReferral('Ab12Cd34Ef');
    expect(readReferral()).toBe('Ab12Cd34Ef');
    expect(sessionStorage.getItem('referral-token')).toBe('Ab12Cd34Ef');
  });

  it('ignores a token the contract would refuse', () => {
    rememberReferral('../../x');
    expect(readReferral()).toBeUndefined();
    sessionStorage.setItem('referral-token', 'bad token');
    expect(readReferral()).toBeUndefined();
  });
});
