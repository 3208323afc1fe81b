/**
 * One replica of the server for the rehearsal: a child `node` process (replica-command.ts) on a
 * fixed port, in a process group of its own that ends with the rehearsal. It can be started again
 * after it exited, with the same environment — as an orchestrator restarts a container. Ready means
 * its readiness endpoint answers 200, the same check the balancer makes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { endWithThisProcess } from '../process-groups';
import type { ReplicaCommand } from './replica-command';

/** The balancer's check (deploy/haproxy.cfg): 200 while the replica takes traffic. */
const READINESS_PATH = '/api/health/ready';
/** Three replicas starting together on two busy cores, with migrations, can take a while. */
const READY_TIMEOUT_MS = 120_000;
/** The log kept per replica, from its end (the start of a long run matters less than its end). */
const LOG_KEPT_CHARS = 200_000;

export interface ReplicaExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal sent to the exit; undefined for an exit nobody asked for. */
  afterMs?: number;
}

export interface Replica {
  name: string;
  url: string;
  /** HOST:PORT, for the balancer. */
  address: string;
  isRunning(): boolean;
  /** Spawns it and waits until it is ready; throws with its log's end if it exits or never is. */
  start(): Promise<void>;
  /** Sends `signal` to its process group and waits for the exit. */
  stop(signal: NodeJS.Signals): Promise<ReplicaExit>;
  /** Every exit so far, in order. */
  exits: ReplicaExit[];
  log(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${READINESS_PATH}`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export function createReplica(options: {
  name: string;
  root: string;
  command: ReplicaCommand;
  port: number;
  env: Record<string, string>;
}) {
  const { name, root, command, port, env } = options;
  const url = `http://127.0.0.1:${port}`;
  const exits: ReplicaExit[] = [];
  let child: ChildProcess | undefined;
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_KEPT_CHARS);
  };
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    if (running()) throw new Error(`${name} is already running`);
    const started = spawn(process.execPath, command.args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
    child = started;
    endWithThisProcess(started);
    started.stdout?.on('data', append);
    started.stderr?.on('data', append);
    started.once('exit', (code, signal) => {
      // An exit after stop() was asked for is recorded there, with its time.
      if (child === started) exits.push({ code, signal });
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`${name} exited (${started.exitCode ?? started.signalCode}):\n${log.slice(-4000)}`);
      }
      if (await isReady(url)) return;
      await sleep(100);
    }
    throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${log.slice(-4000)}`);
  };

  const stop = async (signal: NodeJS.Signals): Promise<ReplicaExit> => {
    const stopping = child;
    if (!stopping?.pid || !running()) throw new Error(`${name} is not running`);
    child = undefined;
    const asked = performance.now();
    const exited = once(stopping, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    process.kill(-stopping.pid, signal);
    const [code, exitSignal] = await exited;
    const exit = { code, signal: exitSignal, afterMs: Math.round(performance.now() - asked) };
    exits.push(exit);
    return exit;
  };

  return {
    name,
    url,
    address: `127.0.0.1:${port}`,
    isRunning: running,
    start,
    stop,
    exits,
    log: () => log,
  } satisfies Replica;
}
