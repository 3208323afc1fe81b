/**
 * GET /metrics, Prometheus's text format (monitoring/metrics.ts). Never public by default: on PORT
 * it exists only with METRICS_TOKEN and answers only `Authorization: Bearer <METRICS_TOKEN>`; with
 * METRICS_PORT it is served there instead (metricsApp, started by main.ts), for the scraper's
 * network, and still asks for the token when one is set.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ErrorCode } from '../../../src/contract/errors';
import type { AppDeps, AppEnv } from '../../app-deps';

export const METRICS_PATH = '/metrics';
const METRICS_TOKEN_MESSAGE = '메트릭을 보려면 METRICS_TOKEN을 Bearer 토큰으로 보내 주세요.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests of equal length, in constant time. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The route alone, on the app's own port (createApp) or the metrics port (metricsApp). */
export function metricsRoutes(deps: Pick<AppDeps, 'metrics'>, token: string | undefined) {
  const app = new Hono<AppEnv>();
  app.get(METRICS_PATH, async (c) => {
    if (token !== undefined && !bearerMatches(c.req.header('Authorization'), token)) {
      return c.json({ status: { code: ErrorCode.unauthorized, message: METRICS_TOKEN_MESSAGE } }, 401, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
        'Cache-Control': 'no-store',
      });
    }
    return c.body(await deps.metrics.exposition(), 200, {
      'Content-Type': deps.metrics.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}

/** What METRICS_PORT serves: /metrics, and 404 for anything else. */
export function metricsApp(deps: Pick<AppDeps, 'metrics' | 'env'>) {
  const app = new Hono<AppEnv>();
  app.route('/', metricsRoutes(deps, deps.env.monitoring.metricsToken));
  app.notFound((c) => c.text('Not Found', 404));
  return app;
}
