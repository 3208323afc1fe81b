/**
 * Two-way flows with an identity provider, kept in the database (any replica may take the next
 * call). The session id is the client's cfid. A completion must present the continuation the
 * request answered (or, flagged isRestart, the one before the last restart); a session is good
 * for 270 s and for one successful completion. Early completions are counted here: the third one
 * restarts the flow, as CODEF does.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { verificationSessions } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { TWO_WAY_WINDOW_MS, type TwoWayState } from '../providers/identity-provider';
import { lookupError } from './lookup-errors';

export const EARLY_COMPLETIONS_BEFORE_RESTART = 3;

export type SessionRow = typeof verificationSessions.$inferSelect;
export type Purpose = SessionRow['purpose'];

export interface PresentedContinuation extends TwoWayState {
  cfid: string;
  isRestart?: boolean;
}

export const twoWayOf = (row: SessionRow): TwoWayState => ({
  jobIndex: row.jobIndex,
  threadIndex: row.threadIndex,
  jti: row.jti,
  twoWayTimestamp: row.twoWayTimestamp,
});

const continuationOf = (row: SessionRow) => ({ cfid: row.id, ...twoWayOf(row) });

const sameTwoWay = (a: TwoWayState, b: TwoWayState) =>
  a.jobIndex === b.jobIndex &&
  a.threadIndex === b.threadIndex &&
  a.jti === b.jti &&
  a.twoWayTimestamp === b.twoWayTimestamp;

export const sessionNotFound = () =>
  new ApiError(404, 'VERIFY_NOT_FOUND', '인증 요청을 찾을 수 없습니다. 처음부터 다시 진행해 주세요.');

export function createTwoWaySessions(db: Database, now: () => Date) {
  const expiry = () => new Date(now().getTime() + TWO_WAY_WINDOW_MS);

  return {
    async open(values: {
      id: string;
      purpose: Purpose;
      signupId?: string;
      candidateId?: string;
      loginTypeLevel: number;
      telecom: number;
      twoWay: TwoWayState;
    }) {
      const { twoWay, ...rest } = values;
      const [row] = await db
        .insert(verificationSessions)
        .values({ ...rest, ...twoWay, expiresAt: expiry(), createdAt: now() })
        .returning();
      return continuationOf(row);
    },

    /**
     * The pending session the client is completing, or the error that tells it to start again.
     * With `candidateId`, another candidate's session is not found, whatever its state.
     */
    async load(presented: PresentedContinuation, purpose: Purpose, candidateId?: string): Promise<SessionRow> {
      const [row] = await db
        .select()
        .from(verificationSessions)
        .where(and(eq(verificationSessions.id, presented.cfid), eq(verificationSessions.purpose, purpose)));
      if (!row || (candidateId !== undefined && row.candidateId !== candidateId)) throw sessionNotFound();
      const current = sameTwoWay(row, presented);
      const previous =
        presented.isRestart === true && row.previousContinuation && sameTwoWay(row.previousContinuation, presented);
      if (!current && !previous) throw sessionNotFound();
      if (row.status !== 'pending') throw lookupError(410);
      if (row.expiresAt.getTime() <= now().getTime()) {
        await db.update(verificationSessions).set({ status: 'expired' }).where(eq(verificationSessions.id, row.id));
        throw lookupError(410);
      }
      return row;
    },

    /** One more completion before the approval; answers how many there have been. */
    async countEarly(row: SessionRow): Promise<number> {
      const [updated] = await db
        .update(verificationSessions)
        .set({ earlyCompletions: sql`${verificationSessions.earlyCompletions} + 1` })
        .where(eq(verificationSessions.id, row.id))
        .returning({ earlyCompletions: verificationSessions.earlyCompletions });
      return updated?.earlyCompletions ?? EARLY_COMPLETIONS_BEFORE_RESTART;
    },

    /** A new continuation for the same cfid; the old one stays acceptable once with isRestart. */
    async restart(row: SessionRow, twoWay: TwoWayState) {
      const [updated] = await db
        .update(verificationSessions)
        .set({
          ...twoWay,
          previousContinuation: twoWayOf(row),
          earlyCompletions: 0,
          restarts: sql`${verificationSessions.restarts} + 1`,
          expiresAt: expiry(),
        })
        .where(eq(verificationSessions.id, row.id))
        .returning();
      return continuationOf(updated);
    },

    /** Ends a pending session; false when another request ended it first. */
    async finish(id: string, status: 'completed' | 'failed', candidateId?: string, tx: Executor = db) {
      const ended = await tx
        .update(verificationSessions)
        .set({ status, completedAt: now(), ...(candidateId ? { candidateId } : {}) })
        .where(and(eq(verificationSessions.id, id), eq(verificationSessions.status, 'pending')))
        .returning({ id: verificationSessions.id });
      return ended.length === 1;
    },
  };
}

export type TwoWaySessions = ReturnType<typeof createTwoWaySessions>;
