import { describe, expect, it } from 'vitest';
import { GROWTH_CAP_PERCENT, growthOf } from './lifetime-growth';

describe('growthOf', () => {
  it("is the candidate's own yearly rate between the first and last full years, one decimal", () => {
    // 4,000 → 4,400 over 4 years is 2.4 % a year.
    const earning = [
      { year: 2018, amount: 4000 },
      { year: 2022, amount: 4400 },
    ];
    expect(growthOf(earning, 2018)).toEqual({ rate: 2.4, basis: 'OWN' });
  });

  it('leaves out the months of a first year that was not a whole one', () => {
    // Two months of 2021 (989만원) against a whole 2022 would read as a raise of hundreds of percent.
    const earning = [
      { year: 2021, amount: 989 },
      { year: 2022, amount: 5800 },
      { year: 2024, amount: 6100 },
    ];
    // 5,800 → 6,100 over two years: 2.6 % a year.
    expect(growthOf(earning, 2022)).toEqual({ rate: 2.6, basis: 'OWN' });
  });

  it('applies at most 3 %, a conservative figure, however fast the verified pay rose', () => {
    // The verified salaries: 5,600 → 6,400 over two years is 6.9 % a year.
    const earning = [
      { year: 2023, amount: 5600 },
      { year: 2024, amount: 6000 },
      { year: 2025, amount: 6400 },
    ];
    expect(GROWTH_CAP_PERCENT).toBe(3);
    expect(growthOf(earning, 2020)).toEqual({ rate: 3, basis: 'CAPPED' });
  });

  it('applies no growth when the verified pay fell or stayed', () => {
    const fell = [
      { year: 2018, amount: 6000 },
      { year: 2022, amount: 4000 },
    ];
    expect(growthOf(fell, 2018)).toEqual({ rate: 0, basis: 'NOT_RISING' });
  });

  it('assumes the 3 % with fewer than two full years to measure', () => {
    expect(growthOf([{ year: 2022, amount: 5000 }], 2018)).toEqual({ rate: 3, basis: 'TOO_FEW_YEARS' });
    expect(
      growthOf(
        [
          { year: 2021, amount: 900 },
          { year: 2022, amount: 5000 },
        ],
        2022,
      ),
    ).toEqual({ rate: 3, basis: 'TOO_FEW_YEARS' });
  });
});
