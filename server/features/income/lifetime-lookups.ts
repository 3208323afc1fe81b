/**
 * The tax-office lookup of the lifetime-income event (POST /income/lifetime/verify, GET
 * /income/lifetime/verify/status). A start opens the provider's two-way flow (the approval in the
 * messenger or PASS app) and an `income_events` row WAITING with the continuation; the client then
 * polls, and each poll may ask the provider to complete.
 *
 * Polls are the client's, every 2 s; provider calls cost money and a third completion before the
 * approval makes CODEF restart the flow, so the provider is asked at most once per
 * PROVIDER_ASK_INTERVAL_MS. A restart starts the flow again under the same event (a new
 * notification). Time alone ends a lookup nobody approves: it stays WAITING for the provider's
 * approval window (TWO_WAY_WINDOW_MS, 270 s) from its start and fails with 410 after it. The poll's
 * loadCount is only echoed — the client's count says nothing about how long the person has had.
 * Every change is conditional on the row still WAITING, so concurrent polls settle it once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import { LIFETIME_VERIFY_YEARS, type LifetimeStatus } from '../../../src/contract/income';
import type { Database } from '../../db/client';
import { incomeEvents } from '../../db/schema-income';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { type LookupStatus, lookupError, lookupFailures, lookupMessage } from '../../domain/lookup-errors';
import type { RateLimits } from '../../domain/rate-limits';
import { personOf } from '../../domain/salaries';
import { ApiError } from '../../errors/api-error';
import {
  type IdentityProvider,
  type LoginTypeLevel,
  type Telecom,
  TWO_WAY_WINDOW_MS,
  type TwoWayState,
  type YearIncomeAmount,
} from '../../providers/identity-provider';

/** Lookups one candidate may start per KST day. */
export const LIFETIME_LOOKUPS_PER_DAY = 10;
/** The provider is asked to complete at most this often per event. */
export const PROVIDER_ASK_INTERVAL_MS = 5_000;
export const LOOKUP_LIMIT_MESSAGE = '오늘은 소득을 더 조회할 수 없어요. 내일 다시 시도해 주세요.';

const eventNotFound = () =>
  new ApiError(404, ErrorCode.notFound, '소득 조회 내역을 찾을 수 없어요. 처음부터 다시 진행해 주세요.');

/** How the person approves; kept after the event ends so a failure reads in the right app's words. */
interface Approval {
  loginTypeLevel: LoginTypeLevel;
  telecom: Telecom;
}

/** income_events.two_way while WAITING. */
interface PendingLookup extends TwoWayState, Approval {
  /** When the provider was last asked to complete (ms since the epoch); null since the (re)start. */
  askedAt: number | null;
  restarts: number;
}

export type IncomeEventRow = typeof incomeEvents.$inferSelect;

export interface LifetimeLookupDeps {
  db: Database;
  now: () => Date;
  provider: IdentityProvider;
  rateLimits: RateLimits;
}

/** The caller's own event, or 404 (someone else's event is answered like a missing one). */
export async function findOwnEvent(db: Database, candidateId: string, eventId: string): Promise<IncomeEventRow> {
  const [row] = await db
    .select()
    .from(incomeEvents)
    .where(and(eq(incomeEvents.id, eventId), eq(incomeEvents.candidateId, candidateId)));
  if (!row) throw eventNotFound();
  return row;
}

const continuationOf = (pending: PendingLookup): TwoWayState => ({
  jobIndex: pending.jobIndex,
  threadIndex: pending.threadIndex,
  jti: pending.jti,
  twoWayTimestamp: pending.twoWayTimestamp,
});

const knownStatus = (status: number | null): LookupStatus =>
  status !== null && status in lookupFailures ? (status as LookupStatus) : 418;

function statusAnswer(row: IncomeEventRow, loadCount: number): LifetimeStatus {
  if (row.status !== 'FAILED') return { status: row.status, loadCount };
  const failureStatus = knownStatus(row.failureStatus);
  const approval = row.twoWay as Partial<Approval> | null;
  const message = lookupMessage(failureStatus, { flow: 'income', loginTypeLevel: approval?.loginTypeLevel ?? 1 });
  return { status: 'FAILED', loadCount, message, failureStatus };
}

type Outcome = { status: 'DONE'; incomes: YearIncomeAmount[] } | { status: 'FAILED'; failureStatus: LookupStatus };

