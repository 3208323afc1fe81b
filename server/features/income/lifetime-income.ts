/**
 * The lifetime-income estimate (SPEC §1 event), pure: the same figures and year always give the
 * same answer. Amounts are 만원. It rests on the candidate's own verified figures only:
 *
 * - A year's figure is verified when the tax office (this lookup) found income that year, else
 *   when the sign-up verified a salary for it (health insurance first, then the tax office's
 *   salary lookup), else when the lookup answered it at all (no income: 0).
 * - The working life starts in the year the first verified career started (or the first year with
 *   verified income, if earlier or without careers) and ends in the year the person turns
 *   RETIREMENT_AGE (later if they still earned then).
 * - Growth: lifetime-growth.ts (the candidate's own verified growth, at most 3 %).
 * - A year without a verified figure is estimated from the nearest year with verified income
 *   before it, raised by the growth for each year in between up to GROWTH_UNTIL_AGE (flat after);
 *   a career year before the first verified income is discounted back from it the same way, and
 *   counts only the months worked in the career's first year.
 * - lifetimeIncome = the verified years + the estimated years, each year rounded to 만원.
 */
import {
  GROWTH_UNTIL_AGE,
  type GrowthBasis,
  type IncomeSource,
  type IncomeSpan,
  LIFETIME_WINDOW_YEARS,
  type LifetimeWindow,
  RETIREMENT_AGE,
  type YearIncome,
} from '../../../src/contract/income';
import { growthOf, type YearAmount } from './lifetime-growth';

export interface VerifiedIncome {
  year: number;
  amount: number;
}

export interface VerifiedSalary extends VerifiedIncome {
  source: 'HEALTH' | 'TAX';
}

export interface LifetimeInput {
  /** YYYYMMDD */
  birthday: string;
  /** The lookup's answer: every year it covered, 0 where the tax office found no income. */
  taxIncomes: readonly VerifiedIncome[];
  /** The salaries verified at sign-up (health insurance, tax office). */
  verifiedSalaries: readonly VerifiedSalary[];
  /** YYYY-MM the first verified career started, if there is one. */
  careerStartMonth?: string;
  /** The calendar year in Korea now: incomes of a year that has not ended cannot be verified yet. */
  currentYear: number;
}

export interface LifetimeEstimate {
  careerStartYear: number;
  retirementYear: number;
  /** Percent, one decimal. */
  growthRate: number;
  growthBasis: GrowthBasis;
  /** careerStartYear … retirementYear, one entry per year. */
  series: YearIncome[];
  /** The same years by source (IncomeSpan). */
  spans: IncomeSpan[];
  /** Every year with a verified figure, with income or not (also before the career). */
  verifiedYears: number[];
  verifiedTotal: number;
  lifetimeIncome: number;
}

interface SourcedYear extends YearIncome {
  source: IncomeSource;
}

type VerifiedFigure = { amount: number; source: Exclude<IncomeSource, 'ESTIMATED'> };

/** Each year's verified figure, as the module header orders them. */
function verifiedFigures(input: LifetimeInput): Map<number, VerifiedFigure> {
  const figures = new Map<number, VerifiedFigure>();
  const ended = (year: number) => year < input.currentYear;
  for (const { year, amount } of input.taxIncomes) {
    if (ended(year)) figures.set(year, { amount: Math.max(0, Math.round(amount)), source: 'TAX_OFFICE' });
  }
  // The tax office's salary first, so the health insurance's of the same year replaces it.
  const salaries = [...input.verifiedSalaries].sort((a, b) =>
    a.source === b.source ? 0 : a.source === 'TAX' ? -1 : 1,
  );
  const salaryYears = new Map<number, VerifiedFigure>();
  for (const { year, amount, source } of salaries) {
    if (!ended(year) || amount <= 0) continue;
    salaryYears.set(year, {
      amount: Math.round(amount),
      source: source === 'HEALTH' ? 'HEALTH_INSURANCE' : 'TAX_OFFICE',
    });
  }
  for (const [year, salary] of salaryYears) {
    if ((figures.get(year)?.amount ?? 0) === 0) figures.set(year, salary);
  }
  return figures;
}

function parseMonth(month: string | undefined): { year: number; month: number } | undefined {
  const match = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** Consecutive years of one source, split where income starts or stops. */
function spansOf(series: readonly SourcedYear[]): IncomeSpan[] {
  const spans: IncomeSpan[] = [];
  let previous: SourcedYear | undefined;
  for (const item of series) {
    const last = spans[spans.length - 1];
    if (last && previous && previous.source === item.source && previous.amount > 0 === item.amount > 0) {
      last.lastYear = item.year;
      last.total += item.amount;
    } else {
      spans.push({ source: item.source, firstYear: item.year, lastYear: item.year, total: item.amount });
    }
    previous = item;
  }
  return spans;
}

/** The estimate, or undefined when no verified year has income (nothing to estimate from). */
export function estimateLifetime(input: LifetimeInput): LifetimeEstimate | undefined {
  const figures = verifiedFigures(input);
  const earning: YearAmount[] = [...figures.entries()]
    .filter(([, figure]) => figure.amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([year, figure]) => ({ year, amount: figure.amount }));
  const firstEarning = earning[0];
  const lastEarning = earning[earning.length - 1];
  if (!firstEarning || !lastEarning) return undefined;

  const birthYear = Number(input.birthday.slice(0, 4));
  const career = parseMonth(input.careerStartMonth);
  const careerStartYear = Math.min(career?.year ?? firstEarning.year, firstEarning.year);
  const retirementYear = Math.max(birthYear + RETIREMENT_AGE, lastEarning.year);
  // The first year of work is a whole one only when the career started in January.
  const firstFullYear =
    career && career.year === careerStartYear && career.month === 1 ? career.year : careerStartYear + 1;
  const growth = growthOf(earning, firstFullYear);

  const growthEndYear = birthYear + GROWTH_UNTIL_AGE;
  /** The factor from `from` to a later `to`: one raise per year in between, up to GROWTH_UNTIL_AGE. */
  const raise = (from: number, to: number) =>
    (1 + growth.rate / 100) ** Math.max(0, Math.min(to, growthEndYear) - from);

  const series: SourcedYear[] = [];
  for (let year = careerStartYear; year <= retirementYear; year++) {
    const figure = figures.get(year);
    if (figure) {
      series.push({ year, amount: figure.amount, kind: 'VERIFIED', source: figure.source });
      continue;
    }
    let amount: number;
    if (year < firstEarning.year) {
      const monthsWorked = career && year === career.year ? 13 - career.month : 12;
      amount = (firstEarning.amount / raise(year, firstEarning.year)) * (monthsWorked / 12);
    } else {
      const base = earning.filter((item) => item.year < year).at(-1) ?? firstEarning;
      amount = base.amount * raise(base.year, year);
    }
    series.push({ year, amount: Math.round(amount), kind: 'ESTIMATED', source: 'ESTIMATED' });
  }

  const sum = (items: readonly YearIncome[]) => items.reduce((total, item) => total + item.amount, 0);
  return {
    careerStartYear,
    retirementYear,
    growthRate: growth.rate,
    growthBasis: growth.basis,
    series: series.map(({ year, amount, kind }) => ({ year, amount, kind })),
    spans: spansOf(series),
    verifiedYears: [...figures.keys()].sort((a, b) => a - b),
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
