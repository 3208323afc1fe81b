/**
 * The pool's 직무 filter matches the job family or the sub-job ("개발", "백엔드"), and at the bench's
 * size (100,000 candidates, scripts/bench/seed-pool.ts) PostgreSQL answers it without a sequential
 * scan of candidates: the plan of exactly the query the endpoint runs (poolPageQuery).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPool } from '../../scripts/bench/seed-pool';
import { bizAccounts } from '../../server/db/schema';
import { requireBizViewer } from '../../server/domain/biz-accounts';
import { poolPageQuery } from '../../server/domain/candidate-pool';
import type { CandidatePool } from '../../src/contract/biz';
import { accounts, asBiz, poolCandidate, uniqueTag } from './biz-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const BENCH_SIZE = 100_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  if (node['Relation Name'] === 'candidates') found.push(node);
  for (const child of node.Plans ?? []) scansOf(child, found);
  return found;
}

describe.each(drivers)('the pool’s 직무 filter on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function ids(query: string) {
    const response = await asBiz(app, 'agent', `/api/biz/candidates?${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as CandidatePool).items.map((item) => item.id);
  }

  it('matches the job family or the sub-job', async () => {
    const tag = uniqueTag();
    const backend = await poolCandidate(app, { jobLabel: '개발', jobSubLabel: '백엔드', hashtags: [tag] });
    const frontend = await poolCandidate(app, { jobLabel: '개발', jobSubLabel: '프론트엔드', hashtags: [tag] });
    const data = await poolCandidate(app, { jobLabel: '데이터', jobSubLabel: '데이터 엔지니어', hashtags: [tag] });
    const withTag = (job: string) => `jobLabel=${encodeURIComponent(job)}&hashtag=${encodeURIComponent(tag)}`;
    expect(await ids(withTag('백엔드'))).toEqual([backend.id]);
    expect((await ids(withTag('개발'))).sort()).toEqual([backend.id, frontend.id].sort());
    expect(await ids(withTag('데이터 엔지니어'))).toEqual([data.id]);
    expect(await ids(withTag('디자인'))).toEqual([]);
  });

  it('reads candidates through an index (the sub-job’s for a rare sub-job), never a sequential scan, at the bench’s 100,000 candidates', async () => {
    await seedPool(app.deps.db, 1, BENCH_SIZE);
    const [agent] = await app.deps.db
      .select({ id: bizAccounts.id })
      .from(bizAccounts)
      .where(eq(bizAccounts.email, accounts.agent));
    const viewer = await requireBizViewer(app.deps.db, agent.id);
    const client = app.deps.db.$client as unknown as {
      query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    };
    // The rarest sub-job of the pool: walking the pool in its order would read most of it to fill a page.
    const [rarest] = (
      await client.query(
        `select job_sub_label as label, count(*)::int as n from candidates
           where phone like '0108%' group by job_sub_label order by n, job_sub_label limit 1`,
        [],
      )
    ).rows as { label: string; n: number }[];
    const { sql: rareSql, params: rareParams } = poolPageQuery(
      app.deps.db,
      viewer,
      { jobLabel: rarest.label },
      app.deps.now(),
    ).toSQL();
    const rarePlan = JSON.stringify((await client.query(`explain (format json) ${rareSql}`, rareParams)).rows[0]);
    expect(rarePlan, `${rarest.label} (${rarest.n})`).toContain('candidates_pool_sub_job');
    for (const jobLabel of ['백엔드', '개발', rarest.label]) {
      const { sql, params } = poolPageQuery(app.deps.db, viewer, { jobLabel }, app.deps.now()).toSQL();
      const { rows } = await client.query(`explain (format json) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'] as { Plan: PlanNode }[] | string;
      const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
      const access = scansOf(root).map((scan) => `${scan['Node Type']} ${scan['Index Name'] ?? ''}`.trim());
      expect(access.length, `${jobLabel}: ${JSON.stringify(root).slice(0, 400)}`).toBeGreaterThan(0);
      expect(
        access.filter((scan) => scan.startsWith('Seq Scan')),
        `${jobLabel}: ${access.join(', ')}`,
      ).toEqual([]);
    }
  }, 600_000);
});
