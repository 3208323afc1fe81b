import { asc, ilike, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiPaths } from '../../src/contract/paths';
import { MajorSearchQuery, SchoolSearchQuery } from '../../src/contract/signup';
import type { AppDeps, AppEnv } from '../app-deps';
import { majors, schools } from '../db/schema';
import { stripSearchText } from '../domain/search-text';
import { parseQuery } from '../http/parse';

const MAX_RESULTS = 20;
const SCHOOL_MIN_LENGTH = 2; // SPEC §5: school search starts at 2 characters, majors at 1

export function schoolRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Names starting with the text come first, then by name. The stripped text holds no LIKE wildcards.
  app.get(apiPaths.schoolSearch, async (c) => {
    const q = stripSearchText(parseQuery(c, SchoolSearchQuery).q);
    c.header('Cache-Control', 'public, max-age=300');
    if (q.length < SCHOOL_MIN_LENGTH) return c.json({ items: [] });
    const rows = await deps.db
      .select({ type: schools.type, name: schools.name })
      .from(schools)
      .where(ilike(schools.name, `%${q}%`))
      .orderBy(sql`strpos(lower(${schools.name}), lower(${q}))`, asc(schools.name))
      .limit(MAX_RESULTS);
    return c.json({ items: rows });
  });

  app.get(apiPaths.majorSearch, async (c) => {
    const q = stripSearchText(parseQuery(c, MajorSearchQuery).q);
    c.header('Cache-Control', 'public, max-age=300');
    if (q.length === 0) return c.json({ items: [] });
    const rows = await deps.db
      .select({ name: majors.name })
      .from(majors)
      .where(ilike(majors.name, `%${q}%`))
      .orderBy(sql`strpos(lower(${majors.name}), lower(${q}))`, asc(majors.name))
      .limit(MAX_RESULTS);
    return c.json({ items: rows.map((row) => row.name) });
  });

  return app;
}
