import { describe, expect, it } from 'vitest';
import {
  estimateLifetime,
  growthPercent,
  lifetimeWindow,
  WINDOW_AFTER_RETIREMENT_MESSAGE,
  WINDOW_BEFORE_CAREER_MESSAGE,
  WINDOW_LENGTH_MESSAGE,
} from './lifetime-income';

const incomesOf = (amounts: readonly number[]) => amounts.map((amount, index) => ({ year: 2018 + index, amount }));

describe('growthPercent', () => {
  it('is the yearly rate between the first and the last year with income, one decimal', () => {
    // 4,000 → 4,862 over 4 years is 5.0 % a year.
    expect(
      growthPercent([
        { year: 2018, amount: 4000 },
        { year: 2022, amount: 4862 },
      ]),
    ).toBe(5);
  });

  it('keeps the rate within 0 % and 7 %', () => {
    expect(
      growthPercent([
        { year: 2018, amount: 3000 },
        { year: 2022, amount: 9000 },
      ]),
    ).toBe(7);
    expect(
      growthPercent([
        { year: 2018, amount: 6000 },
        { year: 2022, amount: 4000 },
      ]),
    ).toBe(0);
  });

  it('takes 3 % with a single year of income', () => {
    expect(growthPercent([{ year: 2022, amount: 5000 }])).toBe(3);
  });
});

describe('estimateLifetime', () => {
  it('has nothing to estimate without income', () => {
    expect(estimateLifetime({ birthday: '19900101', incomes: incomesOf([0, 0, 0, 0, 0]), currentYear: 2026 })).toBe(
      undefined,
    );
    expect(estimateLifetime({ birthday: '19900101', incomes: [], currentYear: 2026 })).toBe(undefined);
  });

  it('starts the career in the first year with income and ends it in the year of turning 60', () => {
    const estimate = estimateLifetime({
      birthday: '19930415',
      incomes: incomesOf([0, 0, 1200, 5000, 5300]),
      currentYear: 2026,
    });
    expect(estimate).toMatchObject({ careerStartYear: 2020, retirementYear: 2053 });
    expect(estimate?.series[0]).toEqual({ year: 2020, amount: 1200, kind: 'VERIFIED' });
    expect(estimate?.series.at(-1)?.year).toBe(2053);
    expect(estimate?.series).toHaveLength(2053 - 2020 + 1);
  });

  it('grows the last verified income until 50 and keeps it flat until retirement', () => {
    // One year with income: 3 %. Born 1980: 50 in 2030, 60 in 2040.
    const estimate = estimateLifetime({
      birthday: '19800101',
      incomes: incomesOf([0, 0, 0, 0, 10000]),
      currentYear: 2026,
    });
    if (!estimate) throw new Error('expected an estimate');
    const amountOf = (year: number) => estimate.series.find((item) => item.year === year)?.amount;
    expect(estimate.growthRate).toBe(3);
    expect(amountOf(2023)).toBe(10300);
    expect(amountOf(2024)).toBe(10609);
    expect(amountOf(2030)).toBe(Math.round(10000 * 1.03 ** 8));
    expect(amountOf(2031)).toBe(amountOf(2030));
    expect(amountOf(2040)).toBe(amountOf(2030));
    expect(estimate.series.filter((item) => item.kind === 'VERIFIED').map((item) => item.year)).toEqual([2022]);
  });

  it('adds the verified and the estimated years, each rounded to 만원', () => {
    const estimate = estimateLifetime({
      birthday: '19900101',
      incomes: incomesOf([4000, 4200, 4400, 4600, 4862]),
      currentYear: 2026,
    });
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate.verifiedTotal).toBe(4000 + 4200 + 4400 + 4600 + 4862);
    expect(estimate.lifetimeIncome).toBe(estimate.series.reduce((total, item) => total + item.amount, 0));
    expect(estimate.series.every((item) => Number.isInteger(item.amount))).toBe(true);
    expect(estimate.lifetimeIncome).toBeGreaterThan(estimate.verifiedTotal);
  });

  it('projects from the last year with income when the last verified years had none', () => {
    const estimate = estimateLifetime({
      birthday: '19900101',
      incomes: incomesOf([5000, 5000, 0, 0, 0]),
      currentYear: 2026,
    });
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate.growthRate).toBe(0);
    expect(estimate.series.find((item) => item.year === 2021)).toEqual({ year: 2021, amount: 0, kind: 'VERIFIED' });
    expect(estimate.series.find((item) => item.year === 2023)).toEqual({ year: 2023, amount: 5000, kind: 'ESTIMATED' });
  });

  it('keeps verified years after 60 and ignores incomes of a year not yet ended', () => {
    const older = estimateLifetime({
      birthday: '19600101',
      incomes: incomesOf([7000, 7000, 7000, 7000, 7000]),
      currentYear: 2026,
    });
    expect(older).toMatchObject({ careerStartYear: 2018, retirementYear: 2022, lifetimeIncome: 35000 });
    const early = estimateLifetime({ birthday: '19900101', incomes: incomesOf([5000]), currentYear: 2018 });
    expect(early).toBe(undefined);
  });

  it('answers the same every time', () => {
    const input = { birthday: '19950530', incomes: incomesOf([1500, 4200, 4500, 4800, 5100]), currentYear: 2026 };
    expect(estimateLifetime(input)).toEqual(estimateLifetime(input));
  });
});

