/**
 * HAProxy on deploy/haproxy.cfg for the rehearsal: the file as written, its addresses given through
 * the environment variables it reads (BOLTX_LISTEN, BOLTX_REPLICA_1…3, HAPROXY_STATS_SOCKET,
 * HAPROXY_LOG). Runs in the foreground (-db) in a process group of its own; its log (abnormal
 * requests, servers going up and down) is kept for the report. The runtime API on the stats socket
 * answers each server's state and takes a server out of rotation (maint) and back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import path from 'node:path';
import { endWithThisProcess } from '../process-groups';

export const HAPROXY = '/usr/sbin/haproxy';
/** The backend in deploy/haproxy.cfg and its servers, in order. */
const BACKEND = 'replicas';
export const SERVER_NAMES = ['app1', 'app2', 'app3'] as const;
const START_TIMEOUT_MS = 10_000;

export interface Balancer {
  url: string;
  /** Each server's status as HAProxy sees it: UP, DOWN, MAINT, "UP 1/2" (going down)… */
  serverStatus(): Promise<Record<string, string>>;
  waitForStatus(server: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** `maint`: no new traffic to the server; `ready`: back, once its checks pass. */
  setServerState(server: string, state: 'maint' | 'ready'): Promise<void>;
  log(): string;
  /** The log's lines about servers going up or down, with when they came (performance.now()). */
  serverEvents(): { at: number; line: string }[];
  stop(): Promise<void>;
}

/** One command on the runtime API; answers what HAProxy wrote back. */
function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.on('data', (chunk) => {
      answer += chunk.toString();
    });
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.end(`${command}\n`);
  });
}

/** `show stat`'s CSV: the status of each server of the backend. */
function statusOf(csv: string): Record<string, string> {
  const [head, ...rows] = csv.trim().split('\n');
  const columns = head.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  const result: Record<string, string> = {};
  for (const row of rows) {
    const fields = row.split(',');
    if (fields[proxy] === BACKEND && SERVER_NAMES.includes(fields[server] as (typeof SERVER_NAMES)[number])) {
      result[fields[server]] = fields[status];
    }
  }
  return result;
}

export async function startHaproxy(options: {
  configFile: string;
  /** A directory of the rehearsal's for the stats socket. */
  dir: string;
  listenPort: number;
  /** HOST:PORT of each replica, in SERVER_NAMES order. */
  replicas: string[];
}): Promise<Balancer> {
  const socket = path.join(options.dir, 'haproxy-admin.sock');
  const env = {
    ...process.env,
    BOLTX_LISTEN: `127.0.0.1:${options.listenPort}`,
    HAPROXY_STATS_SOCKET: socket,
    HAPROXY_LOG: 'stdout',
    ...Object.fromEntries(options.replicas.map((address, index) => [`BOLTX_REPLICA_${index + 1}`, address])),
  };
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', options.configFile], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  endWithThisProcess(child);
  let log = '';
  const serverEvents: { at: number; line: string }[] = [];
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-300_000);
  };
  // The log (HAPROXY_LOG=stdout) has each server change once; stderr repeats it as a warning.
  child.stdout?.on('data', (chunk: Buffer) => {
    append(chunk);
    for (const line of chunk.toString().split('\n')) {
      const change = /Server \S+ is (UP|DOWN)[^,.]*(, reason: [^,]*)?|backend \S+ has no server available/.exec(line);
      if (change) serverEvents.push({ at: performance.now(), line: change[0] });
    }
  });
  child.stderr?.on('data', append);

  const serverStatus = async () => statusOf(await runtimeCommand(socket, 'show stat'));
  const stop = async () => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const started = await serverStatus().then(
      (status) => Object.keys(status).length === SERVER_NAMES.length,
      () => false,
    );
    if (started) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not start:\n${log.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `http://127.0.0.1:${options.listenPort}`,
    serverStatus,
    async waitForStatus(server, status, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      let seen = '';
      while (Date.now() < until) {
        seen = (await serverStatus())[server] ?? '';
        if (seen === status) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`HAProxy did not see ${server} ${status} within ${timeoutMs / 1000} s (last: ${seen})`);
    },
    async setServerState(server, state) {
      const answer = await runtimeCommand(socket, `set server ${BACKEND}/${server} state ${state}`);
      if (answer.trim()) throw new Error(`HAProxy: set server ${server} state ${state}: ${answer.trim()}`);
    },
    log: () => log,
    serverEvents: () => serverEvents,
    stop,
  };
}
