/**
 * How PostgreSQL runs the console's candidate search: the pool's own query, captured from
 * listPool (server/domain/candidate-pool.ts) through Drizzle's logger so the plan is of exactly
 * what the endpoint runs, then EXPLAIN ANALYZE'd. What matters is whether `candidates` is read by an
 * index in the pool's order (a page stops after 21 rows) or scanned whole and sorted.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { requireBizViewer } from '../../server/domain/biz-accounts';
import { listPool } from '../../server/domain/candidate-pool';
import type { CandidatePoolQuery } from '../../src/contract/biz';

export interface PlanSummary {
  size: number;
  label: string;
  /** How `candidates` is read, e.g. "Seq Scan" or "Index Scan using candidates_pool_order". */
  candidatesAccess: string;
  /** Rows of `candidates` the plan read: returned plus removed by its filter, over all loops. */
  candidateRowsRead: number;
  executionMs: number;
}

const PLAN_QUERIES: { label: string; query: CandidatePoolQuery }[] = [
  { label: 'no filter (the console opens on it)', query: {} },
  { label: 'jobLabel=개발 & minYears=3', query: { jobLabel: '개발', minYears: 3 } },
  { label: 'jobLabel=백엔드 (a sub-job)', query: { jobLabel: '백엔드' } },
  { label: 'salaryMin=7000', query: { salaryMin: 7000 } },
  { label: 'hashtag=리더십', query: { hashtag: '리더십' } },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

function candidateScans(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  if (node['Relation Name'] === 'candidates') found.push(node);
  for (const child of node.Plans ?? []) candidateScans(child, found);
  return found;
}

/** EXPLAIN ANALYZE of the pool's first query for each of PLAN_QUERIES, as the agent sees the pool. */
export async function explainSearch(databaseUrl: string, viewerId: string, size: number): Promise<PlanSummary[]> {
  // Without JIT, as the server's connections (server/db/postgres-pool.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: '-c jit=off' });
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => void captured.push({ sql, params }) } });
  try {
    const viewer = await requireBizViewer(db as unknown as Database, viewerId);
    const summaries: PlanSummary[] = [];
    for (const { label, query } of PLAN_QUERIES) {
      captured.length = 0;
      await listPool(db as unknown as Database, viewer, query, new Date());
      const main = captured.find((entry) => /from "candidates"/.test(entry.sql) && /limit/i.test(entry.sql));
      if (!main) throw new Error('the pool query was not captured');
      const { rows } = await pool.query(`explain (analyze, format json) ${main.sql}`, main.params);
      const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0];
      const scans = candidateScans(plan.Plan);
      summaries.push({
        size,
        label,
        candidatesAccess: scans
          .map((scan) => `${scan['Node Type']}${scan['Index Name'] ? ` using ${scan['Index Name']}` : ''}`)
          .join(', '),
        candidateRowsRead: scans.reduce(
          (sum, scan) =>
            sum + ((scan['Actual Rows'] ?? 0) + (scan['Rows Removed by Filter'] ?? 0)) * (scan['Actual Loops'] ?? 1),
          0,
        ),
        executionMs: plan['Execution Time'],
      });
    }
    return summaries;
  } finally {
    await pool.end();
  }
}
