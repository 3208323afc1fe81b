/**
 * The profile's careers (SPEC §3 profile v3, §5 detail ≤ 2000). Verified careers come from the
 * health insurance: their company, job and dates stay as verified — only the detail and the hide
 * flag change, and they cannot be removed. Careers the candidate added by hand (verified false)
 * are added, edited and removed freely. A patch carries the whole list, in the candidate's order.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  CAREER_NOT_FOUND_MESSAGE,
  CAREER_PERIOD_MESSAGE,
  type CareerEdit,
  type ProfileCareer,
  VERIFIED_CAREER_MESSAGE,
  VERIFIED_CAREER_REMOVAL_MESSAGE,
} from '../../../src/contract/profile';
import type { Executor } from '../../db/executor';
import { careers } from '../../db/schema';
import { companyNameKey } from '../../domain/company-name-key';

export interface StoredCareer {
  id: number;
  company: string;
  job: string;
  startMonth: string;
  endMonth: string;
  verified: boolean;
}

type CareerValues = Pick<typeof careers.$inferInsert, 'company' | 'companyKey' | 'job' | 'startMonth' | 'endMonth'>;

export interface CareerPlan {
  /** Existing careers with their new position, detail, hide and — for hand-added ones — facts. */
  updates: { id: number; position: number; detail: string; hide: boolean; facts?: CareerValues }[];
  inserts: { position: number; detail: string; hide: boolean; facts: CareerValues }[];
  /** Hand-added careers left out of the patch. */
  deletes: number[];
}

export type CareerPlanResult = { ok: true; plan: CareerPlan } | { ok: false; message: string; field: string };

const factsOf = (edit: CareerEdit): CareerValues => ({
  company: edit.company,
  companyKey: companyNameKey(edit.company),
  job: edit.job,
  startMonth: edit.start,
  endMonth: edit.end,
});

/** The first fact of a verified career the edit changes, or undefined. */
function changedVerifiedFact(stored: StoredCareer, edit: CareerEdit): keyof CareerEdit | undefined {
  if (edit.company !== stored.company.trim()) return 'company';
  if (edit.job !== stored.job.trim()) return 'job';
  if (edit.start !== stored.startMonth) return 'start';
  if (edit.end !== stored.endMonth) return 'end';
  return undefined;
}

/** What a patch's careers do to the stored ones, or why it cannot (naming the field). */
export function planCareerEdits(stored: readonly StoredCareer[], edits: readonly CareerEdit[]): CareerPlanResult {
  const byId = new Map(stored.map((career) => [career.id, career]));
  const seen = new Set<number>();
  const plan: CareerPlan = { updates: [], inserts: [], deletes: [] };
  for (const [position, edit] of edits.entries()) {
    const field = `careerItems.${position}`;
    const current = edit.id === undefined ? undefined : byId.get(edit.id);
    if (edit.id !== undefined && (!current || seen.has(edit.id))) {
      return { ok: false, message: CAREER_NOT_FOUND_MESSAGE, field: `${field}.id` };
    }
    if (current?.verified) {
      const changed = changedVerifiedFact(current, edit);
      if (changed) return { ok: false, message: VERIFIED_CAREER_MESSAGE, field: `${field}.${changed}` };
    } else if (edit.end !== '' && edit.end < edit.start) {
      return { ok: false, message: CAREER_PERIOD_MESSAGE, field: `${field}.end` };
    }
    const entry = { position, detail: edit.detail, hide: edit.hide };
    if (!current) {
      plan.inserts.push({ ...entry, facts: factsOf(edit) });
      continue;
    }
    seen.add(current.id);
    plan.updates.push({ ...entry, id: current.id, ...(current.verified ? {} : { facts: factsOf(edit) }) });
  }
  for (const career of stored) {
    if (seen.has(career.id)) continue;
    if (career.verified) return { ok: false, message: VERIFIED_CAREER_REMOVAL_MESSAGE, field: 'careerItems' };
    plan.deletes.push(career.id);
  }
  return { ok: true, plan };
}

export async function storedCareers(db: Executor, candidateId: string): Promise<StoredCareer[]> {
  return db
    .select({
      id: careers.id,
      company: careers.company,
      job: careers.job,
      startMonth: careers.startMonth,
      endMonth: careers.endMonth,
      verified: careers.verified,
    })
    .from(careers)
    .where(eq(careers.candidateId, candidateId));
}

/** Writes a plan; run inside the transaction that checked it. */
export async function applyCareerPlan(tx: Executor, candidateId: string, plan: CareerPlan, now: Date) {
  if (plan.deletes.length > 0) {
    await tx.delete(careers).where(and(eq(careers.candidateId, candidateId), inArray(careers.id, plan.deletes)));
  }
  for (const update of plan.updates) {
    await tx
      .update(careers)
      .set({ position: update.position, detail: update.detail, hide: update.hide, ...update.facts })
      .where(and(eq(careers.id, update.id), eq(careers.candidateId, candidateId)));
  }
  if (plan.inserts.length > 0) {
    await tx.insert(careers).values(
      plan.inserts.map((insert) => ({
        candidateId,
        position: insert.position,
        detail: insert.detail,
        hide: insert.hide,
        verified: false,
        createdAt: now,
        ...insert.facts,
      })),
    );
  }
}

/** The careers as the profile shows them, in the candidate's order. */
export async function profileCareers(db: Executor, candidateId: string): Promise<ProfileCareer[]> {
  const rows = await db
    .select()
    .from(careers)
    .where(eq(careers.candidateId, candidateId))
    .orderBy(careers.position, careers.id);
  return rows.map((row) => ({
    id: row.id,
    company: row.company,
    job: row.job,
    start: row.startMonth,
    end: row.endMonth,
    detail: row.detail,
    hide: row.hide,
    verified: row.verified,
  }));
}
