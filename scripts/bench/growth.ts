/**
 * 5. Growth, on PostgreSQL: the console's candidate search (GET /api/biz/candidates) with the
 * filters its form offers, as the agent (who sees the whole pool) and as a recruiter (whose
 * company's employees and restrictions are left out), at 1,000, 10,000 and 100,000 candidates;
 * and one candidate's offer list at 10, 100 and 1,000 open offers. Requests go one at a time, so
 * each figure is one request's latency on an idle server.
 */
import { assert } from 'superstruct';
import { seedJobLabels } from '../../server/db/seed-content/jobs';
import { CandidatePoolQuery } from '../../src/contract/biz';
import { createDatabase, type PostgresInfo } from './postgres';
import { explainSearch, type PlanSummary } from './search-plans';
import { benchCandidate, benchCompanies, consoleAccountId, sendOpenOffers, withDatabase } from './seed-offers';
import { POOL_HASHTAGS, seedPool } from './seed-pool';
import { benchDataDir, startServer } from './server-process';
import { AGENT_EMAIL, RECRUITER_EMAIL, signInCandidate, signInConsole } from './sessions';
import type { BenchSettings } from './settings';
import { percentile, seededRandom } from './stats';

const OFFERS_PHONE = '01070000002';
const WARM_UP_REQUESTS = 10;
const TECH_STACKS = ['Java', 'Kotlin', 'Spring', 'React', 'TypeScript', 'Python', 'Figma', 'SQL', 'AWS', 'Excel'];

interface LatencyFigures {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
}

interface SearchGrowth extends LatencyFigures {
  size: number;
  viewer: 'agent' | 'recruiter';
}

interface OfferListGrowth extends LatencyFigures {
  offers: number;
  responseBytes: number;
}

export interface GrowthResult {
  search: SearchGrowth[];
  plans: PlanSummary[];
  offers: OfferListGrowth[];
  notes: string[];
}

/** The console form's filters in varied combinations; a fifth of the searches use none, as the console opens. */
function searchQueries(count: number): string[] {
  const random = seededRandom(2026);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  return Array.from({ length: count }, () => {
    const query: Record<string, string | number> = {};
    if (random() >= 0.2) {
      if (random() < 0.4) query.jobLabel = pick(seedJobLabels).jobLabel;
      if (random() < 0.3) {
        query.minYears = Math.floor(random() * 10);
        if (random() < 0.5) query.maxYears = Number(query.minYears) + 2 + Math.floor(random() * 8);
      }
      if (random() < 0.25) {
        query.salaryMin = 3000 + Math.floor(random() * 50) * 100;
        if (random() < 0.5) query.salaryMax = Number(query.salaryMin) + 1000 + Math.floor(random() * 30) * 100;
      }
      if (random() < 0.2) query.techStack = pick(TECH_STACKS);
      if (random() < 0.15) query.hashtag = pick(POOL_HASHTAGS);
    }
    if (random() < 0.15) query.page = 2 + Math.floor(random() * 4);
    assert(query, CandidatePoolQuery, 'a bench search the contract refuses');
    return new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  });
}

async function timeRequests(urls: string[], token: string): Promise<LatencyFigures & { bytes: number }> {
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  for (const [index, url] of urls.entries()) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) errors += 1;
    if (index >= WARM_UP_REQUESTS) times.push(elapsed);
    bytes = Buffer.byteLength(body);
  }
  return {
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
    requests: times.length,
    errors,
    bytes,
  };
}

export async function measureGrowth(settings: BenchSettings, postgres: PostgresInfo): Promise<GrowthResult> {
  if (!postgres.available)
    return { search: [], plans: [], offers: [], notes: [`PostgreSQL skipped: ${postgres.description}`] };
  const database = await createDatabase('growth');
  const server = await startServer({ dataDir: benchDataDir('growth'), databaseUrl: database.url });
  const target = { databaseUrl: database.url };
  try {
    const search: SearchGrowth[] = [];
    const plans: PlanSummary[] = [];
    const viewers = {
      agent: await signInConsole(server.url, AGENT_EMAIL),
      recruiter: await signInConsole(server.url, RECRUITER_EMAIL),
    };
    const agentId = await withDatabase(target, (db) => consoleAccountId(db, AGENT_EMAIL));
    const queries = searchQueries(settings.searchRequests + WARM_UP_REQUESTS);
    let seeded = 0;
    for (const size of settings.poolSizes) {
      const started = performance.now();
      await withDatabase(target, (db) => seedPool(db, seeded + 1, size));
      seeded = size;
      process.stdout.write(`  pool of ${size}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      for (const viewer of ['agent', 'recruiter'] as const) {
        const urls = queries.map((query) => `${server.url}/api/biz/candidates${query ? `?${query}` : ''}`);
        const figures = await timeRequests(urls, viewers[viewer].accessToken);
        search.push({ size, viewer, ...figures });
        process.stdout.write(
          `  search at ${size} as ${viewer}: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms\n`,
        );
      }
      plans.push(...(await explainSearch(database.url, agentId, size)));
    }

    const offers: OfferListGrowth[] = [];
    const candidate = await withDatabase(target, (db) => benchCandidate(db, OFFERS_PHONE));
    const session = await signInCandidate(server.url, OFFERS_PHONE);
    for (const count of settings.offerCounts) {
      await withDatabase(target, async (db) =>
        sendOpenOffers(db, candidate, await benchCompanies(db, count), await consoleAccountId(db, AGENT_EMAIL)),
      );
      const urls = Array.from(
        { length: settings.offerListRequests + WARM_UP_REQUESTS },
        () => `${server.url}/api/v3/users/offers`,
      );
      const { bytes, ...figures } = await timeRequests(urls, session.accessToken);
      offers.push({ offers: count, responseBytes: bytes, ...figures });
      process.stdout.write(
        `  offer list of ${count}: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms\n`,
      );
    }
    return { search, plans, offers, notes: [] };
  } finally {
    await server.dispose();
    await database.drop();
  }
}
