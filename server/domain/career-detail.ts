/**
 * A job family's page (/careerdetail/{id}) from verified data only. Figures about people are
 * published only when enough people back them (SALARY_STATS_GROUP_MIN), so nobody can be singled
 * out: the salaries are each live candidate's latest verified salary (health insurance or tax
 * office) in that job label, published rounded to 100만원; the tech stacks need as many candidates
 * naming any. The offer band is the average lower and upper bound of the offers sent to that job's
 * candidates in the last 90 days, published from OFFER_BAND_MIN offers.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { type CareerDetail, type CareerList, SALARY_STATS_GROUP_MIN } from '../../src/contract/content';
import type { Database } from '../db/client';
import { candidates, jobLabels, offers, salaries } from '../db/schema';
import { notFound } from '../http/api-error';
import { DAY_MS } from './offer-clock';
import { publishedPay } from './published-pay';

export const OFFER_BAND_DAYS = 90;
export const OFFER_BAND_MIN = 3;
export const TOP_TECH_STACKS = 5;
export const CAREER_NOT_FOUND_MESSAGE = '찾으시는 직군이 없어요.';

export async function listCareers(db: Database): Promise<CareerList> {
  const items = await db
    .select({ id: jobLabels.id, jobLabel: jobLabels.jobLabel })
    .from(jobLabels)
    .orderBy(asc(jobLabels.id));
  return { items };
}

/**
 * Average and median of at least SALARY_STATS_GROUP_MIN amounts, else null; both rounded to 100만원
 * (published-pay.ts) so the figures before and after someone joins do not give their salary away.
 */
export function salaryStats(amounts: readonly number[]): CareerDetail['salary'] {
  if (amounts.length < SALARY_STATS_GROUP_MIN) return null;
  const sorted = [...amounts].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const average = sorted.reduce((sum, amount) => sum + amount, 0) / sorted.length;
  return { average: publishedPay(average), median: publishedPay(median), sampleSize: sorted.length };
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

async function offerBand(db: Database, jobLabel: string, now: Date): Promise<CareerDetail['offerBand']> {
  const [band] = await db
    .select({
      offerCount: sql<number>`count(*)::int`,
      salaryMin: sql<number | null>`round(avg(${offers.salaryMin}))::int`,
      salaryMax: sql<number | null>`round(avg(${offers.salaryMax}))::int`,
    })
    .from(offers)
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .where(and(liveIn(jobLabel), gte(offers.createdAt, new Date(now.getTime() - OFFER_BAND_DAYS * DAY_MS))));
  if (!band || band.offerCount < OFFER_BAND_MIN || band.salaryMin === null || band.salaryMax === null) return null;
  return { salaryMin: band.salaryMin, salaryMax: band.salaryMax, offerCount: band.offerCount };
}

async function topTechStacks(db: Database, jobLabel: string): Promise<string[]> {
  const [{ holders }] = await db
    .select({ holders: sql<number>`count(*)::int` })
    .from(candidates)
    .where(and(liveIn(jobLabel), sql`cardinality(${candidates.techStacks}) > 0`));
  if (holders < SALARY_STATS_GROUP_MIN) return [];
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