describe('lifetimeWindow', () => {
  const estimate = estimateLifetime({
    birthday: '19930415',
    incomes: incomesOf([0, 0, 1200, 5000, 5300]),
    currentYear: 2026,
  });
  if (!estimate) throw new Error('expected an estimate');

  it('answers the five years of the window with their kinds', () => {
    const answer = lifetimeWindow(estimate, 2021, 2025);
    expect(answer).toMatchObject({ ok: true, window: { startYear: 2021, endYear: 2025, hasEarlier: true } });
    if (!answer.ok) return;
    expect(answer.window.items.map((item) => [item.year, item.kind])).toEqual([
      [2021, 'VERIFIED'],
      [2022, 'VERIFIED'],
      [2023, 'ESTIMATED'],
      [2024, 'ESTIMATED'],
      [2025, 'ESTIMATED'],
    ]);
  });

  it('reads the years before the career as 0, verified where the tax office answered', () => {
    const answer = lifetimeWindow(estimate, 2016, 2020);
    expect(answer.ok && answer.window.hasEarlier).toBe(false);
    if (!answer.ok) return;
    expect(answer.window.items).toEqual([
      { year: 2016, amount: 0, kind: 'ESTIMATED' },
      { year: 2017, amount: 0, kind: 'ESTIMATED' },
      { year: 2018, amount: 0, kind: 'VERIFIED' },
      { year: 2019, amount: 0, kind: 'VERIFIED' },
      { year: 2020, amount: 1200, kind: 'VERIFIED' },
    ]);
  });

  it('refuses windows of another length, after retirement or wholly before the career', () => {
    expect(lifetimeWindow(estimate, 2021, 2026)).toEqual({
      ok: false,
      message: WINDOW_LENGTH_MESSAGE,
      field: 'endYear',
    });
    expect(lifetimeWindow(estimate, 2025, 2021)).toMatchObject({ ok: false, field: 'endYear' });
    expect(lifetimeWindow(estimate, 2049, 2053).ok).toBe(true);
    expect(lifetimeWindow(estimate, 2050, 2054)).toEqual({
      ok: false,
      message: WINDOW_AFTER_RETIREMENT_MESSAGE,
      field: 'endYear',
    });
    expect(lifetimeWindow(estimate, 2016, 2020).ok).toBe(true);
    expect(lifetimeWindow(estimate, 2015, 2019)).toEqual({
      ok: false,
      message: WINDOW_BEFORE_CAREER_MESSAGE,
      field: 'startYear',
    });
  });
});
