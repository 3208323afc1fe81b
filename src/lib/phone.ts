import { MOBILE_DIGITS } from '../contract/validators';

/** Phone numbers as users type them (010-0000-0000, max 13) and as the API takes them (digits). */
export const PHONE_MAX_LENGTH = 13;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length < 4) return digits;
  if (digits.length < 8) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** SPEC §5 sign-up variant: 01x, then 3–4 and 4 digits. */
export function isMobilePhone(value: string): boolean {
  return MOBILE_DIGITS.test(value.replace(/\D/g, ''));
}
