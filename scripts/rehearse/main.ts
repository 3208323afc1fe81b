/**
 * `npm run rehearse`: the deployment of deploy/ rehearsed on this machine (rehearsal.ts), 3 to 4
 * minutes on the 2-core machine, then its section of docs/PERFORMANCE.md rewritten.
 * `REHEARSE_SHORT=1` runs the short form (under 2 minutes, what `npm test` runs) and leaves
 * docs/PERFORMANCE.md alone. Either way the result and every process's log land in
 * .tmp/rehearse/, and the exit code is 1 when the rehearsal found a problem (a lost or duplicated
 * write, a failed request during the rolling restart, a replica that could not start beside the
 * others or did not exit 0 on SIGTERM).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBlock } from '../performance-blocks';
import { rehearsalUnavailable } from './prerequisites';
import { RehearsalFailed, runRehearsal } from './rehearsal';
import { renderRehearsal } from './report';
import { saveRun } from './saved-run';
import { FULL_RUN, SHORT_RUN } from './settings';
import { stopEveryStack } from './stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUT = path.join(ROOT, '.tmp', 'rehearse');

async function main() {
  const unavailable = rehearsalUnavailable();
  if (unavailable) {
    process.stderr.write(`npm run rehearse cannot run here: ${unavailable}\n`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the rehearsal's processes and its PostgreSQL cluster\n`);
      stopEveryStack().finally(() => process.exit(130));
    });
  }
  const settings = process.env.REHEARSE_SHORT === '1' ? SHORT_RUN : FULL_RUN;
  const started = performance.now();
  const progress = (line: string) =>
    process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}\n`);
  const { logs, ...result } = await runRehearsal(ROOT, settings, progress);

  saveRun(OUTPUT, result, logs);
  const markdown = renderRehearsal(result);
  process.stdout.write(`\n${markdown}\n\n`);
  if (settings.short) {
    process.stdout.write('The short form leaves docs/PERFORMANCE.md as it is.\n');
  } else {
    writeBlock('rehearsal', markdown, path.join(ROOT, 'docs', 'PERFORMANCE.md'));
    process.stdout.write('docs/PERFORMANCE.md: the rehearsal section rewritten.\n');
  }
  process.stdout.write(`Results and logs in ${path.relative(ROOT, OUTPUT)}/\n`);
  if (result.problems.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  const cause = error instanceof RehearsalFailed ? error.cause : error;
  process.stderr.write(`${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}\n`);
  if (error instanceof RehearsalFailed) {
    saveRun(OUTPUT, undefined, error.logs);
    process.stderr.write(`Every process's log: ${path.relative(ROOT, OUTPUT)}/logs/\n`);
  }
  stopEveryStack().finally(() => process.exit(1));
});
