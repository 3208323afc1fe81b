import { describe, expect, it } from 'vitest';
import {
  estimateLifetime,
  type LifetimeInput,
  lifetimeWindow,
  WINDOW_AFTER_RETIREMENT_MESSAGE,
  WINDOW_BEFORE_CAREER_MESSAGE,
  WINDOW_LENGTH_MESSAGE,
} from './lifetime-income';

const incomesOf = (amounts: readonly number[]) => amounts.map((amount, index) => ({ year: 2018 + index, amount }));
const inputOf = (input: Partial<LifetimeInput> & { taxIncomes: LifetimeInput['taxIncomes'] }): LifetimeInput => ({
  birthday: '19900101',
  verifiedSalaries: [],
  currentYear: 2026,
  ...input,
});
const amountsOf = (estimate: { series: readonly { year: number; amount: number }[] }, from: number, to: number) =>
  estimate.series.filter((item) => item.year >= from && item.year <= to).map((item) => item.amount);

describe('estimateLifetime, on the figures of the issue', () => {
  // 김하늘: careers from 2019-03; the tax office found income in 2021 and 2022 only (989 + 6,355 =
  // 7,344만원); the health insurance verified 5,600 / 6,000 / 6,400만원 for 2023–2025.
  const estimate = estimateLifetime({
    birthday: '19930415',
    taxIncomes: incomesOf([0, 0, 0, 989, 6355]),
    verifiedSalaries: [
      { year: 2023, amount: 5600, source: 'HEALTH' },
      { year: 2024, amount: 6000, source: 'HEALTH' },
      { year: 2025, amount: 6400, source: 'HEALTH' },
      { year: 2024, amount: 6100, source: 'TAX' },
    ],
    careerStartMonth: '2019-03',
    currentYear: 2026,
  });
  if (!estimate) throw new Error('expected an estimate');

  it('uses the verified salaries for 2023–2025 instead of estimating them', () => {
    expect(estimate.series.filter((item) => item.year >= 2023 && item.year <= 2025)).toEqual([
      { year: 2023, amount: 5600, kind: 'VERIFIED' },
      { year: 2024, amount: 6000, kind: 'VERIFIED' },
      { year: 2025, amount: 6400, kind: 'VERIFIED' },
    ]);
  });

  it('starts the working life when the career started', () => {
    expect(estimate).toMatchObject({ careerStartYear: 2019, retirementYear: 2053 });
    expect(estimate.series[0]).toEqual({ year: 2019, amount: 0, kind: 'VERIFIED' });
  });

  it('names exactly the years each verified sum covers, and what is estimated', () => {
    expect(estimate.spans).toEqual([
      { source: 'TAX_OFFICE', firstYear: 2019, lastYear: 2020, total: 0 },
      { source: 'TAX_OFFICE', firstYear: 2021, lastYear: 2022, total: 7344 },
      { source: 'HEALTH_INSURANCE', firstYear: 2023, lastYear: 2025, total: 18_000 },
      { source: 'ESTIMATED', firstYear: 2026, lastYear: 2053, total: estimate.lifetimeIncome - 25_344 },
    ]);
    expect(estimate.verifiedTotal).toBe(7344 + 18_000);
  });

  it('raises the last verified salary by at most 3 % a year until 50, then keeps it', () => {
    expect(estimate).toMatchObject({ growthRate: 3, growthBasis: 'CAPPED' });
    expect(amountsOf(estimate, 2026, 2027)).toEqual([6592, 6790]);
    const at50 = Math.round(6400 * 1.03 ** 18);
    expect(amountsOf(estimate, 2043, 2044)).toEqual([at50, at50]);
    expect(amountsOf(estimate, 2053, 2053)).toEqual([at50]);
  });

  it('comes to an estimate an ordinary salary explains: under 30억, not 57억–70억', () => {
    expect(estimate.lifetimeIncome).toBe(estimate.series.reduce((total, item) => total + item.amount, 0));
    expect(estimate.lifetimeIncome).toBe(288_652);
  });
});

