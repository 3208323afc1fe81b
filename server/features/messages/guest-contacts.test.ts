import { describe, expect, it } from 'vitest';
import { maskedContact } from './guest-contacts';

describe('maskedContact', () => {
  it("keeps a phone number's prefix and last four digits", () => {
    expect(maskedContact('PHONE', '01012345678')).toBe('010-****-5678');
    expect(maskedContact('PHONE', '0111234567')).toBe('011-****-4567');
  });

  it("keeps at most two letters of an e-mail address's name and never all of a short one", () => {
    expect(maskedContact('EMAIL', 'abcdef@example.com')).toBe('ab***@example.com');
    expect(maskedContact('EMAIL', 'ab@example.com')).toBe('a***@example.com');
    expect(maskedContact('EMAIL', 'a@example.com')).toBe('***@example.com');
  });
});
