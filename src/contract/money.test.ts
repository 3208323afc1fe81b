import { describe, expect, it } from 'vitest';
import { formatBand, formatManwon } from './money';

describe('formatManwon', () => {
  it('reads 만원 amounts in Korean units', () => {
    expect(formatManwon(7200)).toBe('7,200만원');
    expect(formatManwon(10000)).toBe('1억원');
    expect(formatManwon(12500)).toBe('1억 2,500만원');
    expect(formatManwon(200000)).toBe('20억원');
    expect(formatManwon(0)).toBe('0만원');
    expect(formatManwon(123456789)).toBe('1조 2,345억 6,789만원');
  });
});

describe('formatBand', () => {
  it('joins both ends and keeps one unit at the end', () => {
    expect(formatBand(6500, 7800)).toBe('6,500만~7,800만원');
    expect(formatBand(9000, 11000)).toBe('9,000만~1억 1,000만원');
    expect(formatBand(8000, 8000)).toBe('8,000만원');
  });
});
