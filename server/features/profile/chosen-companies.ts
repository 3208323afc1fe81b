/**
 * Companies the candidate chose (SPEC §3 company items, §5 interest limit; DESIGN.md §3):
 * `interest` — at most 6, or as many as were chosen before when that is more — and `restrict` —
 * companies that must never see the candidate. The current employer (a career without an end
 * whose company key is the company's, server/domain/company-name-key.ts) is restricted by rule,
 * not by a row: it is always listed, locked, and a list without it keeps it.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  type ChosenCompanies,
  COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_SEARCH_RESULTS_MAX,
  type CompanyMode,
  type CompanySearchResult,
  INTEREST_COMPANIES_MAX,
  interestLimitMessage,
} from '../../../src/contract/profile';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { candidateCompanies, candidates, careers, companies } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { companyNameKey } from '../../domain/company-name-key';
import { cancelMeetingsWith } from '../../domain/meeting-closure';
import { matchOrder, nameMatches } from '../../domain/search-match';
import { badRequest, unauthorized } from '../../errors/api-error';

/** How many interest companies may be chosen: 6, or the count already chosen when more. */
const interestLimit = (chosenBefore: number) => Math.max(INTEREST_COMPANIES_MAX, chosenBefore);

const companyColumns = { id: companies.id, name: companies.name, logo: companies.logoPath };
type CompanyRow = { id: number; name: string; logo: string };

/** The companies that are the candidate's current employer (matched by company key). */
async function currentEmployers(db: Executor, candidateId: string): Promise<CompanyRow[]> {
  const rows = await db
    .selectDistinct({ key: careers.companyKey })
    .from(careers)
    .where(and(eq(careers.candidateId, candidateId), eq(careers.endMonth, ''), sql`${careers.companyKey} <> ''`));
  if (rows.length === 0) return [];
  const keys = new Set(rows.map((row) => row.key));
  // Company keys are not stored (a rename would leave them stale): compare with the names' keys here.
  const all = await db.select(companyColumns).from(companies).orderBy(asc(companies.id));
  return all.filter((company) => keys.has(companyNameKey(company.name)));
}

async function chosenRows(db: Executor, candidateId: string, mode: CompanyMode): Promise<CompanyRow[]> {
  return db
    .select(companyColumns)
    .from(candidateCompanies)
    .innerJoin(companies, eq(companies.id, candidateCompanies.companyId))
    .where(and(eq(candidateCompanies.candidateId, candidateId), eq(candidateCompanies.mode, mode)))
    .orderBy(asc(candidateCompanies.createdAt), asc(companies.id));
}

async function listOf(db: Executor, candidateId: string, mode: CompanyMode): Promise<ChosenCompanies> {
  const chosen = await chosenRows(db, candidateId, mode);
  if (mode === 'interest') {
    return {
      companyItems: chosen.map((company) => ({ ...company, locked: false })),
      limit: interestLimit(chosen.length),
    };
  }
  const locked = await currentEmployers(db, candidateId);
  const lockedIds = new Set(locked.map((company) => company.id));
  return {
    companyItems: [
      ...locked.map((company) => ({ ...company, locked: true })),
      ...chosen.filter((company) => !lockedIds.has(company.id)).map((company) => ({ ...company, locked: false })),
    ],
    limit: null,
  };
}

export async function chosenCompanies(db: Database, candidateId: string, mode: CompanyMode) {
  await requireLiveCandidate(db, candidateId);
  return listOf(db, candidateId, mode);
}

/**
 * Replaces the list of `mode` with `companyIds` (repeats ignored): companies kept stay where they
 * were, new ones follow in the order given. Under the candidate's row lock, so two edits at once
 * cannot add up past the limit. `field` names the ids in a 400.
 */
export async function chooseCompanies(
  db: Database,
  candidateId: string,
  mode: CompanyMode,
  companyIds: readonly number[],
  now: Date,
  field = 'companyIds',
): Promise<ChosenCompanies> {
  const ids = [...new Set(companyIds)];
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: candidates.id, deletedAt: candidates.deletedAt })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .for('update');
    if (!candidate || candidate.deletedAt) throw unauthorized();

    const known =
      ids.length === 0 ? [] : await tx.select(companyColumns).from(companies).where(inArray(companies.id, ids));
    const knownIds = new Set(known.map((company) => company.id));
    const unknown = companyIds.findIndex((id) => !knownIds.has(id));
    if (unknown >= 0) throw badRequest(COMPANY_NOT_FOUND_MESSAGE, `${field}.${unknown}`);

    let stored = ids;
    if (mode === 'interest') {
      const limit = interestLimit((await chosenRows(tx, candidateId, mode)).length);
      if (ids.length > limit) throw badRequest(interestLimitMessage(limit), field);
    } else {
      // The current employer is restricted by rule; a row would outlive the job.
      const lockedIds = new Set((await currentEmployers(tx, candidateId)).map((company) => company.id));
      stored = ids.filter((id) => !lockedIds.has(id));
    }

    const scope = and(eq(candidateCompanies.candidateId, candidateId), eq(candidateCompanies.mode, mode));
    await tx
      .delete(candidateCompanies)
      .where(stored.length === 0 ? scope : and(scope, notInArray(candidateCompanies.companyId, stored)));
    if (stored.length > 0) {
      await tx
        .insert(candidateCompanies)
        // A millisecond apart, so the list keeps the order they were chosen in.
        .values(
          stored.map((companyId, index) => ({
            candidateId,
            companyId,
            mode,
            createdAt: new Date(now.getTime() + index),
          })),
        )
        .onConflictDoNothing();
    }
    // Restriction is total: open coffee chats with a restricted company end now (meeting-closure.ts).
    if (mode === 'restrict') await cancelMeetingsWith(tx, candidateId, ids, now);
    return listOf(tx, candidateId, mode);
  });
}

/** Companies whose name contains `q` (any case), names starting with it first. */
export async function searchCompanies(db: Database, candidateId: string, q: string): Promise<CompanySearchResult> {
  await requireLiveCandidate(db, candidateId);
  const matches = nameMatches(companies.name, q);
  if (!matches) return { companyItems: [] };
  const companyItems = await db
    .select(companyColumns)
    .from(companies)
    .where(matches)
    .orderBy(...matchOrder(companies.name, q), asc(companies.name), asc(companies.id))
    .limit(COMPANY_SEARCH_RESULTS_MAX);
  return { companyItems };
}
