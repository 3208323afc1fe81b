/**
 * The candidate's salaries as SPEC §3 names them (`GET /v2/users/salary`, `GET /v3/users/salary`),
 * the additional reward (`PATCH /users/additional`) and deleting the tax-office income
 * (`DELETE /users/tax`). Writes go through saveSalaries (salaries.ts), the code of
 * `POST /v2/users/salary`, so its checks hold here too.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { SalaryV3 } from '../../../src/contract/legacy';
import type { Database } from '../../db/client';
import { salaries } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { saveSalaries } from '../../domain/salaries';

/** SPEC §3: the reward is the 2024 one. */
const REWARD_YEAR = 2024 as const;

type SalaryRow = typeof salaries.$inferSelect;
const latest = (rows: readonly SalaryRow[]) =>
  rows.filter((row) => row.amount > 0).sort((a, b) => b.year - a.year || +b.updatedAt - +a.updatedAt)[0];

export async function salaryInfo(db: Database, candidateId: string): Promise<SalaryV3> {
  await requireLiveCandidate(db, candidateId);
  const rows = await db
    .select()
    .from(salaries)
    .where(eq(salaries.candidateId, candidateId))
    .orderBy(asc(salaries.type), asc(salaries.year));
  const typed = rows.filter((row) => row.source === 'INPUT');
  const of = (source: SalaryRow['source'], type: SalaryRow['type']) =>
    latest(rows.filter((row) => row.source === source && row.type === type));
  const input = of('INPUT', 'INPUT');
  const basis = typed.find((row) => row.type === 'INPUT' && row.basis)?.basis ?? 'HEALTH';
  return {
    salaryType: basis,
    salaryItems: typed.map((row) =>
      row.type === 'REWARD'
        ? { type: 'REWARD' as const, year: row.year, additionReward: row.amount }
        : { type: row.type, year: row.year, salary: row.amount },
    ),
    salaryByHealth: of('HEALTH', 'INPUT')?.amount ?? null,
    salaryByTax: of('TAX', 'INPUT')?.amount ?? null,
    inputSalary: input ? { title: `${input.year}년 계약 연봉`, amount: input.amount } : null,
    hopeSalary: of('INPUT', 'HOPE')?.amount ?? null,
    additionReward: of('INPUT', 'REWARD')?.amount ?? null,
  };
}

/** Stores the 2024 additional reward as a typed REWARD item. */
export async function saveAdditionReward(db: Database, now: () => Date, candidateId: string, additionReward: number) {
  const { salaryType } = await salaryInfo(db, candidateId);
  await saveSalaries(db, now, candidateId, {
    salaryType,
    salaryItems: [{ type: 'REWARD', year: REWARD_YEAR, additionReward }],
  });
}

/** Deletes the tax-office income; typed salaries that were compared against it now are against HEALTH. */
export async function deleteTaxSalary(db: Database, candidateId: string) {
  await requireLiveCandidate(db, candidateId);
  await db.transaction(async (tx) => {
    await tx.delete(salaries).where(and(eq(salaries.candidateId, candidateId), eq(salaries.source, 'TAX')));
    await tx
      .update(salaries)
      .set({ basis: 'HEALTH' })
      .where(and(eq(salaries.candidateId, candidateId), eq(salaries.source, 'INPUT'), eq(salaries.basis, 'TAX')));
  });
}
