/**
 * Section 4 alone (API under load), without the builds and browsers the full bench needs: for
 * working on an endpoint's speed. `tsx scripts/bench/api-only.ts [offers|message …]`; BENCH_QUICK=1
 * for shorter loads. Prints each pairing's figures; writes nothing to docs/.
 */
import path from 'node:path';
import { type Endpoint, measureApiLoad } from './api-load';
import { loadAverage } from './machine';
import { postgresInfo } from './postgres';
import { settings } from './settings';

const endpoints = process.argv.slice(2) as Endpoint[];
const postgres = await postgresInfo();
process.stdout.write(
  `API load${settings.quick ? ' (quick)' : ''}, ${postgres.description}, load average ${loadAverage()}\n`,
);
await measureApiLoad(settings, postgres, path.resolve('.tmp', 'bench'), endpoints.length > 0 ? endpoints : undefined);
process.stdout.write(`load average at the end: ${loadAverage()}\n`);
