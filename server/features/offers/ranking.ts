/**
 * The offer ranking of /rankingtalk: companies by the offers they sent in the last 30 KST days
 * (today included), with the average raise those offers proposed over each candidate's latest
 * verified salary where it is known. The raise is drawn from people's pay, so it follows the rule
 * of published-pay.ts: published only when PUBLISHED_GROUP_MIN distinct candidates with a verified
 * salary received those offers (it is a percentage: there is no 만원 figure to round). Companies
 * that sent nothing are not listed; deleted accounts' offers do not count. Tied counts share a
 * rank (1, 2, 2, 4).
 */
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Ranking } from '../../../src/contract/content';
import { kstDay, startOfKstDay } from '../../../src/contract/kst';
import type { Database } from '../../db/client';
import { candidates, companies, offers } from '../../db/schema';
import { verifiedSalarySql } from '../../domain/candidate-pool';
import { enoughPeople } from '../../domain/published-pay';

const RANKING_DAYS = 30;
const RANKING_SIZE = 20;

/** The window's first and last KST dates and the moment it starts (00:00 KST of the first). */
export function rankingWindow(now: Date): { from: string; to: string; since: Date } {
  const since = startOfKstDay(now, -(RANKING_DAYS - 1));
  return { from: kstDay(since), to: kstDay(now), since };
}

/** Competition ranks of counts already sorted from most to fewest: a tie shares the better rank. */
export function competitionRanks(counts: readonly number[]): number[] {
  const ranks: number[] = [];
  counts.forEach((count, index) => {
    ranks.push(index > 0 && counts[index - 1] === count ? ranks[index - 1] : index + 1);
  });
  return ranks;
}

export async function offerRanking(db: Database, now: Date): Promise<Ranking> {
  const { from, to, since } = rankingWindow(now);
  const offerCount = sql<number>`count(*)::int`;
  // Percent of the offer's top over the candidate's latest verified salary; null when there is none.
  const raise = sql`(${offers.salaryMax}::numeric / nullif(${verifiedSalarySql}, 0) - 1) * 100`;
  const rows = await db
    .select({
      companyName: companies.name,
      logo: companies.logoPath,
      offerCount,
      averageRaise: sql<number | null>`round(avg(${raise}), 1)::float8`,
      raisePeople: sql<number>`count(distinct case when ${raise} is not null then ${offers.candidateId} end)::int`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .where(and(gte(offers.createdAt, since), lte(offers.createdAt, now), isNull(candidates.deletedAt)))
    .groupBy(companies.id)
    .orderBy(desc(offerCount), asc(companies.name))
    .limit(RANKING_SIZE);
  const ranks = competitionRanks(rows.map((row) => row.offerCount));
  const items = rows.map((row, index) => ({
    rank: ranks[index],
    companyName: row.companyName,
    logo: row.logo,
    offerCount: row.offerCount,
    averageRaise: row.averageRaise === null || !enoughPeople(row.raisePeople) ? null : Number(row.averageRaise),
  }));
  return { items, from, to };
}
