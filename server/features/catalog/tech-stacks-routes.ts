/** Tech stack search, recommendations and the candidate's own list (SPEC §7 search helpers, updates). */
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { TechStackQuery, type TechStackSearch, TechStackUpdate } from '../../../src/contract/profile';
import type { AppDeps, AppEnv } from '../../app-deps';
import { parseJson, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { recommendTechStacks, searchTechStacks, updateTechStacks } from './tech-stacks';

export function techStackRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.techStackSearch, candidate, async (c) => {
    const { q } = parseQuery(c, TechStackQuery);
    return c.json({ items: await searchTechStacks(deps.db, subjectOf(c), q) } satisfies TechStackSearch);
  });

  app.get(apiPaths.techStackRecommend, candidate, async (c) => {
    return c.json({ items: await recommendTechStacks(deps.db, subjectOf(c)) } satisfies TechStackSearch);
  });

  app.patch(apiPaths.techStackUpdate, candidate, async (c) => {
    const { techStackItems } = await parseJson(c, TechStackUpdate);
    return c.json({
      techStackItems: await updateTechStacks(deps.db, subjectOf(c), techStackItems),
    } satisfies TechStackUpdate);
  });

  return app;
}
