/**
 * The rehearsal's phases, one after another on the running stack (stack.ts) under the traffic
 * (traffic.ts): each phase's time window, what happened when, each restart's timings, and the
 * database outage's recovery.
 *
 *   throughput   the same back-to-back load with 1 replica in rotation (the others in maint), then 3
 *   steady       steady traffic, no fault
 *   sigkill      one replica killed (SIGKILL), started again a moment later
 *   rolling      each replica in turn: SIGTERM, wait for its exit, start it, wait until HAProxy has
 *                it back in rotation
 *   database     PostgreSQL stopped (pg_ctl stop -m fast) for a while, then started again
 *   after        steady traffic again
 */
import os from 'node:os';
import { SERVER_NAMES } from './haproxy';
import type { PhaseWindow } from './phase-summary';
import type { RehearsalResult, Restart } from './result';
import type { RehearsalSettings } from './settings';
import type { Stack } from './stack';
import type { Traffic } from './traffic';

export const PHASES = {
  throughput1: 'throughput, 1 replica',
  throughput3: 'throughput, 3 replicas',
  steady: 'steady',
  sigkill: 'replica killed (SIGKILL), started again',
  rolling: 'rolling restart (SIGTERM each in turn)',
  database: 'database stopped',
  after: 'after',
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;

export class PhaseRun {
  readonly windows: PhaseWindow[] = [];
  readonly restarts: Restart[] = [];
  readonly events: { at: number; what: string }[] = [];
  /** The host's 1-minute load average at the end of each throughput run, by phase name. */
  readonly loadAverages: Record<string, number> = {};
  database: RehearsalResult['database'] = { downSeconds: 0, balancerChanges: [] };

  constructor(
    readonly stack: Stack,
    readonly traffic: Traffic,
    readonly settings: RehearsalSettings,
    readonly progress: (line: string) => void,
  ) {}

  event(what: string) {
    this.events.push({ at: round(this.traffic.now() / 1000), what });
    this.progress(what);
  }

  async phase(name: string, work: () => Promise<void>) {
    this.traffic.phase = name;
    const from = this.traffic.now();
    this.progress(`phase: ${name}`);
    try {
      await work();
    } finally {
      this.windows.push({ name, from, to: this.traffic.now() });
    }
  }

  async restart(phase: string, index: number, signal: NodeJS.Signals, delayMs: number) {
    const replica = this.stack.replicas[index];
    this.event(`${signal} → ${replica.name}`);
    const exit = await replica.stop(signal);
    this.event(`${replica.name} exited (${exit.code ?? exit.signal}) after ${exit.afterMs} ms`);
    await sleep(delayMs);
    const started = performance.now();
    await replica.start();
    const readyAfterMs = Math.round(performance.now() - started);
    await this.stack.balancer.waitForStatus(replica.name, 'UP', 60_000);
    const inRotationAfterMs = Math.round(performance.now() - started);
    this.event(`${replica.name} ready after ${readyAfterMs} ms, in rotation after ${inRotationAfterMs} ms`);
    this.restarts.push({ phase, replica: replica.name, exit, readyAfterMs, inRotationAfterMs });
  }

  async throughput(candidates: Parameters<Traffic['start']>[0], replicas: number, name: string) {
    const { balancer } = this.stack;
    const others = SERVER_NAMES.slice(replicas);
    for (const server of others) await balancer.setServerState(server, 'maint');
    await this.phase(name, async () => {
      this.traffic.start(candidates.slice(0, this.settings.throughputConcurrency), 0);
      await sleep(this.settings.throughputSeconds * 1000);
      this.loadAverages[name] = round(os.loadavg()[0]);
      await this.traffic.stop();
    });
    for (const server of others) await balancer.setServerState(server, 'ready');
    for (const server of others) await balancer.waitForStatus(server, 'UP');
  }

  async faults() {
    const { settings, stack } = this;
    const settle = () => sleep(settings.settleSeconds * 1000);
    await this.phase(PHASES.steady, () => sleep(settings.steadySeconds * 1000));
    await this.phase(PHASES.sigkill, async () => {
      await this.restart(PHASES.sigkill, 0, 'SIGKILL', settings.restartDelaySeconds * 1000);
      await settle();
    });
    await this.phase(PHASES.rolling, async () => {
      for (let index = 0; index < stack.replicas.length; index += 1)
        await this.restart(PHASES.rolling, index, 'SIGTERM', 0);
      await settle();
    });
    await this.phase(PHASES.database, async () => {
      this.event('pg_ctl stop -m fast');
      await stack.postgres.stop();
      const stoppedAt = performance.now();
      await sleep(settings.databaseDownSeconds * 1000);
      await stack.postgres.start();
      this.database.downSeconds = round((performance.now() - stoppedAt) / 1000);
      this.event(`PostgreSQL started again (down ${this.database.downSeconds} s)`);
      const startedAt = this.traffic.now();
      await settle();
      // Answers after the start, by when they came (the list is in that order).
      const afterStart = this.traffic.requests
        .filter((request) => request.phase === PHASES.database && request.sentAt + request.ms >= startedAt)
        .map((request) => ({ outcome: request.outcome, at: round((request.sentAt + request.ms - startedAt) / 1000) }));
      this.database.firstOkAfterStartSeconds = afterStart.find((answer) => answer.outcome === 'ok')?.at;
      this.database.lastMaintenanceAfterStartSeconds = afterStart.findLast(
        (answer) => answer.outcome === 'maintenance',
      )?.at;
    });
    await this.phase(PHASES.after, () => sleep(settings.steadySeconds * 1000));
  }
}
