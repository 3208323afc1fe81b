/**
 * Work to run later, kept in `scheduled_jobs` so every replica shares one queue (DESIGN.md §1).
 *
 * claimDue takes due rows with FOR UPDATE SKIP LOCKED inside a short transaction and leases them:
 * attempts + 1 and run_at pushed LEASE_MS ahead, so a second poller (another replica, or the next
 * tick) skips them while they run. The runner then marks each job done, or records the error and
 * retries it later; after MAX_ATTEMPTS a job stays undone with its last error, for a human.
 *
 * A claim writes INTERRUPTED as the job's last error until the try ends: a job claimed again with
 * it was left mid-try (the process died, or the lease ran out), so a job whose effect cannot be
 * repeated (an SMS) can tell "it may have happened" from "it failed".
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { scheduledJobs } from '../db/schema';

export const MAX_ATTEMPTS = 5;
/** How long a claimed job is hidden from other pollers while it runs. */
export const LEASE_MS = 60_000;
/** Wait before retry n (1-based): 30 s, 60 s, 120 s… */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

export type JobKind = 'demo-life' | 'held-push' | 'notice-sms' | 'revision-email';

/** The last error of a job whose try never ended: what happened in it is unknown. */
export const INTERRUPTED = 'interrupted: the runner stopped before this try ended';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Including this run. */
  attempts: number;
  /** How the previous try ended: null before the first or after a success, INTERRUPTED when it never ended. */
  previousError: string | null;
}

export async function enqueue(db: Executor, kind: JobKind, payload: unknown, runAt: Date): Promise<number> {
  const [row] = await db.insert(scheduledJobs).values({ kind, payload, runAt }).returning({ id: scheduledJobs.id });
  return row.id;
}

export async function claimDue(db: Executor, now: Date, limit: number): Promise<ClaimedJob[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: scheduledJobs.id, lastError: scheduledJobs.lastError })
      .from(scheduledJobs)
      .where(and(isNull(scheduledJobs.doneAt), lte(scheduledJobs.runAt, now), lt(scheduledJobs.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(scheduledJobs)
      .set({
        attempts: sql`${scheduledJobs.attempts} + 1`,
        runAt: new Date(now.getTime() + LEASE_MS),
        lastError: INTERRUPTED,
      })
      .where(
        inArray(
          scheduledJobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: scheduledJobs.id,
        kind: scheduledJobs.kind,
        payload: scheduledJobs.payload,
        attempts: scheduledJobs.attempts,
      });
    // In the order they fell due (RETURNING keeps none).
    const byId = new Map(claimed.map((job) => [job.id, job]));
    return due.flatMap((row) => {
      const job = byId.get(row.id);
      return job ? [{ ...job, previousError: row.lastError }] : [];
    });
  });
}

export async function markDone(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(scheduledJobs).set({ doneAt: now, lastError: null }).where(eq(scheduledJobs.id, id));
}

/** Records why the run failed and when to try again. The message must not hold personal data. */
export async function markFailed(db: Executor, job: ClaimedJob, error: string, now: Date): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lastError: error.slice(0, 500), runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) })
    .where(eq(scheduledJobs.id, job.id));
}

export interface JobBacklog {
  /** The run_at of the oldest job due at `now` and not claimed (a claimed one's run_at is its lease's end). */
  oldestDueAt: Date | undefined;
  due: number;
  /** Jobs left undone after MAX_ATTEMPTS, waiting for a human. */
  givenUp: number;
}

/** How far behind the queue is (the metrics' job lag), in one query. */
export async function jobBacklog(db: Executor, now: Date): Promise<JobBacklog> {
  const due = sql`${scheduledJobs.attempts} < ${MAX_ATTEMPTS} and ${scheduledJobs.runAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      oldestDueAt: sql<string | Date | null>`min(${scheduledJobs.runAt}) filter (where ${due})`,
      due: sql<number>`(count(*) filter (where ${due}))::int`,
      givenUp: sql<number>`(count(*) filter (where ${scheduledJobs.attempts} >= ${MAX_ATTEMPTS}))::int`,
    })
    .from(scheduledJobs)
    .where(isNull(scheduledJobs.doneAt));
  const oldest = row?.oldestDueAt;
  return {
    oldestDueAt: oldest === null || oldest === undefined ? undefined : new Date(oldest),
    due: row?.due ?? 0,
    givenUp: row?.givenUp ?? 0,
  };
}
