/**
 * Prometheus metrics of this process, in the text exposition format (GET /metrics, behind
 * METRICS_TOKEN or on METRICS_PORT: features/health/metrics-routes.ts).
 *
 * Counters live in this process's memory, one registry per app: with several replicas Prometheus
 * scrapes each one and sums them (`sum by (route) (rate(boltx_http_requests_total[5m]))`), as with
 * any per-process counter. Nothing here must agree across replicas, and nothing is lost that
 * matters when one restarts (Prometheus's rate() takes counter resets in its stride). What is
 * shared — the job queue — is read from the database at scrape time instead, so every replica
 * reports the same lag.
 *
 * Labels are bounded: a route is Hono's pattern (`/api/v2/users/offers/:id`, never the id), a status
 * its number, a push outcome one of four words. No label ever holds a person's data.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { jobBacklog } from '../jobs/job-queue';
import type { PushOutcome } from '../providers/web-push';

/** A scrape does not wait longer than this for the database (during an outage it reports it instead). */
const METRICS_QUERY_TIMEOUT_MS = 1_000;
/** From a cached list (5 ms) to an upload on a slow phone (30 s). */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

interface AnsweredRequest {
  method: string;
  /** The route's pattern, never the path as requested. */
  route: string;
  status: number;
  seconds: number;
  /** An Idempotency-Key replay (the `Idempotent-Replayed` answer): the outbox sent it again. */
  replayed: boolean;
}

export interface Metrics {
  requestAnswered(request: AnsweredRequest): void;
  /** One push to one subscription settled (domain/push-delivery.ts). */
  pushSettled(outcome: PushOutcome['kind']): void;
  /** Everything, read now: the pool, the job queue, the counters. */
  exposition(): Promise<string>;
  readonly contentType: string;
}

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const isPool = (client: unknown): client is PoolCounts =>
  typeof (client as Partial<PoolCounts> | undefined)?.totalCount === 'number';

/** `work`, or a rejection once `ms` passed. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createMetrics({ db, now }: { db: Database; now: () => Date }): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'boltx_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'boltx_http_request_duration_seconds',
    help: 'Time to the answer (its headers; a streamed body may go on), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers,
  });
  const replays = new Counter({
    name: 'boltx_idempotency_replays_total',
    help: 'Writes sent again with an Idempotency-Key already answered (the offline outbox replaying), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'boltx_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const pushes = new Counter({
    name: 'boltx_push_deliveries_total',
    help: 'Web pushes to one subscription, by outcome: delivered, gone (the browser dropped it), refused, failed',
    labelNames: ['outcome'] as const,
    registers,
  });

  const client = (db as unknown as { $client?: unknown }).$client;
  new Gauge({
    name: 'boltx_database_pool_connections',
    help: 'Database connections of this process, by state (PGlite: one connection, total only)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (isPool(client)) {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'active' }, client.totalCount - client.idleCount);
        return;
      }
      this.set({ state: 'total' }, (client as { closed?: boolean } | undefined)?.closed ? 0 : 1);
    },
  });
  if (isPool(client)) {
    new Gauge({
      name: 'boltx_database_pool_waiting_requests',
      help: 'Queries waiting for a pooled connection',
      registers,
      collect() {
        this.set(client.waitingCount);
      },
    });
  }

  const reachable = new Gauge({
    name: 'boltx_database_reachable',
    help: '1 when the database answered this scrape (the job queue read), 0 when not',
    registers,
  });
  const lag = new Gauge({
    name: 'boltx_job_lag_seconds',
    help: 'Age of the oldest due job nobody has claimed yet (0 when none is due; NaN when the database did not answer)',
    registers,
  });
  const due = new Gauge({ name: 'boltx_jobs_due', help: 'Jobs due and not claimed', registers });
  const givenUp = new Gauge({
    name: 'boltx_jobs_given_up',
    help: 'Jobs left undone after their last attempt, waiting for a human',
    registers,
  });

  async function readJobQueue() {
    try {
      const at = now();
      const backlog = await withinTime(jobBacklog(db, at), METRICS_QUERY_TIMEOUT_MS);
      const oldest = backlog.oldestDueAt?.getTime();
      lag.set(oldest === undefined ? 0 : Math.max(0, (at.getTime() - oldest) / 1000));
      due.set(backlog.due);
      givenUp.set(backlog.givenUp);
      reachable.set(1);
    } catch {
      // Whatever went wrong is the database's to tell (the outage is logged once elsewhere).
      for (const gauge of [lag, due, givenUp]) gauge.set(Number.NaN);
      reachable.set(0);
    }
  }

  let processMetrics = false;
  return {
    requestAnswered({ method, route, status, seconds, replayed }) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      if (replayed) replays.inc({ route });
      if (status === 429) refusals.inc({ route });
    },
    pushSettled(outcome) {
      pushes.inc({ outcome });
    },
    async exposition() {
      // Node's own (memory, CPU, event loop delay, GC) from the first scrape on: no monitor for an app never scraped.
      if (!processMetrics) {
        collectDefaultMetrics({ register: registry });
        processMetrics = true;
      }
      await readJobQueue();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
