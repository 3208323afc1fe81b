/**
 * School and major search for everyone; the candidate's own school entries (SPEC §7) with the
 * candidate's token.
 */
import { asc } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  SchoolEntry,
  SchoolEntryIdParam,
  type SchoolEntryList,
  SchoolEntryPatch,
} from '../../../src/contract/education';
import { stripSearchText } from '../../../src/contract/search-text';
import { MajorSearchQuery, SchoolSearchQuery } from '../../../src/contract/signup';
import type { AppDeps, AppEnv } from '../../app-deps';
import { majors, schools } from '../../db/schema';
import { matchOrder, nameMatches } from '../../domain/search-match';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import {
  addSchoolEntry,
  deleteSchoolEntry,
  getSchoolEntry,
  listOwnSchoolEntries,
  updateSchoolEntry,
} from './education';

const MAX_RESULTS = 20;
const SCHOOL_MIN_LENGTH = 2; // SPEC §5: school search starts at 2 characters, majors at 1

export function schoolRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Spaces count on neither side (server/domain/search-match.ts); names starting with the text come first.
  app.get(apiPaths.schoolSearch, async (c) => {
    const q = stripSearchText(parseQuery(c, SchoolSearchQuery).q);
    c.header('Cache-Control', 'public, max-age=300');
    if (q.length < SCHOOL_MIN_LENGTH) return c.json({ items: [] });
    const rows = await deps.db
      .select({ type: schools.type, name: schools.name })
      .from(schools)
      .where(nameMatches(schools.name, q))
      .orderBy(...matchOrder(schools.name, q), asc(schools.name))
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
      .where(nameMatches(majors.name, q))
      .orderBy(...matchOrder(majors.name, q), asc(majors.name))
      .limit(MAX_RESULTS);
    return c.json({ items: rows.map((row) => row.name) });
  });

  const candidate = requireSession(deps, 'candidate');
  const entryId = (c: Context<AppEnv>) => parseParams(c, SchoolEntryIdParam).id;

  app.get(apiPaths.userSchools, candidate, async (c) => {
    const userSchoolItems = await listOwnSchoolEntries(deps.db, subjectOf(c));
    return c.json({ userSchoolItems } satisfies SchoolEntryList);
  });

  app.post(apiPaths.userSchools, candidate, async (c) => {
    const entry = await parseJson(c, SchoolEntry);
    return c.json(await addSchoolEntry(deps.db, deps.now, subjectOf(c), entry), 201);
  });

  app.get(apiPaths.userSchoolEntry, candidate, async (c) => {
    return c.json(await getSchoolEntry(deps.db, subjectOf(c), entryId(c)));
  });

  app.patch(apiPaths.userSchoolEntry, candidate, async (c) => {
    const id = entryId(c);
    const patch = await parseJson(c, SchoolEntryPatch);
    return c.json(await updateSchoolEntry(deps.db, deps.now, subjectOf(c), id, patch));
  });

  app.delete(apiPaths.userSchoolEntry, candidate, async (c) => {
    await deleteSchoolEntry(deps.db, subjectOf(c), entryId(c));
    return c.json({ ok: true as const });
  });

  return app;
}
