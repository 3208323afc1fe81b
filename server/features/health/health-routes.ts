/**
 * Three probes, each for one asker:
 * - `/health/ready` is readiness, what a load balancer checks: 200 while the process takes new work,
 *   503 from the moment a shutdown began (monitoring/readiness.ts), so the balancer stops sending
 *   before the listener closes. It never asks the database: during an outage every replica would
 *   fail it at once and the balancer would answer its own HTML 503; in rotation, each API call
 *   answers the app's MAINTENANCE JSON with Retry-After instead, which the app shows and waits out.
 * - `/health` tells whether the database answers `select 1` in time (503 naming it when not), with
 *   the sandbox flag and version the app reads: for people, deploy scripts and alerts.
 * - `/health/live` is liveness, 200 while the process runs, so an orchestrator does not restart a
 *   healthy process during a database outage it would not cure.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import type { Health, HealthUnavailable, Liveness, NotReady, Ready } from '../../../src/contract/health';
import type { AppDeps, AppEnv } from '../../app-deps';
import { retryAfterHeader } from '../../http/database-unavailable';

/** A database that does not answer `select 1` within this is unreachable for the health check. */
const HEALTH_QUERY_TIMEOUT_MS = 2_000;

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
    const channels = { sms: deps.messageSender.channel, email: deps.emailSender.channel };
    const about = { sandbox: deps.env.sandbox, version: deps.env.version, channels };
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
  app.get(apiPaths.healthReady, (c) =>
    deps.readiness.serving
      ? c.json({ ok: true, state: 'serving' } satisfies Infer<typeof Ready>)
      : c.json({ ok: false, state: 'stopping' } satisfies Infer<typeof NotReady>, 503),
  );
  return app;
}
