/**
 * The partner link (/r/{token}) that brought this visitor, kept in sessionStorage until the
 * sign-up sends it (CreateUser.referralToken). Only a well-formed token is kept, so the sign-up
 * never sends something the contract would refuse.
 */
import { is } from 'superstruct';
import { ReferralToken } from '../contract/partners';

const REFERRAL_KEY = 'referral-token';

export function rememberReferral(token: string): void {
  if (!is(token, ReferralToken)) return;
  try {
    sessionStorage.setItem(REFERRAL_KEY, token);
  } catch {
    // Storage full or refused: the sign-up simply goes without the partner.
  }
}

export function readReferral(): string | undefined {
  try {
    const token = sessionStorage.getItem(REFERRAL_KEY);
    return token && is(token, ReferralToken) ? token : undefined;
  } catch {
    return undefined;
  }
}
