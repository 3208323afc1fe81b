/**
 * The pool's 직무 filter finds every family and sub-job whose name contains the term: "데이터" finds
 * the 데이터 family and 개발's "데이터 엔지니어", "엔지니어" every engineer. Containment cannot walk an
 * index in the pool's order, so the term is first turned into the exact labels the pool holds, and
 * the pool's query then matches those (candidate-pool.ts: one index walk per label).
 *
 * The labels the pool holds are read by skipping through the job indexes (candidates_pool_job,
 * candidates_pool_sub_job) one distinct value at a time: a probe per label, not a read of every
 * candidate. Labels are free text (a profile edit may name its own), so the catalog alone is not enough.
 */
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { candidates } from '../db/schema';

export interface JobLabelMatches {
  /** Job families (candidates.job_label) containing the term. */
  families: string[];
  /** Sub-jobs (candidates.job_sub_label) containing the term. */
  subJobs: string[];
}

/** Lower case without spaces: "데이터엔지니어" finds "데이터 엔지니어", "ios" finds "iOS". */
const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, '');

function labelContains(label: string, term: string): boolean {
  const wanted = comparable(term);
  return wanted !== '' && comparable(label).includes(wanted);
}

/** The distinct values of `column` among the pool's rows (the job indexes' predicate), in index order. */
async function distinctPoolValues(db: Executor, column: AnyColumn): Promise<string[]> {
  const inPool = sql`${candidates.deletedAt} is null and ${candidates.submittedAt} is not null`;
  const result = await db.execute(sql`with recursive labels(label) as (
      (select ${column} from ${candidates} where ${inPool} order by ${column} limit 1)
      union all
      select (select ${column} from ${candidates} where ${inPool} and ${column} > labels.label
              order by ${column} limit 1)
        from labels where labels.label is not null
    )
    select label from labels where label is not null`);
  return (result.rows as { label: string }[]).map((row) => row.label);
}

export async function jobLabelsMatching(db: Executor, term: string): Promise<JobLabelMatches> {
  const [families, subJobs] = await Promise.all([
    distinctPoolValues(db, candidates.jobLabel),
    distinctPoolValues(db, candidates.jobSubLabel),
  ]);
  return {
    families: families.filter((label) => labelContains(label, term)),
    subJobs: subJobs.filter((label) => label !== '' && labelContains(label, term)),
  };
}
