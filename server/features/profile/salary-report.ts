/**
 * The estimated salary (SPEC §1: "An estimated-salary banner appears 48 hours after submission"; §7
 * GET /v3/users/report). Deterministic: the same data gives the same band.
 *
 * - basis: the candidate's latest verified salary (health insurance or tax office, above 0).
 * - peers: the latest verified salaries of other live candidates with the same job label and whole
 *   career years within ±2 of the candidate's.
 * - With at least 5 peers the band is the peers' median to their 75th percentile (nearest rank),
 *   never under the career-years band below. A nearest-rank percentile is one peer's salary, so
 *   it goes through the rule of published-pay.ts (5 people, 100만원 rounding) like every figure
 *   drawn from other people's pay. With fewer, the career-years band alone:
 *   under 3 years +5% to +10%, 3–6 years +7% to +12%, 7 years and more +10% to +15% of the basis.
 * - Amounts are 만원, rounded to 10만원 and capped at SALARY_CAP.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SALARY_CAP } from '../../../src/contract/money';
import { REPORT_DELAY_HOURS, type SalaryReport } from '../../../src/contract/profile';
import type { Database } from '../../db/client';
import { candidates, careers } from '../../db/schema';
import {
  careerMonths,
  careerMonthsSql,
  careerYears,
  salaryFacts,
  verifiedSalarySql,
} from '../../domain/candidate-pool';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { PUBLISHED_GROUP_MIN, publishedPayFigures } from '../../domain/published-pay';

export const REPORT_PEERS_MIN = PUBLISHED_GROUP_MIN;
const PEER_YEARS_RANGE = 2;
const HOUR_MS = 60 * 60 * 1000;

/** The raise band, in percent of the basis, by whole career years. */
export function careerRaise(years: number): { low: number; high: number } {
  if (years < 3) return { low: 5, high: 10 };
  if (years < 7) return { low: 7, high: 12 };
  return { low: 10, high: 15 };
}

/** Nearest-rank percentile of ascending values (at least one). */
export function percentile(sorted: readonly number[], percent: number): number {
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1];
}

const tidy = (amount: number) => Math.min(SALARY_CAP, Math.round(amount / 10) * 10);

export function estimateSalary(
  basis: number,
  years: number,
  peerSalaries: readonly number[],
): { estimatedMin: number; estimatedMax: number; peers: number } {
  const raise = careerRaise(years);
  const low = (basis * (100 + raise.low)) / 100;
  const high = (basis * (100 + raise.high)) / 100;
  const sorted = [...peerSalaries].sort((left, right) => left - right);
  const peerFigures =
    sorted.length > 0
      ? publishedPayFigures(sorted.length, { median: percentile(sorted, 50), upper: percentile(sorted, 75) })
      : null;
  if (!peerFigures) return { estimatedMin: tidy(low), estimatedMax: tidy(high), peers: 0 };
  return {
    estimatedMin: tidy(Math.max(low, peerFigures.median)),
    estimatedMax: tidy(Math.max(high, peerFigures.upper)),
    peers: sorted.length,
  };
}

const unavailable = (availableAt: Date | null): SalaryReport => ({
  available: false,
  availableAt: availableAt?.toISOString() ?? null,
  estimatedMin: null,
  estimatedMax: null,
  basis: null,
  peers: 0,
});

export async function salaryReport(db: Database, candidateId: string, now: Date): Promise<SalaryReport> {
  const candidate = await requireLiveCandidate(db, candidateId);
  // From the first submit: a restart does not push the report back.
  const firstSubmittedAt = candidate.firstSubmittedAt ?? candidate.submittedAt;
  if (!firstSubmittedAt) return unavailable(null);
  const availableAt = new Date(firstSubmittedAt.getTime() + REPORT_DELAY_HOURS * HOUR_MS);
  if (now.getTime() < availableAt.getTime()) return unavailable(availableAt);

  // Salaries are read by id: in a select list of one table drizzle leaves column names unqualified,
  // which would bind the correlated subquery's `id` to salaries.id.
  const basis = (await salaryFacts(db, [candidateId])).get(candidateId)?.verified ?? null;
  const report = { ...unavailable(availableAt), available: true };
  if (basis === null) return report;

  const ownCareers = await db
    .select({ startMonth: careers.startMonth, endMonth: careers.endMonth })
    .from(careers)
    .where(eq(careers.candidateId, candidateId));
  const years = careerYears(careerMonths(ownCareers, now));
  const peerYears = sql`((${careerMonthsSql(now)}) / 12)`;
  const peerRows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        isNull(candidates.deletedAt),
        ne(candidates.id, candidateId),
        eq(candidates.jobLabel, candidate.jobLabel),
        sql`${peerYears} between ${years - PEER_YEARS_RANGE}::int and ${years + PEER_YEARS_RANGE}::int`,
        sql`${verifiedSalarySql} is not null`,
      ),
    );
  const peerFacts = await salaryFacts(
    db,
    peerRows.map((row) => row.id),
  );
  const peerSalaries = [...peerFacts.values()].flatMap((facts) => (facts.verified === null ? [] : [facts.verified]));
  return { ...report, basis, ...estimateSalary(basis, years, peerSalaries) };
}
