/**
 * The lifetime-income estimate (SPEC §1 event), pure: the same birthday, incomes and year always
 * give the same answer. Amounts are 만원.
 *
 * - The working life starts in the first verified year with income (careerStartYear) and ends in
 *   the year the person turns RETIREMENT_AGE (retirementYear; later if they still earned then).
 * - Growth is the yearly rate between the first and the last verified years with income (CAGR),
 *   kept within 0–7 %; with a single such year it is 3 %. It is rounded to one decimal of a percent
 *   and that rounded rate is what the projection uses, so the published rate reproduces the figures.
 * - After the last verified year the income grows by that rate each year up to age 50 and stays
 *   flat after, starting from the last verified year with income.
 * - lifetimeIncome = the verified incomes + the estimated years, each year rounded to 만원.
 */
import {
  LIFETIME_WINDOW_YEARS,
  type LifetimeWindow,
  RETIREMENT_AGE,
  type YearIncome,
} from '../../../src/contract/income';

export const MAX_GROWTH_PERCENT = 7;
export const SINGLE_YEAR_GROWTH_PERCENT = 3;
/** Raises stop after this age; income stays flat until retirement. */
export const GROWTH_UNTIL_AGE = 50;

export interface VerifiedIncome {
  year: number;
  amount: number;
}

export interface LifetimeInput {
  /** YYYYMMDD */
  birthday: string;
  incomes: readonly VerifiedIncome[];
  /** The calendar year in Korea now: incomes of a year that has not ended cannot be verified yet. */
  currentYear: number;
}

export interface LifetimeEstimate {
  careerStartYear: number;
  retirementYear: number;
  /** Percent, one decimal. */
  growthRate: number;
  /** careerStartYear … retirementYear, one entry per year. */
  series: YearIncome[];
  /** Every year the tax office answered for, with income or not. */
  verifiedYears: number[];
  verifiedTotal: number;
  lifetimeIncome: number;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** Percent a year between the first and last years with income, within 0 … MAX_GROWTH_PERCENT. */
export function growthPercent(earning: readonly VerifiedIncome[]): number {
  const first = earning[0];
  const last = earning[earning.length - 1];
  if (!first || !last || first.year === last.year) return SINGLE_YEAR_GROWTH_PERCENT;
  const cagr = ((last.amount / first.amount) ** (1 / (last.year - first.year)) - 1) * 100;
  return roundToTenth(Math.min(MAX_GROWTH_PERCENT, Math.max(0, cagr)));
}

/** The estimate, or undefined when no verified year has income (nothing to estimate from). */
export function estimateLifetime(input: LifetimeInput): LifetimeEstimate | undefined {
  const verified = new Map<number, number>();
  for (const { year, amount } of input.incomes) {
    if (year < input.currentYear) verified.set(year, Math.max(0, Math.round(amount)));
  }
  const earning = [...verified.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([year, amount]) => ({ year, amount }));
  if (earning.length === 0) return undefined;

  const birthYear = Number(input.birthday.slice(0, 4));
  const lastEarning = earning[earning.length - 1];
  const careerStartYear = earning[0].year;
  const retirementYear = Math.max(birthYear + RETIREMENT_AGE, lastEarning.year);
  const growthRate = growthPercent(earning);

  const series: YearIncome[] = [];
  let projected = lastEarning.amount;
  for (let year = careerStartYear; year <= retirementYear; year++) {
    if (year > lastEarning.year && year - birthYear <= GROWTH_UNTIL_AGE) projected *= 1 + growthRate / 100;
    const amount = verified.get(year);
    series.push(
      amount === undefined
        ? { year, amount: Math.round(projected), kind: 'ESTIMATED' }
        : { year, amount, kind: 'VERIFIED' },
    );
  }
  const sum = (items: readonly YearIncome[]) => items.reduce((total, item) => total + item.amount, 0);
  return {
    careerStartYear,
    retirementYear,
    growthRate,
    series,
    verifiedYears: [...verified.keys()].sort((a, b) => a - b),
    verifiedTotal: sum(series.filter((item) => item.kind === 'VERIFIED')),
    lifetimeIncome: sum(series),
  };
}

export const WINDOW_LENGTH_MESSAGE = `${LIFETIME_WINDOW_YEARS}년 단위로만 볼 수 있어요.`;
export const WINDOW_AFTER_RETIREMENT_MESSAGE = '은퇴 이후의 소득은 볼 수 없어요.';
export const WINDOW_BEFORE_CAREER_MESSAGE = '경력을 시작하기 전의 소득은 볼 수 없어요.';

export type WindowAnswer =
  | { ok: true; window: LifetimeWindow }
  | { ok: false; message: string; field: 'startYear' | 'endYear' };

/**
 * One 5-year window of the series. It may end no later than the retirement year and start no
 * earlier than the window that ends in the career's first year; years before the career are 0.
 */
export function lifetimeWindow(estimate: LifetimeEstimate, startYear: number, endYear: number): WindowAnswer {
  if (endYear - startYear !== LIFETIME_WINDOW_YEARS - 1) {
    return { ok: false, message: WINDOW_LENGTH_MESSAGE, field: 'endYear' };
  }
  if (endYear > estimate.retirementYear) {
    return { ok: false, message: WINDOW_AFTER_RETIREMENT_MESSAGE, field: 'endYear' };
  }
  if (startYear < estimate.careerStartYear - (LIFETIME_WINDOW_YEARS - 1)) {
    return { ok: false, message: WINDOW_BEFORE_CAREER_MESSAGE, field: 'startYear' };
  }
  const byYear = new Map(estimate.series.map((item) => [item.year, item]));
  const items: YearIncome[] = [];
  for (let year = startYear; year <= endYear; year++) {
    const kind = estimate.verifiedYears.includes(year) ? 'VERIFIED' : 'ESTIMATED';
    items.push(byYear.get(year) ?? { year, amount: 0, kind });
  }
  return { ok: true, window: { startYear, endYear, items, hasEarlier: estimate.careerStartYear < startYear } };
}
