/**
 * Writes docs/PERFORMANCE.md again from the last run's results (.tmp/bench/results.json), e.g. after
 * editing gap-notes.ts: `npx tsx scripts/bench/rewrite-report.ts`. Measures nothing. Results from
 * before a section or a figure existed are completed, so an older run still renders: a missing
 * section reads as not measured, a Lighthouse page without its spread gets it from its runs.
 */
import { readFileSync } from 'node:fs';
import type { LighthousePage } from './lighthouse';
import { writeReport } from './report';
import type { BenchResults, Section } from './results';

const notInThisRun = { ok: false as const, error: 'not in this run’s results', loadAverage: Number.NaN };

function withSpread(page: LighthousePage): LighthousePage {
  if (page.min && page.max && page.loadAverages) return page;
  const pick = (statistic: (values: number[]) => number) => ({
    score: statistic(page.runs.map((run) => run.score)),
    lcpMs: statistic(page.runs.map((run) => run.lcpMs)),
    tbtMs: statistic(page.runs.map((run) => run.tbtMs)),
    cls: statistic(page.runs.map((run) => run.cls)),
    fcpMs: statistic(page.runs.map((run) => run.fcpMs)),
  });
  return {
    ...page,
    min: pick((values) => Math.min(...values)),
    max: pick((values) => Math.max(...values)),
    loadAverages: page.loadAverages ?? [],
  };
}

function completeResults(stored: Partial<BenchResults> & Pick<BenchResults, 'machine'>): BenchResults {
  const section = <T>(value: Section<T> | undefined): Section<T> => value ?? notInThisRun;
  const lighthouse = section(stored.lighthouse);
  return {
    ...(stored as BenchResults),
    bytes: section(stored.bytes),
    lighthouse: lighthouse.ok ? { ...lighthouse, value: lighthouse.value.map(withSpread) } : lighthouse,
    landingJs: section(stored.landingJs),
    offline: section(stored.offline),
    notificationReturn: section(stored.notificationReturn),
    api: section(stored.api),
    serverStart: section(stored.serverStart),
    growth: section(stored.growth),
  };
}

writeReport(completeResults(JSON.parse(readFileSync('.tmp/bench/results.json', 'utf8'))));
