/**
 * The one rule for every figure published about people's pay — a job family's salary figures and
 * offer band, the secret cards, the ranking's average raise, the peer figures of the estimated
 * salary: a figure is published only when at least PUBLISHED_GROUP_MIN distinct people stand
 * behind it, and pay is rounded to the nearest 100만원.
 *
 * Both halves are needed. Fewer people, and a figure is nearly one person's. Exact figures
 * recomputed live give one person's pay away by differencing: when someone joins a group of n,
 * avg×n − previous avg×(n−1) is their pay. Rounded, that difference is off by up to ±100×n만원
 * (±50 for each of the two rounded averages, times n and n−1), so it no longer names a salary.
 */
import { SALARY_STATS_GROUP_MIN } from '../../src/contract/content';

/** Distinct people (candidates) a published figure needs behind it. */
export const PUBLISHED_GROUP_MIN = SALARY_STATS_GROUP_MIN;

/** The step published pay is rounded to, in 만원 (= 100만원). */
export const PUBLISHED_PAY_STEP = 100;

/** Whether a figure about this many distinct people may be published at all. */
export const enoughPeople = (people: number): boolean => people >= PUBLISHED_GROUP_MIN;

/** A pay figure in 만원 (average or median, unrounded) as it may be published. */
export const publishedPay = (amount: number): number => Math.round(amount / PUBLISHED_PAY_STEP) * PUBLISHED_PAY_STEP;

/**
 * Pay figures (만원, unrounded) computed over `people` distinct people, as they may be published:
 * each rounded to 100만원, or null under PUBLISHED_GROUP_MIN people.
 */
export function publishedPayFigures<Name extends string>(
  people: number,
  figures: Record<Name, number>,
): Record<Name, number> | null {
  if (!enoughPeople(people)) return null;
  const entries = Object.entries(figures) as [Name, number][];
  return Object.fromEntries(entries.map(([name, amount]) => [name, publishedPay(amount)])) as Record<Name, number>;
}
