/**
 * Two probes: `/health` is readiness — 200 when the database answers `select 1` in time, 503 naming
 * the database when it does not (a load balancer stops sending traffic) — and `/health/live` is
 * liveness, 200 while the process runs, so an orchestrator does not restart a healthy process
 * during a database outage it would not cure.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import type { Health, HealthUnavailable, Liveness } from '../../../src/contract/health';
import { apiPaths } from '../../../src/contract/paths';
import type { AppDeps, AppEnv } from '../../app-deps';
import { retryAfterHeader } from '../../http/database-unavailable';

/** A database that does not answer `select 1` within this is unreachable for the health check. */
export const HEALTH_QUERY_TIMEOUT_MS = 2_000;

/** `work`, or a rejection coded like a socket timeout (so it counts as unreachable) once `ms` passed. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(apiPaths.health, async (c) => {
    const about = { sandbox: deps.env.sandbox, version: deps.env.version };
    try {
      await withinTime(deps.db.execute(sql`select 1`), HEALTH_QUERY_TIMEOUT_MS);
    } catch (error) {
      // Anything else is a bug, answered (and logged) as one.
      if (!deps.databaseOutage.failed(error)) throw error;
      deps.databaseOutage.refused();
      const body = { ok: false, database: 'unreachable', ...about } satisfies Infer<typeof HealthUnavailable>;
      return c.json(body, 503, { ...retryAfterHeader, 'Cache-Control': 'no-store' });
    }
    deps.databaseOutage.reachable();
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true, database: deps.databaseKind, ...about } satisfies Infer<typeof Health>);
  });
  app.get(apiPaths.healthLive, (c) => c.json({ ok: true } satisfies Infer<typeof Liveness>));
  return app;
}
