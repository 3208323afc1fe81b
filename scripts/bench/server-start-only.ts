/**
 * Section 4a alone (server start from a built artifact), without the rest of the bench: for working
 * on the start. `npm run build` first (it makes dist/ and dist-server/), then
 * `tsx scripts/bench/server-start-only.ts`; BENCH_QUICK=1 for fewer starts. Prints each start's
 * figures; writes nothing to docs/.
 */
import { loadAverage } from './machine';
import { postgresInfo } from './postgres';
import { measureServerStart } from './server-start';
import { settings } from './settings';

const postgres = await postgresInfo();
process.stdout.write(`Server start, ${postgres.description}, load average ${loadAverage()}\n`);
const { starts, notes } = await measureServerStart(settings, postgres);
for (const start of starts) {
  process.stdout.write(
    `${start.database}: median ${Math.round(start.medianMs)} ms (${Math.round(start.minMs)}–${Math.round(start.maxMs)}), ` +
      `CPU ${Math.round(start.medianCpuMs)} ms\n`,
  );
}
for (const note of notes) process.stdout.write(`${note}\n`);
process.stdout.write(`load average at the end: ${loadAverage()}\n`);
