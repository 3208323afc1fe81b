import { describe, expect, it } from 'vitest';
import { compactManwon, formatBand, formatManwon } from './money';

describe('formatManwon', () => {
  it.each([
    [0, '0만원'],
    [1, '1만원'],
    [2400, '2,400만원'],
    [7200, '7,200만원'],
    [9999, '9,999만원'],
    [10_000, '1억원'],
    [10_001, '1억 1만원'],
    [12_000, '1억 2,000만원'],
    [12_500, '1억 2,500만원'],
    [99_999, '9억 9,999만원'],
    [200_000, '20억원'],
    [10_000_000, '1,000억원'],
    [100_000_000, '1조원'],
    [100_010_000, '1조 1억원'],
    [123_456_789, '1조 2,345억 6,789만원'],
    [1_000_000_000_000, '1경원'],
    [1_000_000_000_001, '1경 1만원'],
    [12_345.4, '1억 2,345만원'],
    [-12_000, '-1억 2,000만원'],
  ])('writes %d만원 as "%s"', (amount, written) => {
    expect(formatManwon(amount)).toBe(written);
  });

  it('writes nothing for a number that is not one', () => {
    expect(formatManwon(Number.NaN)).toBe('');
  });
});

describe('formatBand', () => {
  it.each([
    [6500, 7800, '6,500만~7,800만원'],
    [9000, 11_000, '9,000만~1억 1,000만원'],
    [10_000, 12_000, '1억~1억 2,000만원'],
    [8000, 8000, '8,000만원'],
  ])('writes %d–%d as "%s"', (min, max, written) => {
    expect(formatBand(min, max)).toBe(written);
  });
});

describe('compactManwon', () => {
  it.each([
    [0, '0만'],
    [6200, '6,200만'],
    [10_000, '1억'],
    [12_400, '1.2억'],
    [20_000, '2억'],
    [1_234_567, '123.5억'],
    [150_000_000, '1.5조'],
  ])('labels %d만원 as "%s"', (amount, written) => {
    expect(compactManwon(amount)).toBe(written);
  });
});

describe('digit grouping', () => {
  it('reads every amount as the Korean locale would group it', () => {
    const korean = new Intl.NumberFormat('ko-KR');
    const oneDecimal = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
    for (let amount = 1; amount < 10 ** 17; amount = Math.floor(amount * 1.37) + 7) {
      const parts: string[] = [];
      let rest = BigInt(amount);
      for (const size of [10n ** 12n, 10n ** 8n, 10n ** 4n]) {
        if (rest / size > 0n) parts.push(korean.format(rest / size));
        rest %= size;
      }
      expect(
        formatManwon(amount)
          .replace(/[^\d,]+/g, ' ')
          .trim(),
      ).toBe([...parts, ...(rest > 0n ? [korean.format(rest)] : [])].join(' '));
      const unit = [10 ** 12, 10 ** 8, 10 ** 4].find((size) => amount / size >= 1);
      expect(compactManwon(amount).replace(/[^\d,.]+/g, '')).toBe(
        unit ? oneDecimal.format(amount / unit) : korean.format(amount),
      );
    }
  });
});
