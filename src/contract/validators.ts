import { define, pattern, size, string } from 'superstruct';

/** Korean mobile number as digits only: 01x, then 3–4 and 4 digits. */
export const MOBILE_DIGITS = /^01[016789]\d{7,8}$/;

export const PhoneDigits = pattern(string(), MOBILE_DIGITS);
export const OneTimeCode = pattern(string(), /^\d{6}$/);
export const Uuid = pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
export const NonEmptyText = (max: number) => size(string(), 1, max);

/** An ISO-8601 timestamp as the API sends it. */
export const IsoDateTime = define<string>(
  'IsoDateTime',
  (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
);
