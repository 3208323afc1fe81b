import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** One line per API request: method, path (no query: it may hold a phone number), status, time. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      // A file URL's token is a credential while it is valid: it never reaches the logs.
      path: c.req.path.startsWith('/api/files/') ? '/api/files/…' : c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
