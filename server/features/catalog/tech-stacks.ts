/**
 * Tech stacks (SPEC §5 search cut to 20, §7 techStackSearch, techStackRecommend, /users/techstack).
 * The catalog is about 130 rows (seed-content/tech-stacks.ts), so the search reads it whole and
 * matches in JS: names and the typed text are compared without case and without special
 * characters, so "nodejs" finds "Node.js" and "c++" still ranks "C++" first.
 */
import { arrayContains, asc, desc } from 'drizzle-orm';
import { TECH_STACK_RECOMMENDATIONS, TECH_STACK_RESULTS_MAX } from '../../../src/contract/profile';
import type { Database } from '../../db/client';
import { techStacks } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { updateCandidateFields } from '../profile/profile-fields';

export interface CatalogStack {
  name: string;
  popularity: number;
}

/** What names are compared by: NFKC, lower case, letters and digits only. */
export const stackKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Catalog entries matching `q`, best first: the name as typed (any case), the same key, names
 * starting with the text as typed, names whose key starts with the text's key, then names whose key
 * contains it; within each, the more popular first, then by name.
 */
export function rankTechStacks(catalog: readonly CatalogStack[], q: string, limit = TECH_STACK_RESULTS_MAX): string[] {
  const key = stackKey(q);
  if (key === '') return [];
  const typed = q.trim().toLowerCase();
  const rankOf = (stack: CatalogStack) => {
    const name = stack.name.toLowerCase();
    const nameKey = stackKey(stack.name);
    if (name === typed) return 0;
    if (nameKey === key) return 1;
    if (name.startsWith(typed)) return 2;
    if (nameKey.startsWith(key)) return 3;
    return nameKey.includes(key) ? 4 : undefined;
  };
  return catalog
    .flatMap((stack) => {
      const rank = rankOf(stack);
      return rank === undefined ? [] : [{ stack, rank }];
    })
    .sort(
      (left, right) =>
        left.rank - right.rank ||
        right.stack.popularity - left.stack.popularity ||
        left.stack.name.localeCompare(right.stack.name, 'en'),
    )
    .slice(0, limit)
    .map((entry) => entry.stack.name);
}

/**
 * What the candidate typed, as stored: trimmed, repeats (ignoring case) dropped, a catalog name
 * written as the catalog writes it ("spring boot" → "Spring Boot").
 */
export function normalizeTechStacks(typed: readonly string[], catalogNames: readonly string[]): string[] {
  const canonical = new Map(catalogNames.map((name) => [name.toLowerCase(), name]));
  const seen = new Set<string>();
  const stacks: string[] = [];
  for (const entry of typed) {
    const name = entry.trim().replace(/\s+/g, ' ');
    const lower = name.toLowerCase();
    if (name === '' || seen.has(lower)) continue;
    seen.add(lower);
    stacks.push(canonical.get(lower) ?? name);
  }
  return stacks;
}

const catalogOf = (db: Database) =>
  db.select({ name: techStacks.name, popularity: techStacks.popularity }).from(techStacks);

export async function searchTechStacks(db: Database, candidateId: string, q: string): Promise<string[]> {
  await requireLiveCandidate(db, candidateId);
  return rankTechStacks(await catalogOf(db), q);
}

/**
 * Ten stacks for the candidate's job label, the most popular first, leaving out those already
 * chosen; a label with no stacks of its own (e.g. 기타) gets the most popular overall.
 */
export async function recommendTechStacks(db: Database, candidateId: string): Promise<string[]> {
  const candidate = await requireLiveCandidate(db, candidateId);
  const chosen = new Set(candidate.techStacks.map((name) => name.toLowerCase()));
  const byPopularity = [desc(techStacks.popularity), asc(techStacks.name)];
  let rows = await db
    .select({ name: techStacks.name })
    .from(techStacks)
    .where(arrayContains(techStacks.jobLabels, [candidate.jobLabel]))
    .orderBy(...byPopularity);
  if (rows.length === 0)
    rows = await db
      .select({ name: techStacks.name })
      .from(techStacks)
      .orderBy(...byPopularity);
  return rows
    .map((row) => row.name)
    .filter((name) => !chosen.has(name.toLowerCase()))
    .slice(0, TECH_STACK_RECOMMENDATIONS);
}

export async function updateTechStacks(db: Database, candidateId: string, typed: readonly string[]) {
  // The contract allows at most 30 entries, so what is left after dropping repeats fits too.
  const stacks = normalizeTechStacks(
    typed,
    (await catalogOf(db)).map((row) => row.name),
  );
  await updateCandidateFields(db, candidateId, { techStacks: stacks });
  return stacks;
}
