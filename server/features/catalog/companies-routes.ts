import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { enums, object, optional, size, string } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import type { AppDeps, AppEnv } from '../../app-deps';
import { companies } from '../../db/schema';
import { notFound } from '../../errors/api-error';
import { parseQuery } from '../../http/parse';

const ListQuery = object({ sort: optional(enums(['random', 'null'])) });
const LogoQuery = object({ name: size(string(), 1, 50) });

const columns = { id: companies.id, name: companies.name, logo: companies.logoPath, industry: companies.industry };

export function companyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.companies, async (c) => {
    const { sort } = parseQuery(c, ListQuery);
    const companyItems = await deps.db
      .select(columns)
      .from(companies)
      .where(eq(companies.isParticipating, true))
      .orderBy(sort === 'random' ? sql`random()` : asc(companies.id));
    // The list changes only when a company joins: let browsers and the service worker reuse it briefly.
    c.header('Cache-Control', sort === 'random' ? 'no-store' : 'public, max-age=300');
    return c.json({ companyItems });
  });

  app.get(apiPaths.companyLogo, async (c) => {
    const { name } = parseQuery(c, LogoQuery);
    const [company] = await deps.db
      .select({ name: companies.name, logo: companies.logoPath })
      .from(companies)
      .where(eq(companies.name, name));
    if (!company) throw notFound('회사를 찾을 수 없습니다.');
    return c.json(company);
  });

  return app;
}