export function createLifetimeLookups(deps: LifetimeLookupDeps) {
  const { db, now, provider, rateLimits } = deps;

  async function start(
    candidateId: string,
    input: { loginTypeLevel: LoginTypeLevel; telecom?: Telecom },
  ): Promise<{ eventId: string }> {
    const candidate = await requireLiveCandidate(db, candidateId);
    if (!(await rateLimits.takeDaily('income-lookup', candidateId, LIFETIME_LOOKUPS_PER_DAY))) {
      throw new ApiError(429, ErrorCode.tooManyRequests, LOOKUP_LIMIT_MESSAGE);
    }
    const approval: Approval = { loginTypeLevel: input.loginTypeLevel, telecom: input.telecom ?? 0 };
    const eventId = randomUUID();
    const years = [...LIFETIME_VERIFY_YEARS];
    const started = await provider.startIncomeAuth(
      personOf(candidate, approval.loginTypeLevel, approval.telecom),
      years,
      eventId,
    );
    if (started.kind === 'failed') throw lookupError(started.status, { flow: 'income', ...approval });
    const pending: PendingLookup = { ...started.twoWay, ...approval, askedAt: null, restarts: 0 };
    await db
      .insert(incomeEvents)
      .values({ id: eventId, candidateId, status: 'WAITING', twoWay: pending, years, createdAt: now() });
    return { eventId };
  }

  /** Ends a WAITING event; whoever ended it first wins and every caller answers the stored state. */
  async function settle(row: IncomeEventRow, pending: PendingLookup, outcome: Outcome, loadCount: number) {
    const approval: Approval = { loginTypeLevel: pending.loginTypeLevel, telecom: pending.telecom };
    const [ended] = await db
      .update(incomeEvents)
      .set(
        outcome.status === 'DONE'
          ? { status: 'DONE', incomes: outcome.incomes, twoWay: approval }
          : { status: 'FAILED', failureStatus: outcome.failureStatus, twoWay: approval },
      )
      .where(and(eq(incomeEvents.id, row.id), eq(incomeEvents.status, 'WAITING')))
      .returning();
    return statusAnswer(ended ?? (await findOwnEvent(db, row.candidateId, row.id)), loadCount);
  }

  /** Stores the next state of a WAITING lookup unless another poll replaced its continuation first. */
  async function keepWaiting(row: IncomeEventRow, previous: PendingLookup, next: PendingLookup) {
    await db
      .update(incomeEvents)
      .set({ twoWay: next })
      .where(
        and(
          eq(incomeEvents.id, row.id),
          eq(incomeEvents.status, 'WAITING'),
          sql`${incomeEvents.twoWay}->>'jti' = ${previous.jti}`,
        ),
      );
  }

  async function status(candidateId: string, eventId: string, loadCount: number): Promise<LifetimeStatus> {
    // A deleted account's token may live a few more minutes: it reads nothing, not even a settled event.
    const candidate = await requireLiveCandidate(db, candidateId);
    const row = await findOwnEvent(db, candidateId, eventId);
    if (row.status !== 'WAITING') return statusAnswer(row, loadCount);
    const pending = row.twoWay as PendingLookup;
    const at = now().getTime();
    if (at - row.createdAt.getTime() > TWO_WAY_WINDOW_MS) {
      return settle(row, pending, { status: 'FAILED', failureStatus: 410 }, loadCount);
    }
    if (pending.askedAt !== null && at - pending.askedAt < PROVIDER_ASK_INTERVAL_MS) {
      return { status: 'WAITING', loadCount };
    }

    const person = personOf(candidate, pending.loginTypeLevel, pending.telecom);
    const result = await provider.completeIncomeAuth(person, row.years, continuationOf(pending), row.id);
    if (result.kind === 'done') return settle(row, pending, { status: 'DONE', incomes: result.value }, loadCount);
    if (result.kind === 'failed')
      return settle(row, pending, { status: 'FAILED', failureStatus: result.status }, loadCount);
    if (result.kind === 'pending') {
      await keepWaiting(row, pending, { ...pending, askedAt: at });
      return { status: 'WAITING', loadCount };
    }
    // The provider gave up on this continuation: the same event starts the flow again.
    const restarted = await provider.startIncomeAuth(person, row.years, row.id);
    if (restarted.kind === 'failed') {
      return settle(row, pending, { status: 'FAILED', failureStatus: restarted.status }, loadCount);
    }
    await keepWaiting(row, pending, {
      ...restarted.twoWay,
      loginTypeLevel: pending.loginTypeLevel,
      telecom: pending.telecom,
      askedAt: null,
      restarts: pending.restarts + 1,
    });
    return { status: 'WAITING', loadCount };
  }

  return { start, status };
}
