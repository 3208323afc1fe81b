/**
 * The yearly growth the lifetime estimate applies after the last verified year, taken from the
 * candidate's own verified figures: the average yearly rate (CAGR) between their first and last
 * full years of verified income, rounded to one decimal of a percent, kept within 0 …
 * GROWTH_CAP_PERCENT. The rounded rate is the one applied, so the published rate reproduces the
 * figures.
 *
 * A career's first year counts only when the career started in January: a few months' pay
 * against a whole year's reads as a raise of hundreds of percent.
 *
 * Why a cap, and why 3 %: a person's last few years are a short, noisy sample (a job change, a
 * first promotion), and carried over twenty or thirty years a few points more multiply the result
 * (7 % a year from 6,400만원 at 32 gave an estimate of 57억원 and more). 3 % is a conservative
 * round figure, no higher than the long-run rise of nominal wages in Korea (고용노동부
 * 사업체노동력조사: employees' average wage rose about 3 % a year or a little more over
 * 2015–2024). With fewer than two full years to measure, the same 3 % is the assumption.
 */
import type { GrowthBasis } from '../../../src/contract/income';

export const GROWTH_CAP_PERCENT = 3;

export interface YearAmount {
  year: number;
  amount: number;
}

export interface Growth {
  /** Percent, one decimal. */
  rate: number;
  basis: GrowthBasis;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * `earning`: the verified years with income, oldest first; `firstFullYear`: the first year that
 * is a whole year of work.
 */
export function growthOf(earning: readonly YearAmount[], firstFullYear: number): Growth {
  const full = earning.filter((item) => item.year >= firstFullYear);
  const first = full[0];
  const last = full[full.length - 1];
  if (!first || !last || first.year === last.year) return { rate: GROWTH_CAP_PERCENT, basis: 'TOO_FEW_YEARS' };
  const percent = roundToTenth(((last.amount / first.amount) ** (1 / (last.year - first.year)) - 1) * 100);
  if (percent > GROWTH_CAP_PERCENT) return { rate: GROWTH_CAP_PERCENT, basis: 'CAPPED' };
  if (percent <= 0) return { rate: 0, basis: 'NOT_RISING' };
  return { rate: percent, basis: 'OWN' };
}
