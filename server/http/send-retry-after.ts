/** Adds Retry-After to a RetryLaterError's answer (errors/retry-later.ts): put before a route's handler. */
import type { MiddlewareHandler } from 'hono';
import { RetryLaterError } from '../errors/retry-later';

export const sendRetryAfter: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error instanceof RetryLaterError) c.header('Retry-After', String(c.error.retryAfterSeconds));
};
