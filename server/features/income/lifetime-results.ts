/**
 * The estimate of a finished lookup (POST /income/lifetime, POST /income/lifetime/complete, GET
 * /income/lifetime/result): only the caller's own DONE events. The first complete stores the
 * lifetime income and its moment; later ones answer what was stored, so a shared figure never
 * changes under the person who shared it. The latest completed one is read back on return.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { type LifetimeResult, type LifetimeWindow, NO_INCOME_MESSAGE } from '../../../src/contract/income';
import { kstYear } from '../../../src/contract/kst';
import type { Database } from '../../db/client';
import { incomeEvents } from '../../db/schema-income';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { ApiError, badRequest } from '../../errors/api-error';
import { estimateLifetime, type LifetimeEstimate, lifetimeWindow, type VerifiedIncome } from './lifetime-income';
import { findOwnEvent, type IncomeEventRow } from './lifetime-lookups';
import { signupFiguresOf } from './signup-figures';

const NOT_READY_MESSAGE = '소득 조회가 아직 끝나지 않았어요. 조회를 마친 뒤 다시 시도해 주세요.';

const notReady = () => new ApiError(409, 'LIFETIME_NOT_READY', NOT_READY_MESSAGE);
const noIncome = () => new ApiError(422, 'NO_INCOME', NO_INCOME_MESSAGE);

async function doneEvent(db: Database, candidateId: string, eventId: string): Promise<IncomeEventRow> {
  const row = await findOwnEvent(db, candidateId, eventId);
  if (row.status !== 'DONE') throw notReady();
  return row;
}

async function estimateOf(db: Database, row: IncomeEventRow, at: Date): Promise<LifetimeEstimate> {
  const candidate = await requireLiveCandidate(db, row.candidateId);
  const estimate = estimateLifetime({
    birthday: candidate.birthday,
    taxIncomes: (row.incomes as VerifiedIncome[] | null) ?? [],
    ...(await signupFiguresOf(db, row.candidateId)),
    currentYear: kstYear(at),
  });
  if (!estimate) throw noIncome();
  return estimate;
}

export async function lifetimeWindowOf(
  db: Database,
  now: () => Date,
  candidateId: string,
  input: { eventId: string; startYear: number; endYear: number },
): Promise<LifetimeWindow> {
  const row = await doneEvent(db, candidateId, input.eventId);
  const answer = lifetimeWindow(await estimateOf(db, row, now()), input.startYear, input.endYear);
  if (!answer.ok) throw badRequest(answer.message, answer.field);
  return answer.window;
}

export async function completeLifetime(
  db: Database,
  now: () => Date,
  candidateId: string,
  eventId: string,
): Promise<LifetimeResult> {
  const row = await doneEvent(db, candidateId, eventId);
  const estimate = await estimateOf(db, row, now());
  let stored = row;
  if (row.lifetimeIncome === null || row.completedAt === null) {
    const [first] = await db
      .update(incomeEvents)
      .set({ lifetimeIncome: estimate.lifetimeIncome, completedAt: now() })
      .where(and(eq(incomeEvents.id, row.id), isNull(incomeEvents.completedAt)))
      .returning();
    // Two completes at once: the one that stored first is the result.
    stored = first ?? (await findOwnEvent(db, candidateId, eventId));
  }
  return resultOf(stored, estimate, now());
}

/** The candidate's most recently completed estimate, or null before their first. */
export async function latestLifetimeResult(
  db: Database,
  now: () => Date,
  candidateId: string,
): Promise<LifetimeResult | null> {
  await requireLiveCandidate(db, candidateId);
  const [row] = await db
    .select()
    .from(incomeEvents)
    .where(and(eq(incomeEvents.candidateId, candidateId), isNotNull(incomeEvents.completedAt)))
    .orderBy(desc(incomeEvents.completedAt))
    .limit(1);
  if (!row) return null;
  return resultOf(row, await estimateOf(db, row, now()), now());
}

function resultOf(stored: IncomeEventRow, estimate: LifetimeEstimate, at: Date): LifetimeResult {
  return {
    eventId: stored.id,
    lifetimeIncome: stored.lifetimeIncome ?? estimate.lifetimeIncome,
    careerStartYear: estimate.careerStartYear,
    retirementYear: estimate.retirementYear,
    growthRate: estimate.growthRate,
    growthBasis: estimate.growthBasis,
    verifiedTotal: estimate.verifiedTotal,
    spans: estimate.spans,
    completedAt: (stored.completedAt ?? at).toISOString(),
  };
}
