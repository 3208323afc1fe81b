/**
 * The "secret" cards of the lifetime-income event (GET /income/lifetime/item): what people of a job
 * earn, from verified salaries (health insurance or tax office, each live candidate's latest year
 * counted once), through the rule of published-pay.ts: a job is shown only with
 * PUBLISHED_GROUP_MIN (= SECRET_GROUP_MIN) such people, so no figure is one person's pay, and its
 * figures are rounded to 100만원, so comparing them before and after someone joins does not give
 * that person's pay away either. Cards come one job
 * at a time, in name order, wrapping around after the last.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SECRET_UNAVAILABLE_MESSAGE, type SecretItem } from '../../../src/contract/income';
import type { Database } from '../../db/client';
import { candidates, salaries } from '../../db/schema';
import { PUBLISHED_GROUP_MIN, publishedPayFigures } from '../../domain/published-pay';
import { ApiError } from '../../errors/api-error';

/** Plain code-point order: the same on every database and in every locale. */
const byName = (a: SecretItem, b: SecretItem) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The item after `prevName` in name order, the first one after the last (or without prevName). */
export function nextSecretItem(items: readonly SecretItem[], prevName: string | undefined): SecretItem | undefined {
  const sorted = [...items].sort(byName);
  if (!prevName) return sorted[0];
  return sorted.find((item) => item.name > prevName) ?? sorted[0];
}

/** Every job with enough verified salaries, with their average and median (만원, rounded to 100만원). */
async function secretGroups(db: Database): Promise<SecretItem[]> {
  const latest = db
    .selectDistinctOn([candidates.id], { jobLabel: candidates.jobLabel, amount: salaries.amount })
    .from(candidates)
    .innerJoin(salaries, eq(salaries.candidateId, candidates.id))
    .where(
      and(
        isNull(candidates.deletedAt),
        inArray(salaries.source, ['HEALTH', 'TAX']),
        eq(salaries.type, 'INPUT'),
        sql`${salaries.amount} > 0`,
      ),
    )
    .orderBy(candidates.id, desc(salaries.year), desc(salaries.updatedAt))
    .as('latest');
  // Unrounded here (float8 arrives as a number on both drivers): rounding twice could land off the step.
  const groups = await db
    .select({
      name: latest.jobLabel,
      average: sql<number>`avg(${latest.amount})::float8`,
      median: sql<number>`percentile_cont(0.5) within group (order by ${latest.amount})`,
      sampleSize: sql<number>`count(*)::int`,
    })
    .from(latest)
    .groupBy(latest.jobLabel)
    .having(sql`count(*) >= ${PUBLISHED_GROUP_MIN}`);
  return groups.flatMap((group) => {
    const figures = publishedPayFigures(group.sampleSize, {
      averageSalary: Number(group.average),
      medianSalary: Number(group.median),
    });
    return figures ? [{ name: group.name, ...figures, sampleSize: group.sampleSize }] : [];
  });
}

export async function secretItemAfter(db: Database, prevName: string | undefined): Promise<SecretItem> {
  const item = nextSecretItem(await secretGroups(db), prevName);
  if (!item) throw new ApiError(404, 'SECRET_UNAVAILABLE', SECRET_UNAVAILABLE_MESSAGE);
  return item;
}
