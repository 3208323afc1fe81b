/**
 * Writes docs/PERFORMANCE.md from one run's results: the machine and the date, the targets (met or
 * not, with what would close each gap), then each measurement's tables and how it was taken.
 */
import { writeFileSync } from 'node:fs';
import { keepingBlocks } from '../performance-blocks';
import { GAP_NOTES } from './gap-notes';
import { table } from './report-format';
import {
  apiSection,
  bytesSection,
  growthSection,
  landingJsSection,
  lighthouseSection,
  mixedTrafficSection,
  notificationReturnSection,
  offlineSection,
  serverStartSection,
} from './report-sections';
import type { BenchResults, Section } from './results';
import { checkTargets } from './targets';

function section<T>(title: string, measured: Section<T>, render: (value: T) => string[]): string[] {
  const busy = `_1-minute load average when this section ended: ${measured.loadAverage}._`;
  // A section absent from an older run's results (rewrite-report.ts) has no load average.
  if (!measured.ok && !Number.isFinite(measured.loadAverage))
    return [`## ${title}`, '', `Not measured: ${measured.error}`, ''];
  if (!measured.ok) return [`## ${title}`, '', `Not measured: ${measured.error}`, '', busy, ''];
  return [`## ${title}`, '', ...render(measured.value), '', busy, ''];
}

function header(results: BenchResults): string[] {
  const { machine } = results;
  return [
    '# Performance',
    '',
    `Written by \`npm run bench\` (scripts/bench/) on ${results.startedAt} in ${Math.round(results.durationSeconds / 60)} min${results.quick ? ' — **BENCH_QUICK=1: a quick check with one Lighthouse run, a smaller pool and shorter loads; not comparable with the targets**' : ''}. Every figure below is from that one run; run it again to refresh the page.`,
    '',
    table(
      ['machine', ''],
      [
        ['CPU', `${machine.cpuModel}, ${machine.cores} cores`],
        ['memory', `${machine.memoryGiB} GiB`],
        ['system', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium],
        ['PostgreSQL', machine.postgres],
        ['tools', machine.tools],
        ['commit', machine.commit],
      ],
    ),
    '',
    `Everything — the server, PostgreSQL, Chromium and the load generator — shares these ${machine.cores} cores. The 1-minute load average was ${results.loadAverageAtStart} when the timed measurements began, and each section ends with it: above ${machine.cores}, other work on the machine competed with the bench and the times are longer than the code alone would make them.`,
    '',
  ];
}

function targets(results: BenchResults): string[] {
  const checks = checkTargets(results);
  const mark = (met: boolean | undefined) => (met === undefined ? '–' : met ? '✓' : '✗');
  const gaps = checks.filter((check) => check.met !== true);
  return [
    '## Targets',
    '',
    table(
      ['target', 'measured', 'met'],
      checks.map((check) => [check.target, check.measured, mark(check.met)]),
    ),
    '',
    ...(gaps.length === 0
      ? ['Every target is met.', '']
      : [
          '### Gaps, and what would close them',
          '',
          ...gaps.flatMap((check) => [`- **${check.target}** (${check.measured}). ${GAP_NOTES[check.id]}`]),
          '',
        ]),
  ];
}

function renderReport(results: BenchResults): string {
  return [
    ...header(results),
    ...targets(results),
    ...section('1. Bytes', results.bytes, bytesSection),
    ...section('2. Lighthouse', results.lighthouse, lighthouseSection),
    ...section('2a. The landing’s JavaScript, untouched', results.landingJs, landingJsSection),
    ...section('3. Offline repeat visit', results.offline, offlineSection),
    ...section('3a. The notification return', results.notificationReturn, notificationReturnSection),
    ...section('4. API under load', results.api, apiSection),
    ...section('4a. Server start from the build', results.serverStart, serverStartSection),
    ...section('5. Growth', results.growth, growthSection),
    ...mixedTrafficSection(results.mixedTraffic),
  ].join('\n');
}

/** Rewrites `file`, keeping the rehearsal's and the bundle map's blocks as they stand. */
export function writeReport(results: BenchResults, file = 'docs/PERFORMANCE.md'): void {
  writeFileSync(file, keepingBlocks(renderReport(results), file));
}
