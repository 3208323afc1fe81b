/**
 * The rehearsal: the deployment of deploy/ on this machine (stack.ts) under traffic
 * (traffic.ts), put through what operating it brings, phase after phase (phases.ts). The steady
 * traffic runs through every phase from `steady` to `after`. Then the writes whose first attempt
 * failed are sent again with their keys (as the app's outbox does), every write is looked up in
 * the database (write-audit.ts), and the run's problems and findings are named (verdict.ts).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { prepareCandidates, waitForOffers } from '../load/load-candidates';
import { type PhaseWindow, phaseFigures } from './phase-summary';
import { PHASES, PhaseRun } from './phases';
import type { RehearsalResult } from './result';
import type { RehearsalSettings } from './settings';
import { type Stack, startStack } from './stack';
import { Traffic } from './traffic';
import { failureSamples, verdict } from './verdict';
import { auditWrites, rowsByKey } from './write-audit';

const round = (value: number) => Math.round(value * 10) / 10;

function commit(root: string): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

/** The rehearsal could not go on (the setup failed): the error, with every process's log so far. */
export class RehearsalFailed extends Error {
  constructor(
    cause: unknown,
    readonly logs: Record<string, string>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

function logsOf(stack: Stack): Record<string, string> {
  return {
    haproxy: stack.balancer.log(),
    pgbouncer: stack.pgbouncer.log(),
    ...Object.fromEntries(stack.replicas.map((replica) => [replica.name, replica.log()])),
  };
}

export async function runRehearsal(
  root: string,
  settings: RehearsalSettings,
  progress: (line: string) => void = () => undefined,
): Promise<RehearsalResult & { logs: Record<string, string> }> {
  const startedAt = new Date();
  const loadAverageStart = os.loadavg()[0];
  progress('starting PostgreSQL, PgBouncer, three replicas together, HAProxy');
  const stack = await startStack(root);
  try {
    const setupStarted = performance.now();
    const candidates = await prepareCandidates(stack.balancer.url, settings.candidates);
    const candidatesWithOffers =
      settings.offerWaitSeconds > 0
        ? await waitForOffers(stack.balancer.url, candidates, settings.offerWaitSeconds * 1000)
        : 0;
    const setup = {
      candidates: candidates.length,
      candidatesWithOffers,
      seconds: round((performance.now() - setupStarted) / 1000),
    };
    progress(`${candidates.length} candidates signed up in ${setup.seconds} s`);

    const traffic = new Traffic(stack.balancer.url);
    const run = new PhaseRun(stack, traffic, settings, progress);
    let stoppedEarly: string | undefined;
    try {
      await run.throughput(candidates, 1, PHASES.throughput1);
      await run.throughput(candidates, 3, PHASES.throughput3);
      traffic.start(candidates, settings.thinkMs);
      await run.faults();
    } catch (error) {
      // What was measured until then is still counted and reported.
      stoppedEarly = error instanceof Error ? error.message : String(error);
      run.event(`stopped early: ${stoppedEarly.slice(0, 500)}`);
    } finally {
      await traffic.stop();
    }

    const failedWrites = traffic.writes.filter((write) => write.outcome !== 'ok').length;
    progress(`sending ${failedWrites} failed writes again with their keys`);
    const rowsBeforeResend = await rowsByKey(stack.databaseUrl, traffic.writes);
    await traffic.resendFailedWrites();
    const audit = await auditWrites(stack.databaseUrl, traffic.writes, rowsBeforeResend);
    const figuresOf = (window: PhaseWindow) => phaseFigures(window, traffic.requests, audit.writes);
    const resentOutcomes: Record<string, number> = {};
    for (const write of traffic.writes) {
      if (write.resentOutcome) resentOutcomes[write.resentOutcome] = (resentOutcomes[write.resentOutcome] ?? 0) + 1;
    }
    const outage = run.windows.find((window) => window.name === PHASES.database);
    for (const serverEvent of stack.balancer.serverEvents()) {
      const at = serverEvent.at - traffic.epoch;
      run.events.push({ at: round(at / 1000), what: `HAProxy: ${serverEvent.line}` });
      if (outage && at >= outage.from && at <= outage.to) run.database.balancerChanges.push(serverEvent.line);
    }
    const throughputNames: string[] = [PHASES.throughput1, PHASES.throughput3];
    const partial = {
      startedAt: startedAt.toISOString(),
      durationSeconds: 0,
      settings,
      machine: { cores: os.cpus().length, loadAverageStart, loadAverageEnd: os.loadavg()[0], commit: commit(root) },
      replicaCommand: stack.replicaCommand,
      startedTogether: stack.startedTogether,
      setup,
      throughput: run.windows
        .filter((window) => throughputNames.includes(window.name))
        .map((window) => ({
          replicas: window.name === PHASES.throughput1 ? 1 : 3,
          figures: figuresOf(window),
          loadAverage: run.loadAverages[window.name],
        })),
      phases: run.windows.filter((window) => !throughputNames.includes(window.name)).map(figuresOf),
      restarts: run.restarts,
      database: run.database,
      resent: { writes: failedWrites, outcomes: resentOutcomes },
      profileMismatches: audit.profileMismatches.length,
      events: run.events.sort((a, b) => a.at - b.at),
      failureSamples: failureSamples(traffic.requests),
    };
    const { problems, findings } = verdict(partial, audit, stack.replicas);
    if (stoppedEarly) problems.unshift(`the rehearsal stopped early: ${stoppedEarly}`);
    return {
      ...partial,
      problems,
      findings,
      durationSeconds: round((Date.now() - startedAt.getTime()) / 1000),
      logs: logsOf(stack),
    };
  } catch (error) {
    throw new RehearsalFailed(error, logsOf(stack));
  } finally {
    progress('stopping everything');
    await stack.stop();
  }
}
