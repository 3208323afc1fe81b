import { describe, expect, it } from 'vitest';
import type { LighthousePage, LighthouseRun } from './lighthouse';
import type { NotificationReturnCase } from './notification-return';
import type { BenchResults, Section } from './results';
import type { ServerStart } from './server-start';
import { checkTargets, type TargetId } from './targets';

const notMeasured = { ok: false as const, error: 'skipped', loadAverage: 0 };

function run(tbtMs: number): LighthouseRun {
  return { score: 99, lcpMs: 900, tbtMs, cls: 0, fcpMs: 800, finalUrl: 'http://127.0.0.1/', lcpElement: '' };
}

function landingPage(tbts: number[]): LighthousePage {
  const runs = tbts.map(run);
  const sorted = [...tbts].sort((a, b) => a - b);
  const figures = (tbtMs: number) => ({ score: 99, lcpMs: 900, tbtMs, cls: 0, fcpMs: 800 });
  return {
    path: '/',
    signedIn: false,
    visit: 'first',
    runs,
    median: figures(sorted[Math.ceil(sorted.length / 2) - 1]),
    min: figures(sorted[0]),
    max: figures(sorted.at(-1) as number),
    loadAverages: tbts.map(() => 0.5),
    lcpElement: '',
    warnings: [],
  };
}

function results(
  sections: Partial<Pick<BenchResults, 'lighthouse' | 'notificationReturn' | 'serverStart'>>,
): BenchResults {
  return {
    startedAt: '2026-11-26T07:00:00Z',
    durationSeconds: 1,
    quick: false,
    loadAverageAtStart: 0.5,
    machine: {
      cpuModel: 'test',
      cores: 2,
      memoryGiB: 1,
      os: 'test',
      node: 'v20',
      chromium: 'test',
      postgres: 'test',
      tools: '',
      commit: 'test',
    },
    bytes: notMeasured,
    lighthouse: notMeasured,
    landingJs: notMeasured,
    offline: notMeasured,
    notificationReturn: notMeasured,
    api: notMeasured,
    serverStart: notMeasured,
    growth: notMeasured,
    mixedTraffic: { status: 'missing', note: '' },
    ...sections,
  };
}

const measured = <T>(value: T): Section<T> => ({ ok: true, value, loadAverage: 0.5 });
const target = (all: BenchResults, id: TargetId) => checkTargets(all).find((check) => check.id === id);

describe('checkTargets', () => {
  it('checks the landing’s blocking time on the median of five runs and shows their spread', () => {
    const check = target(results({ lighthouse: measured([landingPage([25, 234, 20, 28, 30])]) }), 'home-tbt');
    expect(check?.met).toBe(true);
    expect(check?.measured).toBe('28 ms, runs 20 ms–234 ms (5 runs)');
  });

  it('misses the worst run’s blocking time over 150 ms, even with a good median', () => {
    const lighthouse = (tbts: number[]) => results({ lighthouse: measured([landingPage(tbts)]) });
    expect(target(lighthouse([25, 234, 20, 28, 30]), 'home-tbt-worst')?.met).toBe(false);
    expect(target(lighthouse([25, 150, 20, 28, 30]), 'home-tbt-worst')?.met).toBe(true);
    expect(target(lighthouse([25]), 'home-tbt-worst')?.met).toBeUndefined();
  });

  it('misses the blocking time when the median run is over, however good the best one', () => {
    const check = target(results({ lighthouse: measured([landingPage([20, 234, 120, 65, 30])]) }), 'home-tbt');
    expect(check?.met).toBe(false);
  });

  it('leaves a Lighthouse figure unchecked on fewer than five runs (a quick run)', () => {
    const check = target(results({ lighthouse: measured([landingPage([20])]) }), 'home-tbt');
    expect(check?.met).toBeUndefined();
    expect(check?.measured).toContain('too few runs');
  });

  it('misses the notification return when a tap never showed the countdown, even with fast medians', () => {
    const tap = (way: NotificationReturnCase['way'], failures: string[] = []): NotificationReturnCase => ({
      way,
      connection: 'offline',
      samplesMs: [120, 140],
      medianMs: 120,
      failures,
    });
    const shown = results({
      notificationReturn: measured({ offerId: 1, cases: [tap('navigated'), tap('message'), tap('new window')] }),
    });
    expect(target(shown, 'notification-return-offline')?.met).toBe(true);
    expect(target(shown, 'notification-return-online')?.met).toBeUndefined();

    const oneMissing = results({
      notificationReturn: measured({ offerId: 1, cases: [tap('navigated'), tap('new window', ['offline notice'])] }),
    });
    const check = target(oneMissing, 'notification-return-offline');
    expect(check?.met).toBe(false);
    expect(check?.measured).toContain('1 tap never showed it');
  });

  it('checks the server start on the median of five PostgreSQL starts and shows their spread', () => {
    const starts = (database: ServerStart['database'], walls: number[]): ServerStart => {
      const sorted = [...walls].sort((a, b) => a - b);
      return {
        database,
        runs: walls.map((wallMs) => ({ wallMs, cpuMs: 900 })),
        medianMs: sorted[Math.ceil(sorted.length / 2) - 1],
        minMs: sorted[0],
        maxMs: sorted.at(-1) as number,
        medianCpuMs: 900,
      };
    };
    const measuredStarts = (...entries: ServerStart[]) =>
      results({ serverStart: measured({ starts: entries, notes: [] }) });

    const met = target(measuredStarts(starts('postgres', [1400, 2600, 1300, 1500, 1450])), 'server-start');
    expect(met?.met).toBe(true);
    expect(met?.measured).toBe('1450 ms, starts 1300 ms–2600 ms (5 starts; CPU 900 ms)');

    expect(target(measuredStarts(starts('postgres', [2100, 1900, 2300, 2050, 1500])), 'server-start')?.met).toBe(false);
    expect(target(measuredStarts(starts('postgres', [1400, 1500, 1300])), 'server-start')?.met).toBeUndefined();
    // PGlite's figure is shown in the section, never checked: the target is a replica's, on PostgreSQL.
    expect(target(measuredStarts(starts('pglite', [900, 900, 900, 900, 900])), 'server-start')?.met).toBeUndefined();
  });
});
