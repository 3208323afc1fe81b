import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiPaths } from '../../src/contract/paths';
import type { AppDeps, AppEnv } from '../app-deps';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(apiPaths.health, async (c) => {
    await deps.db.execute(sql`select 1`);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true, database: deps.databaseKind, sandbox: deps.env.sandbox, version: deps.env.version });
  });
  return app;
}
