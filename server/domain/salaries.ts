/**
 * Salaries in 만원 (DESIGN.md §3): verified ones from the health insurance and the tax office,
 * typed ones from the candidate (SPEC §3 salary save), and the submit that needs a typed salary.
 */
import { and, desc, eq, gt, gte, isNotNull, max } from 'drizzle-orm';
import { SALARY_FLOOR } from '../../src/contract/money';
import type { SaveSalary } from '../../src/contract/signup';
import type { Database } from '../db/client';
import { candidates, salaries, signups, verificationSessions } from '../db/schema';
import { ApiError, badRequest } from '../errors/api-error';
import type { IdentityProvider, LoginTypeLevel, Telecom, YearSalary } from '../providers/identity-provider';
import { type CandidateRow, requireLiveCandidate } from './candidate-records';
import { lookupError } from './lookup-errors';
import { attackPeriodEnd } from './offer-clock';

export const SALARY_FLOOR_MESSAGE = '2,400만원 이하의 연봉은 입력할 수 없습니다.';
const TAX_BASIS_MESSAGE = '국세청으로 인증된 연봉 정보를 선택할 수 없습니다.';
const SALARY_REQUIRED_MESSAGE = '연봉 정보가 저장되지 않았어요. 연봉을 입력한 뒤 다시 제출해 주세요.';

type SalaryItem = SaveSalary['salaryItems'][number];

const amountOf = (item: SalaryItem) => (item.type === 'REWARD' ? item.additionReward : item.salary);

/** Why these items cannot be saved, naming the field, or undefined. */
export function checkSalaryItems(items: readonly SalaryItem[]): { message: string; field: string } | undefined {
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const key = `${item.type}:${item.year}`;
    if (seen.has(key)) return { message: '같은 연봉 항목이 두 번 들어 있습니다.', field: `salaryItems.${index}` };
    seen.add(key);
    if (item.type === 'INPUT' && item.salary > 0 && item.salary <= SALARY_FLOOR) {
      return { message: SALARY_FLOOR_MESSAGE, field: `salaryItems.${index}.salary` };
    }
  }
  return undefined;
}

export async function storeVerifiedSalaries(
  db: Database,
  now: () => Date,
  candidateId: string,
  source: 'HEALTH' | 'TAX',
  items: readonly YearSalary[],
) {
  for (const { year, salary } of items) {
    await db
      .insert(salaries)
      .values({ candidateId, source, type: 'INPUT', year, amount: salary, updatedAt: now() })
      .onConflictDoUpdate({
        target: [salaries.candidateId, salaries.source, salaries.type, salaries.year],
        set: { amount: salary, updatedAt: now() },
      });
  }
}

export async function saveSalaries(db: Database, now: () => Date, candidateId: string, input: SaveSalary) {
  await requireLiveCandidate(db, candidateId);
  const problem = checkSalaryItems(input.salaryItems);
  if (problem) throw badRequest(problem.message, problem.field);
  if (input.salaryType === 'TAX') {
    const [tax] = await db
      .select({ amount: salaries.amount })
      .from(salaries)
      .where(and(eq(salaries.candidateId, candidateId), eq(salaries.source, 'TAX'), gt(salaries.amount, 0)));
    if (!tax) throw badRequest(TAX_BASIS_MESSAGE, 'salaryType');
  }
  for (const item of input.salaryItems) {
    const amount = amountOf(item);
    await db
      .insert(salaries)
      .values({
        candidateId,
        source: 'INPUT',
        type: item.type,
        year: item.year,
        amount,
        basis: input.salaryType,
        updatedAt: now(),
      })
      .onConflictDoUpdate({
        target: [salaries.candidateId, salaries.source, salaries.type, salaries.year],
        set: { amount, basis: input.salaryType, updatedAt: now() },
      });
  }
}

/** Health-insurance salaries of 2023–2025, within the approval of the candidate's last career verification. */
export async function lookupHealthSalaries(
  deps: { db: Database; now: () => Date; provider: IdentityProvider },
  candidateId: string,
): Promise<YearSalary[]> {
  const candidate = await requireLiveCandidate(deps.db, candidateId);
  const [session] = await deps.db
    .select()
    .from(verificationSessions)
    .where(
      and(
        eq(verificationSessions.candidateId, candidateId),
        eq(verificationSessions.purpose, 'career'),
        eq(verificationSessions.status, 'completed'),
      ),
    )
    .orderBy(desc(verificationSessions.completedAt))
    .limit(1);
  if (!session) throw lookupError(409);
  const result = await deps.provider.lookupHealthSalary(
    personOf(candidate, session.loginTypeLevel as LoginTypeLevel, session.telecom as Telecom),
    session.id,
  );
  if (result.kind === 'pending' || result.kind === 'restart') throw lookupError(409);
  if (result.kind === 'failed') throw lookupError(result.status, { flow: 'salary' });
  await storeVerifiedSalaries(deps.db, deps.now, candidateId, 'HEALTH', result.value);
  return [...result.value].sort((a, b) => a.year - b.year);
}

export const personOf = (candidate: CandidateRow, loginTypeLevel: LoginTypeLevel, telecom: Telecom) => ({
  name: candidate.name,
  phone: candidate.phone,
  birthday: candidate.birthday,
  gender: candidate.gender,
  loginTypeLevel,
  telecom,
  job: { label: candidate.jobLabel, subLabel: candidate.jobSubLabel },
});

/**
 * Publishes the profile: needs a typed salary saved since the last verification (a reapply starts
 * its salaries over), then sets submittedAt (and firstSubmittedAt, once) and makes the profile visible to companies. A submit of
 * a profile that was submitted before and then stopped is a restart (SPEC §4): it is visible again,
 * with a new attack period unless an extension still runs longer.
 */
export async function submitProfile(
  db: Database,
  now: () => Date,
  candidateId: string,
): Promise<{ firstSubmit: boolean; restarted: boolean }> {
  const candidate = await requireLiveCandidate(db, candidateId);
  const [{ verifiedAt }] = await db
    .select({ verifiedAt: max(signups.verifiedAt) })
    .from(signups)
    .where(and(eq(signups.candidateId, candidateId), isNotNull(signups.verifiedAt)));
  const [saved] = await db
    .select({ id: salaries.id })
    .from(salaries)
    .where(
      and(
        eq(salaries.candidateId, candidateId),
        eq(salaries.source, 'INPUT'),
        eq(salaries.type, 'INPUT'),
        gt(salaries.amount, 0),
        gte(salaries.updatedAt, verifiedAt ?? new Date(0)),
      ),
    )
    .limit(1);
  if (!saved) throw new ApiError(422, 'SALARY_REQUIRED', SALARY_REQUIRED_MESSAGE);
  const submittedAt = now();
  // An extension that ended would otherwise keep the new period closed (attackUntil wins over the default).
  const defaultEnd = attackPeriodEnd(submittedAt, null);
  const attackUntil =
    candidate.attackUntil && defaultEnd && candidate.attackUntil > defaultEnd ? candidate.attackUntil : null;
  // The first submit is kept (a restart must not push back the salary report); a row from before the
  // column that boot has not filled yet takes its last submit.
  const firstSubmittedAt = candidate.firstSubmittedAt ?? candidate.submittedAt ?? submittedAt;
  await db
    .update(candidates)
    .set({ submittedAt, firstSubmittedAt, attackUntil, isActivate: true })
    .where(eq(candidates.id, candidateId));
  return { firstSubmit: !candidate.submittedAt, restarted: Boolean(candidate.submittedAt) && !candidate.isActivate };
}
