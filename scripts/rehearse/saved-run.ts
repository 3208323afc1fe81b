/** A run's result (results.json) and every process's log (logs/<name>.log), kept for reading afterwards. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RehearsalResult } from './result';

export function saveRun(directory: string, result: RehearsalResult | undefined, logs: Record<string, string>): void {
  mkdirSync(path.join(directory, 'logs'), { recursive: true });
  const results = path.join(directory, 'results.json');
  // A run that failed before it measured anything leaves no results, not the previous run's.
  if (result) writeFileSync(results, `${JSON.stringify(result, null, 2)}\n`);
  else rmSync(results, { force: true });
  for (const [name, log] of Object.entries(logs)) writeFileSync(path.join(directory, 'logs', `${name}.log`), log);
}