describe('estimateLifetime', () => {
  it('has nothing to estimate without income', () => {
    expect(estimateLifetime(inputOf({ taxIncomes: incomesOf([0, 0, 0, 0, 0]) }))).toBe(undefined);
    expect(estimateLifetime(inputOf({ taxIncomes: [] }))).toBe(undefined);
  });

  it('estimates from the verified salaries alone when the tax office found nothing', () => {
    const estimate = estimateLifetime(
      inputOf({
        taxIncomes: incomesOf([0, 0, 0, 0, 0]),
        verifiedSalaries: [{ year: 2025, amount: 5000, source: 'TAX' }],
        careerStartMonth: '2025-01',
      }),
    );
    expect(estimate).toMatchObject({ careerStartYear: 2025, growthRate: 3, growthBasis: 'TOO_FEW_YEARS' });
    expect(estimate?.series[0]).toEqual({ year: 2025, amount: 5000, kind: 'VERIFIED' });
  });

  it('starts in the first year with income without a verified career, and ends in the year of turning 60', () => {
    const estimate = estimateLifetime(
      inputOf({ birthday: '19930415', taxIncomes: incomesOf([0, 0, 1200, 5000, 5300]) }),
    );
    expect(estimate).toMatchObject({ careerStartYear: 2020, retirementYear: 2053 });
    expect(estimate?.series[0]).toEqual({ year: 2020, amount: 1200, kind: 'VERIFIED' });
    expect(estimate?.series.at(-1)?.year).toBe(2053);
    expect(estimate?.series).toHaveLength(2053 - 2020 + 1);
    // 2020 is a part year: the growth is 5,000 → 5,300 in one year, 6 %, so the cap.
    expect(estimate?.growthBasis).toBe('CAPPED');
  });

  it('estimates the career years before the lookup back from the first verified year, counting the months worked', () => {
    // Career from 2015-07; the tax office: 4,000 … 4,400 in 2018–2022, 2.4 % a year.
    const estimate = estimateLifetime(
      inputOf({ taxIncomes: incomesOf([4000, 4100, 4200, 4300, 4400]), careerStartMonth: '2015-07' }),
    );
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate).toMatchObject({ careerStartYear: 2015, growthRate: 2.4, growthBasis: 'OWN' });
    expect(estimate.series.slice(0, 3)).toEqual([
      { year: 2015, amount: Math.round((4000 / 1.024 ** 3) * (6 / 12)), kind: 'ESTIMATED' },
      { year: 2016, amount: Math.round(4000 / 1.024 ** 2), kind: 'ESTIMATED' },
      { year: 2017, amount: Math.round(4000 / 1.024), kind: 'ESTIMATED' },
    ]);
    expect(estimate.spans.map((span) => [span.source, span.firstYear, span.lastYear])).toEqual([
      ['ESTIMATED', 2015, 2017],
      ['TAX_OFFICE', 2018, 2022],
      ['ESTIMATED', 2023, 2050],
    ]);
  });

  it('grows the last verified income until 50 and keeps it flat until retirement', () => {
    // One year with income: 3 %. Born 1980: 50 in 2030, 60 in 2040.
    const estimate = estimateLifetime(inputOf({ birthday: '19800101', taxIncomes: incomesOf([0, 0, 0, 0, 10000]) }));
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate.growthRate).toBe(3);
    expect(amountsOf(estimate, 2023, 2024)).toEqual([10300, 10609]);
    expect(amountsOf(estimate, 2030, 2031)).toEqual([Math.round(10000 * 1.03 ** 8), Math.round(10000 * 1.03 ** 8)]);
    expect(amountsOf(estimate, 2040, 2040)).toEqual([Math.round(10000 * 1.03 ** 8)]);
    expect(estimate.series.filter((item) => item.kind === 'VERIFIED').map((item) => item.year)).toEqual([2022]);
  });

  it('fills a year without a verified figure from the year before it', () => {
    const estimate = estimateLifetime(
      inputOf({
        taxIncomes: incomesOf([5000, 5000, 5000, 5000, 5000]),
        verifiedSalaries: [{ year: 2024, amount: 5000, source: 'HEALTH' }],
        careerStartMonth: '2010-01',
      }),
    );
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate.growthBasis).toBe('NOT_RISING');
    expect(estimate.series.find((item) => item.year === 2023)).toEqual({ year: 2023, amount: 5000, kind: 'ESTIMATED' });
    expect(estimate.series.find((item) => item.year === 2024)).toEqual({ year: 2024, amount: 5000, kind: 'VERIFIED' });
  });

  it('adds the verified and the estimated years, each rounded to 만원', () => {
    const estimate = estimateLifetime(inputOf({ taxIncomes: incomesOf([4000, 4200, 4400, 4600, 4862]) }));
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate.verifiedTotal).toBe(4000 + 4200 + 4400 + 4600 + 4862);
    expect(estimate.lifetimeIncome).toBe(estimate.series.reduce((total, item) => total + item.amount, 0));
    expect(estimate.series.every((item) => Number.isInteger(item.amount))).toBe(true);
    expect(estimate.lifetimeIncome).toBeGreaterThan(estimate.verifiedTotal);
  });

  it('projects from the last year with income when the last verified years had none', () => {
    const estimate = estimateLifetime(inputOf({ taxIncomes: incomesOf([5000, 5000, 0, 0, 0]) }));
    if (!estimate) throw new Error('expected an estimate');
    expect(estimate.growthRate).toBe(3);
    expect(estimate.series.find((item) => item.year === 2021)).toEqual({ year: 2021, amount: 0, kind: 'VERIFIED' });
    expect(estimate.series.find((item) => item.year === 2023)).toEqual({
      year: 2023,
      amount: Math.round(5000 * 1.03 ** 4),
      kind: 'ESTIMATED',
    });
  });

  it('keeps verified years after 60 and ignores figures of a year not yet ended', () => {
    const older = estimateLifetime(
      inputOf({ birthday: '19600101', taxIncomes: incomesOf([7000, 7000, 7000, 7000, 7000]) }),
    );
    expect(older).toMatchObject({ careerStartYear: 2018, retirementYear: 2022, lifetimeIncome: 35000 });
    const early = estimateLifetime(
      inputOf({
        taxIncomes: incomesOf([5000]),
        verifiedSalaries: [{ year: 2018, amount: 5000, source: 'HEALTH' }],
        currentYear: 2018,
      }),
    );
    expect(early).toBe(undefined);
  });

  it('answers the same every time', () => {
    const input = inputOf({ birthday: '19950530', taxIncomes: incomesOf([1500, 4200, 4500, 4800, 5100]) });
    expect(estimateLifetime(input)).toEqual(estimateLifetime(input));
  });
});

describe('lifetimeWindow', () => {
  const estimate = estimateLifetime(inputOf({ birthday: '19930415', taxIncomes: incomesOf([0, 0, 1200, 5000, 5300]) }));
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
