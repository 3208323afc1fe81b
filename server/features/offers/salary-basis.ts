/**
 * What an offer's raise is measured against, and the hoped-for salary as a floor.
 *
 * The basis is the candidate's most recent salary on their profile: of every salary of the kind
 * "what I earn" (a verified health-insurance or tax-office figure, or the contract salary they typed),
 * the one of the latest year; within that year the higher figure, so a raise is never read over less
 * than they earn. An offer whose top is at or below the basis shows no raise.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { hopeFloorMessage } from '../../../src/contract/biz';
import type { Executor } from '../../db/executor';
import { salaries } from '../../db/schema';
import { badRequest } from '../../errors/api-error';

type EarnedSource = 'INPUT' | 'HEALTH' | 'TAX';

export interface EarnedSalary {
  source: EarnedSource;
  year: number;
  /** 만원 */
  amount: number;
}

export interface SalaryBasis extends EarnedSalary {
  /** How the card names it: "2025년 계약 연봉". */
  label: string;
}

const SOURCE_LABELS: Record<EarnedSource, string> = {
  INPUT: '계약 연봉',
  HEALTH: '건강보험 연봉',
  TAX: '국세청 연봉',
};

/** The latest year's salary, the higher one within that year; undefined without any above 0. */
export function salaryBasisOf(rows: readonly EarnedSalary[]): SalaryBasis | undefined {
  let best: EarnedSalary | undefined;
  for (const row of rows) {
    if (row.amount <= 0) continue;
    if (!best || row.year > best.year || (row.year === best.year && row.amount > best.amount)) best = row;
  }
  return best && { ...best, label: `${best.year}년 ${SOURCE_LABELS[best.source]}` };
}

/** Percent of salaryMax over the basis, rounded; 0 at or below it, or without a basis. */
export function increaseOver(salaryMax: number, basis: Pick<SalaryBasis, 'amount'> | undefined): number {
  if (!basis || salaryMax <= basis.amount) return 0;
  return Math.round((salaryMax / basis.amount - 1) * 100);
}

/** The basis of each candidate (what they earn: type INPUT of any source). */
export async function salaryBases(db: Executor, ids: readonly string[]): Promise<Map<string, SalaryBasis>> {
  const bases = new Map<string, SalaryBasis>();
  if (ids.length === 0) return bases;
  const rows = await db
    .select({
      candidateId: salaries.candidateId,
      source: salaries.source,
      year: salaries.year,
      amount: salaries.amount,
    })
    .from(salaries)
    .where(and(inArray(salaries.candidateId, [...ids]), eq(salaries.type, 'INPUT'), gt(salaries.amount, 0)));
  for (const id of ids) {
    const basis = salaryBasisOf(rows.filter((row) => row.candidateId === id));
    if (basis) bases.set(id, basis);
  }
  return bases;
}

/** An offer's stored raise and the basis it names. */
export function increaseColumns(salaryMax: number, basis: SalaryBasis | undefined) {
  return { increaseRate: increaseOver(salaryMax, basis), increaseBasis: basis?.label ?? null };
}

/**
 * The hoped-for salary is a floor: a band whose top is under it is refused (400, `field` naming the
 * top), in the words the console shows too.
 */
export function assertAtLeastHope(salaryMax: number, hopeSalary: number | null | undefined, field: string) {
  if (hopeSalary && salaryMax < hopeSalary) throw badRequest(hopeFloorMessage(hopeSalary), field);
}
