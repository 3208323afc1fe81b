import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { type JobLabelSearch, JobLabelSearchQuery, type PopularJobs } from '../../../src/contract/signup';
import type { AppDeps, AppEnv } from '../../app-deps';
import { jobLabels, popularJobs } from '../../db/schema';
import { parseQuery } from '../../http/parse';
import { matchJobLabels, popularCount } from './job-labels';

export function labelRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.jobLabelSearch, async (c) => {
    const { q } = parseQuery(c, JobLabelSearchQuery);
    const rows = await deps.db.select().from(jobLabels).orderBy(asc(jobLabels.id));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ items: matchJobLabels(rows, q) } satisfies JobLabelSearch);
  });

  app.get(apiPaths.popularJobs, async (c) => {
    const rows = await deps.db.select().from(popularJobs).orderBy(asc(popularJobs.rank));
    const now = deps.now();
    const items = rows.map((row) => ({
      rank: row.rank,
      jobLabel: row.jobLabel,
      jobSubLabel: row.jobSubLabel,
      count: popularCount(row.baseCount, now),
    }));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ items } satisfies PopularJobs);
  });

  return app;
}
