/**
 * Writes docs/PERFORMANCE.md again from the last run's results (.tmp/bench/results.json), e.g. after
 * editing gap-notes.ts: `npx tsx scripts/bench/rewrite-report.ts`. Measures nothing.
 */
import { readFileSync } from 'node:fs';
import { writeReport } from './report';
import type { BenchResults } from './results';

writeReport(JSON.parse(readFileSync('.tmp/bench/results.json', 'utf8')) as BenchResults);
