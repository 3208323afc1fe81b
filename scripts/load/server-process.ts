/**
 * The real server (server/main.ts) as a child process on a port of its own, for the load run and
 * the crash tests: started with `node --import tsx` so the pid is the server itself and a SIGKILL
 * reaches it (through `npx tsx`, a wrapper process would take the signal instead). It runs in a
 * process group of its own, which is what `kill` signals.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  /** The server's stdout and stderr so far (LOG_LEVEL decides how much). */
  output(): string;
  /** Starts it again on the same port and environment (the same data). */
  start(): Promise<void>;
  /** Sends `signal` to the whole process group and waits for the exit. SIGKILL: no shutdown code runs. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output().slice(-4000)}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output().slice(-4000)}`);
}

/**
 * Starts server/main.ts with `env` on top of this process's environment (PORT and HOST are set
 * here) and waits until /api/health answers. `nodeArguments` go before the script (e.g. --cpu-prof).
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArguments: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  const output = () => log;

  const start = async () => {
    const started = spawn(process.execPath, [...nodeArguments, '--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
    child = started;
    const append = (chunk: Buffer) => {
      log += chunk.toString();
    };
    started.stdout?.on('data', append);
    started.stderr?.on('data', append);
    // Should the caller be cut short, its exit still takes the server with it.
    process.once('exit', () => {
      if (started.pid && started.exitCode === null && started.signalCode === null) {
        try {
          process.kill(-started.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    });
    await waitForHealth(url, started, output);
  };

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child;
    child = undefined;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    process.kill(-running.pid, signal);
    await exited;
  };

  await start();
  return { url, output, start, kill };
}
