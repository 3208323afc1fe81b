/**
 * Servers started in a process group of their own (the e2e journeys' own servers, the bench's) end
 * with the process that started them: should it exit early — a test cut short, a bench stopped —
 * none is left holding its port. One exit listener for all, not one per start (Node warns past ten).
 */
import type { ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();
let listening = false;

function stopAll() {
  for (const child of running) {
    if (!child.pid || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** `child` leads a process group (spawned `detached`); its group is stopped when this process exits. */
export function endWithThisProcess(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (listening) return;
  listening = true;
  process.once('exit', stopAll);
}
