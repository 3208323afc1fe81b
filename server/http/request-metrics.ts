/**
 * Counts every answer for the metrics (monitoring/metrics.ts) under its route's pattern, read
 * with Hono's routePath once the answer is known: `/api/v2/users/offers/:id`, never the id, and
 * `/api/*` or `/*` for a path no route matched — the labels stay few whatever clients ask for.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../monitoring/metrics';
import { REPLAYED_HEADER } from './idempotency';

export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.requestAnswered({
      method: c.req.method,
      route: routePath(c) || 'unmatched',
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
      replayed: c.res.headers.get(REPLAYED_HEADER) === 'true',
    });
  };
}
