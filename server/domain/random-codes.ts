/** Unguessable codes that go into URLs: referral links (/r/{token}) and share codes (utm_content). */
import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of [0-9A-Za-z], each drawn uniformly by the crypto generator (~5.95 bits each). */
export function randomBase62(length: number): string {
  let code = '';
  for (let index = 0; index < length; index++) code += BASE62[randomInt(BASE62.length)];
  return code;
}

/** 12 characters: ~71 bits, within the contract's ReferralToken (8–32 letters and digits). */
export const newReferralToken = () => randomBase62(12);
/** 10 characters: ~59 bits, enough that one share's code never names another's. */
export const newShareCode = () => randomBase62(10);
