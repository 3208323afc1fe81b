/**
 * A database outage as one known state of this process, logged twice: `database unreachable` (a
 * warning) at its first failure, `database reachable again` with its length and the requests refused
 * meanwhile at its end — instead of a stack per failed request. What ends it: a new pooled
 * connection (the pool reconnects by itself) or a health check that got an answer. The state is
 * this process's logging only; nothing here must agree across replicas.
 */
import type { Logger } from '../logger';
import { unreachableReason } from './postgres-errors';

export interface DatabaseOutage {
  /** True when `error` says the database cannot be reached; the first such error of an outage logs it. */
  failed(error: unknown): boolean;
  /** A request answered 503 because of the outage (counted for the line that ends it). */
  refused(): void;
  /** The database answered: an outage going on ends here. */
  reachable(): void;
}

export function createDatabaseOutage(logger: Logger, clock: () => number = Date.now): DatabaseOutage {
  let since: number | undefined;
  let refusedRequests = 0;
  return {
    failed(error) {
      const reason = unreachableReason(error);
      if (reason === undefined) return false;
      if (since === undefined) {
        since = clock();
        refusedRequests = 0;
        logger.warn('database unreachable', { reason });
      }
      return true;
    },
    refused() {
      if (since !== undefined) refusedRequests += 1;
    },
    reachable() {
      if (since === undefined) return;
      logger.info('database reachable again', { outageMs: clock() - since, refusedRequests });
      since = undefined;
    },
  };
}
