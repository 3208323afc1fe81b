/**
 * What SIGTERM (or SIGINT) does, in order, so a replica leaves a balancer's rotation without
 * cutting anyone off:
 *
 * 1. Readiness answers 503 at once (GET /api/health/ready), and from now on every answer closes its
 *    connection (`Connection: close`; idle keep-alive connections are closed now).
 * 2. For `drainMs` (SHUTDOWN_DRAIN_MS) new requests are still served: the balancer needs a few
 *    checks to notice, and meanwhile it may still send some.
 * 3. The listener stops accepting connections.
 * 4. Requests in flight — an upload streaming its bytes included — get `graceMs` (SHUTDOWN_GRACE_MS)
 *    from here to finish, and the steps after them must fit in it too.
 * 5. The job runner stops (a job running is let finish), then the database pool closes, then the
 *    error reports on their way out are sent.
 * 6. Exit 0.
 *
 * A second signal, or the grace running out, exits 1 at once with a line naming the stage and the
 * requests it cut. Timers and the clock are injected, so the order is tested without waiting.
 */
import type { Logger } from '../logger';
import type { Readiness } from '../monitoring/readiness';
import type { ServerDrain } from './server-drain';

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Error reports still on their way out get this long, within the grace. */
export const REPORTS_FLUSH_MS = 2_000;

export interface ShutdownSteps {
  readiness: Pick<Readiness, 'stopServing'>;
  server: ServerDrain;
  stopJobs(): Promise<void>;
  closeDatabase(): Promise<void>;
  flushReports(timeoutMs: number): Promise<void>;
}

export interface ShutdownOptions {
  drainMs: number;
  graceMs: number;
  logger: Logger;
  exit(code: number): void;
  timers?: Timers;
  clock?: () => number;
}

type ShutdownStage =
  | 'serving'
  | 'draining'
  | 'finishing requests'
  | 'stopping jobs'
  | 'closing the database'
  | 'sending error reports'
  | 'done';

export interface GracefulShutdown {
  /** The signal's handler: the first one starts the shutdown, a second one cuts it short. */
  begin(signal: string): Promise<void>;
  readonly stage: ShutdownStage;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

export function gracefulShutdown(steps: ShutdownSteps, options: ShutdownOptions): GracefulShutdown {
  const { drainMs, graceMs, logger, exit } = options;
  const timers = options.timers ?? systemTimers;
  const clock = options.clock ?? Date.now;
  let stage: ShutdownStage = 'serving';
  let graceTimer: unknown;
  let drainEnded: (() => void) | undefined;

  const ended = () => stage === 'done';
  const finish = (code: number) => {
    if (ended()) return;
    stage = 'done';
    if (graceTimer !== undefined) timers.clearTimeout(graceTimer);
    drainEnded?.();
    exit(code);
  };

  const cutShort = (reason: string) => {
    if (ended()) return;
    logger.error('shutdown cut short', { reason, stage, cut: steps.server.inFlight() });
    finish(1);
  };

  /** Runs one step unless the shutdown already ended; false when it has (or the step failed). */
  const step = async (next: ShutdownStage, run: () => Promise<void>) => {
    if (ended()) return false;
    stage = next;
    try {
      await run();
    } catch (error) {
      logger.error('shutdown step failed', { stage: next, error: errorName(error) });
      finish(1);
    }
    return stage === next;
  };

  async function shutDown(signal: string) {
    const started = clock();
    stage = 'draining';
    steps.readiness.stopServing();
    steps.server.closeConnectionsAfterAnswers();
    logger.info('shutting down: not ready, still serving while the balancer notices', {
      signal,
      drainMs,
      graceMs,
      inFlight: steps.server.inFlight().length,
    });
    await new Promise<void>((resolve) => {
      drainEnded = resolve;
      timers.setTimeout(resolve, drainMs);
    });
    drainEnded = undefined;
    if (ended()) return;

    stage = 'finishing requests';
    steps.server.stopAccepting();
    graceTimer = timers.setTimeout(() => cutShort(`the grace of ${graceMs} ms ran out`), graceMs);
    logger.info('stopped accepting connections', { inFlight: steps.server.inFlight().length });
    if (!(await step('finishing requests', () => steps.server.idle()))) return;
    if (!(await step('stopping jobs', steps.stopJobs))) return;
    if (!(await step('closing the database', steps.closeDatabase))) return;
    if (!(await step('sending error reports', () => steps.flushReports(REPORTS_FLUSH_MS)))) return;
    logger.info('shut down', { ms: clock() - started });
    finish(0);
  }

  return {
    async begin(signal) {
      if (ended()) return;
      if (stage !== 'serving') {
        cutShort(`a second ${signal}`);
        return;
      }
      await shutDown(signal);
    },
    get stage() {
      return stage;
    },
  };
}
