/**
 * Derived columns that rows written before the column existed lack, filled at boot after the
 * migrations (which cannot run our code). Idempotent: replicas booting together write the same values.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { companyNameKey } from '../domain/company-name-key';
import type { Database } from './client';
import { candidates, careers } from './schema';

/** careers.company_key of careers stored before it existed (migration 0005 gave them ''). */
export async function backfillCompanyKeys(db: Database): Promise<number> {
  const rows = await db
    .select({ id: careers.id, company: careers.company })
    .from(careers)
    .where(eq(careers.companyKey, ''));
  let filled = 0;
  for (const row of rows) {
    const key = companyNameKey(row.company);
    if (key === '') continue;
    await db.update(careers).set({ companyKey: key }).where(eq(careers.id, row.id));
    filled += 1;
  }
  return filled;
}

/**
 * candidates.first_submitted_at of candidates submitted before it existed (migration 0008): their
 * last submit, the best we know (a restart before then cannot be told apart).
 */
export async function backfillFirstSubmits(db: Database): Promise<number> {
  const filled = await db
    .update(candidates)
    .set({ firstSubmittedAt: sql`${candidates.submittedAt}` })
    .where(and(isNull(candidates.firstSubmittedAt), isNotNull(candidates.submittedAt)))
    .returning({ id: candidates.id });
  return filled.length;
}
