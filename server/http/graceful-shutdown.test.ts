import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { gracefulShutdown, REPORTS_FLUSH_MS, type Timers } from './graceful-shutdown';
import type { InFlightRequest, ServerDrain } from './server-drain';

const DRAIN_MS = 5_000;
const GRACE_MS = 25_000;

/** Timers on a clock that moves only when told to. */
function manualTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout(run, ms) {
      nextId += 1;
      pending.set(nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  /** Lets promise chains run to their next wait. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    timers,
    clock: () => now,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const [id, due] =
          [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (id === undefined || !due) break;
        pending.delete(id);
        now = due.at;
        due.run();
        await settle();
      }
      now = until;
      await settle();
    },
    settle,
  };
}

/** A process around the shutdown: every step it takes, in order, and the requests it answers. */
function processUnderTest(options: { drainMs?: number; closeDatabase?: () => Promise<void> } = {}) {
  const steps: string[] = [];
  const clock = manualTimers();
  const inFlight: InFlightRequest[] = [];
  let idle: (() => void) | undefined;
  const server: ServerDrain = {
    closeConnectionsAfterAnswers: () => steps.push('connections close after answers'),
    stopAccepting: () => steps.push('stops accepting'),
    inFlight: () => [...inFlight],
    idle: () => {
      steps.push('waits for requests in flight');
      if (inFlight.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idle = resolve;
      });
    },
  };
  const logs: Record<string, unknown>[] = [];
  const exits: number[] = [];
  const shutdown = gracefulShutdown(
    {
      readiness: { stopServing: () => steps.push('not ready') },
      server,
      stopJobs: async () => {
        steps.push('jobs stopped');
      },
      closeDatabase:
        options.closeDatabase ??
        (async () => {
          steps.push('database closed');
        }),
      flushReports: async (timeoutMs) => {
        steps.push(`reports flushed within ${timeoutMs} ms`);
      },
    },
    {
      drainMs: options.drainMs ?? DRAIN_MS,
      graceMs: GRACE_MS,
      logger: createLogger('debug', (line) => logs.push(JSON.parse(line))),
      exit: (code) => {
        steps.push(`exit ${code}`);
        exits.push(code);
      },
      timers: clock.timers,
      clock: clock.clock,
    },
  );
  return {
    steps,
    logs,
    exits,
    shutdown,
    clock,
    startRequest: (request: InFlightRequest) => inFlight.push(request),
    finishRequests: () => {
      inFlight.length = 0;
      idle?.();
    },
  };
}

describe('graceful shutdown', () => {
  it('turns not-ready at once, serves through the drain, stops accepting, waits for requests, then jobs, then the pool', async () => {
    const process = processUnderTest();
    process.startRequest({ method: 'PUT', path: '/api/files/…', ms: 0 });

    void process.shutdown.begin('SIGTERM');
    await process.clock.settle();
    expect(process.steps).toEqual(['not ready', 'connections close after answers']);
    expect(process.shutdown.stage).toBe('draining');

    // Still serving until the balancer had its time to notice.
    await process.clock.advance(DRAIN_MS - 1);
    expect(process.steps).not.toContain('stops accepting');

    await process.clock.advance(1);
    expect(process.steps).toEqual([
      'not ready',
      'connections close after answers',
      'stops accepting',
      'waits for requests in flight',
    ]);

    // The upload goes on well past the drain; nothing else closes under it.
    await process.clock.advance(GRACE_MS - 1_000);
    expect(process.steps).not.toContain('jobs stopped');
    expect(process.exits).toEqual([]);

    process.finishRequests();
    await process.clock.settle();
    expect(process.steps).toEqual([
      'not ready',
      'connections close after answers',
      'stops accepting',
      'waits for requests in flight',
      'jobs stopped',
      'database closed',
      `reports flushed within ${REPORTS_FLUSH_MS} ms`,
      'exit 0',
    ]);
    expect(process.logs.map((line) => line.message)).toContain('shut down');
  });

  it('keeps the same order without a drain delay', async () => {
    const process = processUnderTest({ drainMs: 0 });
    void process.shutdown.begin('SIGINT');
    await process.clock.advance(0);
    expect(process.steps).toEqual([
      'not ready',
      'connections close after answers',
      'stops accepting',
      'waits for requests in flight',
      'jobs stopped',
      'database closed',
      `reports flushed within ${REPORTS_FLUSH_MS} ms`,
      'exit 0',
    ]);
  });

  it('exits 1 when the grace runs out, naming the requests it cut', async () => {
    const process = processUnderTest();
    process.startRequest({ method: 'PUT', path: '/api/files/…', ms: 0 });
    void process.shutdown.begin('SIGTERM');
    await process.clock.advance(DRAIN_MS + GRACE_MS - 1);
    expect(process.exits).toEqual([]);

    await process.clock.advance(1);
    expect(process.exits).toEqual([1]);
    expect(process.steps).not.toContain('jobs stopped');
    expect(process.logs.find((line) => line.message === 'shutdown cut short')).toMatchObject({
      level: 'error',
      stage: 'finishing requests',
      reason: `the grace of ${GRACE_MS} ms ran out`,
      cut: [{ method: 'PUT', path: '/api/files/…' }],
    });
    // The request ending afterwards changes nothing.
    process.finishRequests();
    await process.clock.advance(1_000);
    expect(process.exits).toEqual([1]);
  });

  it('exits 1 at once on a second signal, saying what it cut', async () => {
    const process = processUnderTest();
    process.startRequest({ method: 'GET', path: '/api/v3/users/my', ms: 0 });
    void process.shutdown.begin('SIGTERM');
    await process.clock.advance(1_000);
    void process.shutdown.begin('SIGTERM');
    await process.clock.settle();
    expect(process.exits).toEqual([1]);
    expect(process.logs.find((line) => line.message === 'shutdown cut short')).toMatchObject({
      reason: 'a second SIGTERM',
      stage: 'draining',
      cut: [{ method: 'GET', path: '/api/v3/users/my' }],
    });
    await process.clock.advance(DRAIN_MS + GRACE_MS);
    expect(process.exits).toEqual([1]);
    expect(process.steps).not.toContain('stops accepting');
  });

  it('exits 1 when a step fails, naming the step', async () => {
    const process = processUnderTest({
      drainMs: 0,
      closeDatabase: () => Promise.reject(new Error('pool ended twice')),
    });
    void process.shutdown.begin('SIGTERM');
    await process.clock.advance(0);
    expect(process.exits).toEqual([1]);
    expect(process.logs.find((line) => line.message === 'shutdown step failed')).toMatchObject({
      stage: 'closing the database',
      error: 'Error',
    });
  });
});
