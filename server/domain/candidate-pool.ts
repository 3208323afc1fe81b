/**
 * The business console's candidate pool and anonymous profiles. Visibility and every filter are
 * SQL conditions, so a page reads only its own rows. What leaves here never carries a name,
 * phone, e-mail or file: only the fields of AnonymousCandidate.
 */
import { type AnyColumn, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import {
  type AnonymousCandidate,
  type CandidatePool,
  type CandidatePoolQuery,
  POOL_PAGE_SIZE,
} from '../../src/contract/biz';
import { careerYearLabel } from '../../src/contract/career-year';
import { kstParts } from '../../src/contract/kst';
import type { OfferStatus } from '../../src/contract/offers';
import type { Executor } from '../db/executor';
import { candidates, careers, offers, salaries } from '../db/schema';
import { type BizViewer, isAgent } from './biz-accounts';
import { visibleCandidateCondition } from './candidate-visibility';
import { effectiveOfferStatus } from './offer-views';
import { type JobLabelMatches, jobLabelsMatching } from './pool-job-labels';

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** Past this many matching labels, one walk of the pool's order beats a walk per label ("엔", "a"). */
const MAX_JOB_LABEL_WALKS = 24;

/** 'YYYY-MM' as a running month number, or undefined when malformed. */
export function monthIndex(text: string): number | undefined {
  const match = MONTH_PATTERN.exec(text);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : undefined;
}

/** The current month in Asia/Seoul as a running month number. */
export function kstMonthIndex(now: Date): number {
  const { year, month } = kstParts(now);
  return year * 12 + month - 1;
}

/** Months worked, both end months counted; a current job ('' end) runs to this month. */
export function careerMonths(rows: readonly { startMonth: string; endMonth: string }[], now: Date): number {
  const current = kstMonthIndex(now);
  return rows.reduce((total, row) => {
    const start = monthIndex(row.startMonth);
    const end = row.endMonth === '' ? current : monthIndex(row.endMonth);
    return start === undefined || end === undefined ? total : total + Math.max(0, end - start + 1);
  }, 0);
}

/** Whole years of career (the pool's minYears/maxYears filter on this). */
export const careerYears = (months: number) => Math.floor(months / 12);

/** "개발 · 백엔드 · 6년차" for five whole years — never the name. */
export function headlineOf(candidate: { jobLabel: string; jobSubLabel: string }, years: number): string {
  return [candidate.jobLabel, candidate.jobSubLabel, careerYearLabel(years)].filter((part) => part !== '').join(' · ');
}

/** careerMonths in SQL, correlated to the `candidates` row. */
export function careerMonthsSql(now: Date): SQL<number> {
  const month = (column: AnyColumn) =>
    sql`(split_part(${column}, '-', 1)::int * 12 + split_part(${column}, '-', 2)::int - 1)`;
  return sql<number>`(select coalesce(sum(greatest(0,
      (case when ${careers.endMonth} = '' then ${kstMonthIndex(now)}::int else ${month(careers.endMonth)} end)
      - ${month(careers.startMonth)} + 1)), 0)::int
    from ${careers}
    where ${careers.candidateId} = ${candidates.id}
      and ${careers.startMonth} ~ '^[0-9]{4}-[0-9]{2}$'
      and (${careers.endMonth} = '' or ${careers.endMonth} ~ '^[0-9]{4}-[0-9]{2}$'))`;
}

/** The latest verified salary (health insurance or tax office), correlated to the `candidates` row. */
/** A career as companies see it in the pool: where, as what, from when to when. */
export const publicCareer = (career: { company: string; job: string; startMonth: string; endMonth: string }) => ({
  company: career.company,
  job: career.job,
  start: career.startMonth,
  end: career.endMonth,
});

export const verifiedSalarySql = sql<number | null>`(select ${salaries.amount} from ${salaries}
  where ${salaries.candidateId} = ${candidates.id} and ${salaries.source} in ('HEALTH', 'TAX')
    and ${salaries.type} = 'INPUT' and ${salaries.amount} > 0
  order by ${salaries.year} desc, ${salaries.updatedAt} desc limit 1)`;

/** True when `column` (a text array) holds `value`, ignoring case. */
const arrayHolds = (column: AnyColumn, value: string) =>
  sql`exists (select 1 from unnest(${column}) as entry(value) where lower(entry.value) = lower(${value}))`;

/**
 * The ids of one page (one more than a page, to tell whether another follows), as the plan checks
 * read it. The 직무 filter matches every family ("개발") and sub-job ("데이터 엔지니어") whose name
 * contains the term, found beforehand (pool-job-labels.ts). As one `job_label in … or job_sub_label
 * in …` condition no index gives the pool's order, so PostgreSQL fetched every candidate of those
 * jobs, ran each filter's correlated subqueries on all of them and sorted (over 100 ms at 100,000
 * candidates). As a union of one select per label, each walks its own index (candidates_pool_job,
 * candidates_pool_sub_job) in the pool's order and stops once it has the page; the union drops a
 * candidate two sides found. A term found in very many labels walks the pool's order once instead.
 * `jobLabels` are the labels jobLabelsMatching found for `query.jobLabel` (none: no 직무 filter).
 */
export function poolPageQuery(
  db: Executor,
  viewer: BizViewer,
  query: CandidatePoolQuery,
  now: Date,
  jobLabels?: JobLabelMatches,
) {
  const page = query.page ?? 1;
  const years = sql`((${careerMonthsSql(now)}) / 12)`;
  const conditions: SQL[] = [visibleCandidateCondition(viewer.company, now)];
  if (query.minYears !== undefined) conditions.push(sql`${years} >= ${query.minYears}::int`);
  if (query.maxYears !== undefined) conditions.push(sql`${years} <= ${query.maxYears}::int`);
  if (query.salaryMin !== undefined) conditions.push(sql`${verifiedSalarySql} >= ${query.salaryMin}::int`);
  if (query.salaryMax !== undefined) conditions.push(sql`${verifiedSalarySql} <= ${query.salaryMax}::int`);
  if (query.techStack) conditions.push(arrayHolds(candidates.techStacks, query.techStack));
  if (query.hashtag) conditions.push(arrayHolds(candidates.hashtags, query.hashtag.replace(/^#/, '')));
  const newestFirst = [desc(candidates.submittedAt), desc(candidates.id)];
  const matching = (job?: SQL) =>
    db
      .select({ id: candidates.id, submittedAt: candidates.submittedAt })
      .from(candidates)
      .where(and(job, ...conditions))
      .orderBy(...newestFirst);
  const offset = (page - 1) * POOL_PAGE_SIZE;
  const onePage = (select: ReturnType<typeof matching>) => select.limit(POOL_PAGE_SIZE + 1).offset(offset);
  if (!jobLabels) return onePage(matching());
  const upToPage = offset + POOL_PAGE_SIZE + 1;
  const sides = [
    ...jobLabels.families.map((label) => eq(candidates.jobLabel, label)),
    ...jobLabels.subJobs.map((label) => eq(candidates.jobSubLabel, label)),
  ];
  const [first, second, ...rest] = sides;
  if (!first) return onePage(matching(sql`false`));
  if (!second) return onePage(matching(first));
  if (sides.length > MAX_JOB_LABEL_WALKS) return onePage(matching(or(...sides)));
  return union(
    matching(first).limit(upToPage),
    matching(second).limit(upToPage),
    ...rest.map((side) => matching(side).limit(upToPage)),
  )
    .orderBy(...newestFirst)
    .limit(POOL_PAGE_SIZE + 1)
    .offset(offset);
}

export async function listPool(
  db: Executor,
  viewer: BizViewer,
  query: CandidatePoolQuery,
  now: Date,
): Promise<CandidatePool> {
  const page = query.page ?? 1;
  const jobLabels = query.jobLabel ? await jobLabelsMatching(db, query.jobLabel) : undefined;
  const rows = await poolPageQuery(db, viewer, query, now, jobLabels);
  const ids = rows.slice(0, POOL_PAGE_SIZE).map((row) => row.id);
  return { items: await anonymousCandidates(db, viewer, ids, now), page, hasNext: rows.length > POOL_PAGE_SIZE };
}

/** Salaries in 만원 by candidate: the latest verified one and the hoped-for one. */
export async function salaryFacts(db: Executor, ids: readonly string[]) {
  const facts = new Map<string, { verified: number | null; hope: number | null }>();
  for (const id of ids) facts.set(id, { verified: null, hope: null });
  if (ids.length === 0) return facts;
  const rows = await db
    .select({
      candidateId: salaries.candidateId,
      source: salaries.source,
      type: salaries.type,
      amount: salaries.amount,
    })
    .from(salaries)
    .where(and(inArray(salaries.candidateId, [...ids]), sql`${salaries.amount} > 0`))
    .orderBy(desc(salaries.year), desc(salaries.updatedAt));
  for (const row of rows) {
    const entry = facts.get(row.candidateId);
    if (!entry) continue;
    if (row.source !== 'INPUT' && row.type === 'INPUT' && entry.verified === null) entry.verified = row.amount;
    if (row.source === 'INPUT' && row.type === 'HOPE' && entry.hope === null) entry.hope = row.amount;
  }
  return facts;
}

/** Careers by candidate, oldest first. */
async function careersOf(db: Executor, ids: readonly string[]) {
  const byCandidate = new Map<string, (typeof careers.$inferSelect)[]>();
  if (ids.length === 0) return byCandidate;
  const rows = await db
    .select()
    .from(careers)
    .where(inArray(careers.candidateId, [...ids]))
    .orderBy(asc(careers.position));
  for (const row of rows) byCandidate.set(row.candidateId, [...(byCandidate.get(row.candidateId) ?? []), row]);
  return byCandidate;
}

/** Headlines by candidate id (for lists that show candidates the viewer may no longer see in the pool). */
export async function headlinesOf(db: Executor, ids: readonly string[], now: Date): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const headlines = new Map<string, string>();
  if (unique.length === 0) return headlines;
  const [rows, careerRows] = await Promise.all([
    db
      .select({ id: candidates.id, jobLabel: candidates.jobLabel, jobSubLabel: candidates.jobSubLabel })
      .from(candidates)
      .where(inArray(candidates.id, unique)),
    careersOf(db, unique),
  ]);
  for (const row of rows) {
    headlines.set(row.id, headlineOf(row, careerYears(careerMonths(careerRows.get(row.id) ?? [], now))));
  }
  return headlines;
}

/** The viewer's latest offer per candidate: its company's offers, or for an agent the ones they sent. */
async function lastOfferStatuses(db: Executor, viewer: BizViewer | null, ids: readonly string[], now: Date) {
  const statuses = new Map<string, OfferStatus>();
  if (ids.length === 0 || !viewer) return statuses;
  const scope = isAgent(viewer) ? eq(offers.senderId, viewer.id) : eq(offers.companyId, viewer.company.id);
  const rows = await db
    .select({ candidateId: offers.candidateId, status: offers.status, expiresAt: offers.expiresAt })
    .from(offers)
    .where(and(inArray(offers.candidateId, [...ids]), scope))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  for (const row of rows) {
    if (!statuses.has(row.candidateId)) statuses.set(row.candidateId, effectiveOfferStatus(row, now));
  }
  return statuses;
}

/**
 * Anonymous cards in the order of `ids`. Callers have already checked visibility. Without a viewer
 * (the candidate's own preview) `lastOfferStatus` is null.
 */
export async function anonymousCandidates(
  db: Executor,
  viewer: BizViewer | null,
  ids: readonly string[],
  now: Date,
): Promise<AnonymousCandidate[]> {
  if (ids.length === 0) return [];
  const [rows, careerRows, salaryRows, lastOffers] = await Promise.all([
    db
      .select({
        id: candidates.id,
        jobLabel: candidates.jobLabel,
        jobSubLabel: candidates.jobSubLabel,
        techStacks: candidates.techStacks,
        hashtags: candidates.hashtags,
      })
      .from(candidates)
      .where(inArray(candidates.id, [...ids])),
    careersOf(db, ids),
    salaryFacts(db, ids),
    lastOfferStatuses(db, viewer, ids, now),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const ownCareers = careerRows.get(id) ?? [];
    const years = careerYears(careerMonths(ownCareers, now));
    const salary = salaryRows.get(id);
    return [
      {
        id,
        headline: headlineOf(row, years),
        jobLabel: row.jobLabel,
        jobSubLabel: row.jobSubLabel,
        careerYears: years,
        verifiedSalary: salary?.verified ?? null,
        hopeSalary: salary?.hope ?? null,
        techStacks: row.techStacks,
        hashtags: row.hashtags,
        // A career the candidate hid never leaves the server (its months still count in the years).
        careers: ownCareers.filter((career) => !career.hide).map(publicCareer),
        lastOfferStatus: lastOffers.get(id) ?? null,
      },
    ];
  });
}
