/**
 * Whether this process takes new work, as a load balancer asks it (`GET /api/health/ready`): true
 * from the start, false for good once a shutdown began (http/graceful-shutdown.ts). It does not
 * depend on the database on purpose: during an outage every replica is equally cut off, and a
 * replica out of rotation answers nothing at all, where one in rotation answers the app's own
 * MAINTENANCE JSON with Retry-After.
 */
export interface Readiness {
  readonly serving: boolean;
  /** The shutdown began: readiness answers 503 from now on. */
  stopServing(): void;
}

export function createReadiness(): Readiness {
  let serving = true;
  return {
    get serving() {
      return serving;
    },
    stopServing() {
      serving = false;
    },
  };
}
