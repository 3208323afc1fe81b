/**
 * The pool's 직무 filter matches every job family and sub-job containing the term ("개발", "데이터"
 * finds 개발's 데이터 엔지니어 too), and at the bench's
 * size (100,000 candidates, scripts/bench/seed-pool.ts) PostgreSQL answers it without a sequential
 * scan of candidates: the plan of exactly the query the endpoint runs (poolPageQuery).
 *
 * The plan is checked at the bench's full 100,000 candidates, not fewer: the planner's choice moves
 * with the table's size (at 20,000 it reads the rarest sub-job through a bitmap scan instead), so a
 * smaller pool would check another plan than the bench's. What keeps the size cheap is seeding only
 * what the plan reads: an agent's query reads the candidates table alone (asserted below), so the
 * bench's careers and salaries, three quarters of its seeding time, are left out.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPoolCandidates } from '../../scripts/bench/seed-pool';
import { bizAccounts } from '../../server/db/schema';
import { requireBizViewer } from '../../server/domain/biz-accounts';
import { poolPageQuery } from '../../server/domain/candidate-pool';
import { jobLabelsMatching } from '../../server/domain/pool-job-labels';
import type { CandidatePool } from '../../src/contract/biz';
import { accounts, asBiz, poolCandidate, uniqueTag } from './biz-fixtures';
import { driverClient } from './helpers';
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

/** Every table the plan reads. */
function relationsOf(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node['Relation Name']) found.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relationsOf(child, found);
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

  it('finds every job whose name contains the term, without regard to case or spaces', async () => {
    const tag = uniqueTag();
    const engineer = await poolCandidate(app, { jobLabel: '개발', jobSubLabel: '데이터 엔지니어', hashtags: [tag] });
    const analyst = await poolCandidate(app, { jobLabel: '데이터', jobSubLabel: '데이터 분석가', hashtags: [tag] });
    const ios = await poolCandidate(app, { jobLabel: '개발', jobSubLabel: 'iOS', hashtags: [tag] });
    await poolCandidate(app, { jobLabel: '개발', jobSubLabel: '백엔드', hashtags: [tag] });
    const found = async (job: string) =>
      (await ids(`jobLabel=${encodeURIComponent(job)}&hashtag=${encodeURIComponent(tag)}`)).sort();
    expect(await found('데이터')).toEqual([engineer.id, analyst.id].sort());
    expect(await found('엔지니어')).toEqual([engineer.id]);
    expect(await found('데이터엔지니어')).toEqual([engineer.id]);
    expect(await found('IOS')).toEqual([ios.id]);
    expect(await found('디자이너')).toEqual([]);
  });

  it('pages through the candidates of several matching jobs without repeating or losing one', async () => {
    const tag = uniqueTag();
    const made = [];
    for (const [index, jobSubLabel] of ['데이터 엔지니어', '데이터 분석가', '데이터 아키텍트'].entries()) {
      for (let n = 0; n < 9; n++) {
        made.push(
          (await poolCandidate(app, { jobLabel: index === 0 ? '개발' : '데이터', jobSubLabel, hashtags: [tag] })).id,
        );
      }
    }
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const response = await asBiz(
        app,
        'agent',
        `/api/biz/candidates?jobLabel=${encodeURIComponent('데이터')}&hashtag=${encodeURIComponent(tag)}&page=${page}`,
      );
      const body = (await response.json()) as CandidatePool;
      seen.push(...body.items.map((item) => item.id));
      if (!body.hasNext) break;
    }
    expect(seen).toHaveLength(made.length);
    expect([...seen].sort()).toEqual([...made].sort());
  });

  it('reads candidates through an index (the sub-job’s for a rare sub-job), never a sequential scan, at the bench’s 100,000 candidates', async () => {
    await seedPoolCandidates(app.deps.db, 1, BENCH_SIZE);
    const [agent] = await app.deps.db
      .select({ id: bizAccounts.id })
      .from(bizAccounts)
      .where(eq(bizAccounts.email, accounts.agent));
    const viewer = await requireBizViewer(app.deps.db, agent.id);
    const client = driverClient<{
      query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    }>(app.deps.db);
    // The planner's statistics, as the bench's seeding leaves them.
    await client.query('analyze', []);
    // The rarest sub-job of the pool: walking the pool in its order would read most of it to fill a page.
    const [rarest] = (
      await client.query(
        `select job_sub_label as label, count(*)::int as n from candidates
           where phone like '0108%' group by job_sub_label order by n, job_sub_label limit 1`,
        [],
      )
    ).rows as { label: string; n: number }[];
    const planOf = async (jobLabel: string) =>
      poolPageQuery(
        app.deps.db,
        viewer,
        { jobLabel },
        app.deps.now(),
        await jobLabelsMatching(app.deps.db, jobLabel),
      ).toSQL();
    const { sql: rareSql, params: rareParams } = await planOf(rarest.label);
    const rarePlan = JSON.stringify((await client.query(`explain (format json) ${rareSql}`, rareParams)).rows[0]);
    expect(rarePlan, `${rarest.label} (${rarest.n})`).toContain('candidates_pool_sub_job');
    for (const jobLabel of ['백엔드', '개발', '데이터', '엔지니어', rarest.label]) {
      const { sql, params } = await planOf(jobLabel);
      const { rows } = await client.query(`explain (format json) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'] as { Plan: PlanNode }[] | string;
      const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
      // Only candidates were seeded at the bench's size: a plan reading another table (careers, say) would need it seeded too (seedPool).
      expect([...relationsOf(root)], `${jobLabel}: tables read`).toEqual(['candidates']);
      const access = scansOf(root).map((scan) => `${scan['Node Type']} ${scan['Index Name'] ?? ''}`.trim());
      expect(access.length, `${jobLabel}: ${JSON.stringify(root).slice(0, 400)}`).toBeGreaterThan(0);
      expect(
        access.filter((scan) => scan.startsWith('Seq Scan')),
        `${jobLabel}: ${access.join(', ')}`,
      ).toEqual([]);
    }
  }, 600_000);
});
