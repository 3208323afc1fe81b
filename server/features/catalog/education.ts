/**
 * The candidate's school entries (SPEC §3 degree entry, §5 at most 10). Every read and write is
 * scoped to the caller: another candidate's entry answers the same 404 as one that never existed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  SCHOOL_ENTRY_LIMIT,
  SCHOOL_LIMIT_CODE,
  SCHOOL_LIMIT_MESSAGE,
  SCHOOL_PERIOD_MESSAGE,
  type SchoolEntry,
  type SchoolEntryPatch,
  type StoredSchoolEntry,
} from '../../../src/contract/education';
import { ErrorCode } from '../../../src/contract/errors';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { userSchools } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { ApiError, badRequest } from '../../errors/api-error';

const ENTRY_NOT_FOUND_MESSAGE = '학력 정보를 찾을 수 없어요.';

const entryNotFound = () => new ApiError(404, ErrorCode.notFound, ENTRY_NOT_FOUND_MESSAGE);

/** Why the period cannot be stored, or undefined. YYYY-MM strings compare in calendar order. */
function periodProblem(entry: Pick<SchoolEntry, 'start' | 'end'>): string | undefined {
  return entry.end !== '' && entry.end < entry.start ? SCHOOL_PERIOD_MESSAGE : undefined;
}

type Row = typeof userSchools.$inferSelect;

const toEntry = (row: Row): StoredSchoolEntry => ({
  id: row.id,
  school: row.school,
  major: row.major,
  degree: row.degree,
  start: row.startMonth,
  end: row.endMonth,
});

/** In the order they were added. */
async function listSchoolEntries(db: Executor, candidateId: string): Promise<StoredSchoolEntry[]> {
  const rows = await db
    .select()
    .from(userSchools)
    .where(eq(userSchools.candidateId, candidateId))
    .orderBy(asc(userSchools.id));
  return rows.map(toEntry);
}

async function findOwnRow(db: Executor, candidateId: string, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(userSchools)
    .where(and(eq(userSchools.id, id), eq(userSchools.candidateId, candidateId)));
  if (!row) throw entryNotFound();
  return row;
}

export async function listOwnSchoolEntries(db: Database, candidateId: string) {
  await requireLiveCandidate(db, candidateId);
  return listSchoolEntries(db, candidateId);
}

export async function getSchoolEntry(db: Database, candidateId: string, id: number) {
  await requireLiveCandidate(db, candidateId);
  return toEntry(await findOwnRow(db, candidateId, id));
}

export async function addSchoolEntry(db: Database, now: () => Date, candidateId: string, entry: SchoolEntry) {
  await requireLiveCandidate(db, candidateId);
  const problem = periodProblem(entry);
  if (problem) throw badRequest(problem, 'end');
  // Counted and inserted under a per-candidate lock: adds fired at once must not pass 10 together.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-schools:${candidateId}`}))`);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userSchools)
      .where(eq(userSchools.candidateId, candidateId));
    if (count >= SCHOOL_ENTRY_LIMIT) throw new ApiError(409, SCHOOL_LIMIT_CODE, SCHOOL_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(userSchools)
      .values({
        candidateId,
        school: entry.school,
        major: entry.major,
        degree: entry.degree,
        startMonth: entry.start,
        endMonth: entry.end,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    return toEntry(row);
  });
}

export async function updateSchoolEntry(
  db: Database,
  now: () => Date,
  candidateId: string,
  id: number,
  patch: SchoolEntryPatch,
) {
  await requireLiveCandidate(db, candidateId);
  const merged = { ...toEntry(await findOwnRow(db, candidateId, id)), ...patch };
  const problem = periodProblem(merged);
  if (problem) throw badRequest(problem, patch.end === undefined ? 'start' : 'end');
  const [row] = await db
    .update(userSchools)
    .set({
      school: merged.school,
      major: merged.major,
      degree: merged.degree,
      startMonth: merged.start,
      endMonth: merged.end,
      updatedAt: now(),
    })
    .where(and(eq(userSchools.id, id), eq(userSchools.candidateId, candidateId)))
    .returning();
  // Deleted by a parallel request between the read and the update.
  if (!row) throw entryNotFound();
  return toEntry(row);
}

export async function deleteSchoolEntry(db: Database, candidateId: string, id: number) {
  await requireLiveCandidate(db, candidateId);
  const deleted = await db
    .delete(userSchools)
    .where(and(eq(userSchools.id, id), eq(userSchools.candidateId, candidateId)))
    .returning({ id: userSchools.id });
  if (deleted.length === 0) throw entryNotFound();
}
