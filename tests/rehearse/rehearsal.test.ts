/**
 * The rehearsal's short form (scripts/rehearse/, `REHEARSE_SHORT=1 npm run rehearse`): the
 * deployment of deploy/ — a scratch PostgreSQL cluster, PgBouncer in transaction pooling, three
 * replicas started together, HAProxy — under traffic through a replica killed, a rolling restart
 * and a database stop. About 1.5 minutes; it runs after every other test project (groupOrder in
 * vitest.config.ts) so it has the cores to itself. Skipped, saying why, on a machine without
 * PostgreSQL's server binaries, HAProxy or PgBouncer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PHASES } from '../../scripts/rehearse/phases';
import { rehearsalUnavailable } from '../../scripts/rehearse/prerequisites';
import { RehearsalFailed, runRehearsal } from '../../scripts/rehearse/rehearsal';
import { renderRehearsal } from '../../scripts/rehearse/report';
import { saveRun } from '../../scripts/rehearse/saved-run';
import { SHORT_RUN } from '../../scripts/rehearse/settings';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUT = path.join(ROOT, '.tmp', 'rehearse-test');
const unavailable = rehearsalUnavailable();
if (unavailable) console.warn(`The rehearsal's short form is skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('the rehearsal, short form', () => {
  it('loses no write, duplicates none, and fails no request during a rolling restart', async () => {
    const progress: string[] = [];
    const { logs, ...result } = await runRehearsal(ROOT, SHORT_RUN, (line) => progress.push(line)).catch((error) => {
      if (error instanceof RehearsalFailed) saveRun(OUTPUT, undefined, error.logs);
      throw new Error(`${error.message}\n\nprogress:\n${progress.join('\n')}\n\nEvery process's log: ${OUTPUT}/logs/`, {
        cause: error,
      });
    });
    saveRun(OUTPUT, result, logs);
    const report = `${renderRehearsal(result)}\n\nprogress:\n${progress.join('\n')}\n\nEvery process's log: ${OUTPUT}/logs/`;
    const total = (pick: (phase: (typeof result.phases)[number]) => number) =>
      [...result.throughput.map((run) => run.figures), ...result.phases].reduce((sum, phase) => sum + pick(phase), 0);

    const lost = total((phase) => phase.writes.lost);
    const duplicated = total((phase) => phase.writes.duplicated);

    expect(lost, report).toBe(0);
    expect(duplicated, report).toBe(0);
    const rolling = result.phases.find((phase) => phase.name === PHASES.rolling);
    expect(rolling?.requests, report).toBeGreaterThan(0);
    expect(rolling?.ok, report).toBe(rolling?.requests);
    expect(result.problems, report).toEqual([]);
  }, 240_000);
});
