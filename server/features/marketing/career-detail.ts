/**
 * A job family's page (/careerdetail/{id}) from verified data only. Every figure about people goes
 * through the one rule of published-pay.ts — at least PUBLISHED_GROUP_MIN distinct people behind
 * it, pay rounded to 100만원 — so nobody can be singled out or differenced: the salaries are each
 * live candidate's latest verified salary (health insurance or tax office) in that job label; the
 * offer band is the average lower and upper bound of the offers sent to that job's candidates in
 * the last 90 days, counted by the candidates who received them; the tech stacks need as many
 * candidates naming any.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { CareerDetail, CareerList } from '../../../src/contract/content';
import { DAY_MS } from '../../../src/contract/kst';
import type { Database } from '../../db/client';
import { candidates, jobLabels, offers, salaries } from '../../db/schema';
import { enoughPeople, publishedPayFigures } from '../../domain/published-pay';
import { notFound } from '../../errors/api-error';

const OFFER_BAND_DAYS = 90;
const TOP_TECH_STACKS = 5;
export const CAREER_NOT_FOUND_MESSAGE = '찾으시는 직군이 없어요.';

export async function listCareers(db: Database): Promise<CareerList> {
  const items = await db
    .select({ id: jobLabels.id, jobLabel: jobLabels.jobLabel })
    .from(jobLabels)
    .orderBy(asc(jobLabels.id));
  return { items };
}

/**
 * Average and median of one amount per person, published (published-pay.ts): null under
 * PUBLISHED_GROUP_MIN people, both rounded to 100만원 so the figures before and after someone
 * joins do not give their salary away.
 */
export function salaryStats(amounts: readonly number[]): CareerDetail['salary'] {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const average = sorted.reduce((sum, amount) => sum + amount, 0) / sorted.length;
  const figures = publishedPayFigures(sorted.length, { average, median });
  return figures && { ...figures, sampleSize: sorted.length };
}

const liveIn = (jobLabel: string) => and(eq(candidates.jobLabel, jobLabel), isNull(candidates.deletedAt));

async function latestVerifiedSalaries(db: Database, jobLabel: string): Promise<number[]> {
  const rows = await db
    .selectDistinctOn([salaries.candidateId], { amount: salaries.amount })
    .from(salaries)
    .innerJoin(candidates, eq(candidates.id, salaries.candidateId))
    .where(
      and(
        liveIn(jobLabel),
        inArray(salaries.source, ['HEALTH', 'TAX']),
        eq(salaries.type, 'INPUT'),
        gt(salaries.amount, 0),
      ),
    )
    .orderBy(salaries.candidateId, desc(salaries.year), desc(salaries.updatedAt));
  return rows.map((row) => row.amount);
}

/**
 * The offers' average band, published: PUBLISHED_GROUP_MIN distinct candidates must have received
 * them (five offers to one person would be that person's offers), bounds rounded to 100만원.
 */
async function offerBand(db: Database, jobLabel: string, now: Date): Promise<CareerDetail['offerBand']> {
  // Unrounded here (float8 arrives as a number on both drivers): rounding twice could land off the step.
  const [band] = await db
    .select({
      offerCount: sql<number>`count(*)::int`,
      people: sql<number>`count(distinct ${offers.candidateId})::int`,
      salaryMin: sql<number | null>`avg(${offers.salaryMin})::float8`,
      salaryMax: sql<number | null>`avg(${offers.salaryMax})::float8`,
    })
    .from(offers)
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .where(and(liveIn(jobLabel), gte(offers.createdAt, new Date(now.getTime() - OFFER_BAND_DAYS * DAY_MS))));
  if (!band || band.salaryMin === null || band.salaryMax === null) return null;
  const figures = publishedPayFigures(band.people, {
    salaryMin: Number(band.salaryMin),
    salaryMax: Number(band.salaryMax),
  });
  return figures && { ...figures, offerCount: band.offerCount };
}

async function topTechStacks(db: Database, jobLabel: string): Promise<string[]> {
  const [{ holders }] = await db
    .select({ holders: sql<number>`count(*)::int` })
    .from(candidates)
    .where(and(liveIn(jobLabel), sql`cardinality(${candidates.techStacks}) > 0`));
  if (!enoughPeople(holders)) return [];
  const result = await db.execute<{ name: string }>(sql`
    select entry.name as name
    from ${candidates} cross join lateral unnest(${candidates.techStacks}) as entry(name)
    where ${candidates.jobLabel} = ${jobLabel} and ${candidates.deletedAt} is null
    group by entry.name
    order by count(distinct ${candidates.id}) desc, entry.name asc
    limit ${TOP_TECH_STACKS}`);
  return result.rows.map((row) => row.name);
}

export async function careerDetail(db: Database, id: number, now: Date): Promise<CareerDetail> {
  const [job] = await db.select().from(jobLabels).where(eq(jobLabels.id, id));
  if (!job) throw notFound(CAREER_NOT_FOUND_MESSAGE);
  const [amounts, band, stacks] = await Promise.all([
    latestVerifiedSalaries(db, job.jobLabel),
    offerBand(db, job.jobLabel, now),
    topTechStacks(db, job.jobLabel),
  ]);
  return {
    id: job.id,
    jobLabel: job.jobLabel,
    subLabels: [...job.subLabels],
    salary: salaryStats(amounts),
    offerBand: band,
    topTechStacks: stacks,
  };
}
