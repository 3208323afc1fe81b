import { describe, expect, it } from 'vitest';
import { careerYearLabel } from './career-year';

const wholeYears = (months: number) => Math.floor(months / 12);

describe('careerYearLabel', () => {
  it('counts the year the candidate is in: whole years plus one', () => {
    expect(careerYearLabel(wholeYears(7 * 12 + 9))).toBe('8년차');
  });

  it('calls exactly N years and N years and a month both the next year', () => {
    expect(careerYearLabel(wholeYears(5 * 12))).toBe('6년차');
    expect(careerYearLabel(wholeYears(5 * 12 + 1))).toBe('6년차');
    expect(careerYearLabel(wholeYears(5 * 12 - 1))).toBe('5년차');
  });

  it('calls less than a year 1년차', () => {
    expect(careerYearLabel(wholeYears(0))).toBe('1년차');
    expect(careerYearLabel(wholeYears(11))).toBe('1년차');
  });
});
