import { describe, expect, it } from 'vitest';
import { formatPhone, isMobilePhone, PHONE_MAX_LENGTH, phoneDigits } from './phone';

describe('formatPhone', () => {
  it('formats an 11-digit mobile number as 010-0000-0000', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('formats a 10-digit number in the 011-123-4567 form', () => {
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });

  it('adds hyphens progressively while the user types', () => {
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-1234');
    expect(formatPhone('01012345')).toBe('010-1234-5');
    expect(formatPhone('010123456')).toBe('010-1234-56');
  });

  it('strips everything that is not a digit', () => {
    expect(formatPhone('010 1234.5678')).toBe('010-1234-5678');
    expect(formatPhone('(010) abc-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('전화')).toBe('');
  });

  it('keeps an already formatted number unchanged', () => {
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
  });

  it('caps the number at 11 digits and 13 characters', () => {
    const formatted = formatPhone('0101234567899999');
    expect(formatted).toBe('010-1234-5678');
    expect(formatted).toHaveLength(PHONE_MAX_LENGTH);
  });
});

describe('phoneDigits', () => {
  it('returns only the digits the API takes', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
  });

  it('keeps at most 11 digits', () => {
    expect(phoneDigits('010-1234-5678-9')).toBe('01012345678');
  });

  it('returns an empty string when there are no digits', () => {
    expect(phoneDigits('--')).toBe('');
  });
});

describe('isMobilePhone', () => {
  it('accepts 01x numbers with a 4-digit middle part', () => {
    expect(isMobilePhone('010-1234-5678')).toBe(true);
    expect(isMobilePhone('01912345678')).toBe(true);
  });

  it('accepts 01x numbers with a 3-digit middle part', () => {
    expect(isMobilePhone('011-123-4567')).toBe(true);
  });

  it('rejects Seoul landline (02) numbers', () => {
    expect(isMobilePhone('02-1234-5678')).toBe(false);
    expect(isMobilePhone('0212345678')).toBe(false);
  });

  it('rejects prefixes that are not mobile carriers', () => {
    expect(isMobilePhone('012-1234-5678')).toBe(false);
    expect(isMobilePhone('031-123-4567')).toBe(false);
  });

  it('rejects numbers that are too short', () => {
    expect(isMobilePhone('010-123-456')).toBe(false);
    expect(isMobilePhone('010-123')).toBe(false);
    expect(isMobilePhone('')).toBe(false);
  });
});
