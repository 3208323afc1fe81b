import { describe, expect, it } from 'vitest';
import type { LighthousePage, LighthouseRun } from './lighthouse';
import type { NotificationReturnCase } from './notification-return';
import type { BenchResults, Section } from './results';
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

function results(sections: Partial<Pick<BenchResults, 'lighthouse' | 'notificationReturn'>>): BenchResults {
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
    growth: notMeasured,
    mixedTraffic: { status: 'missing', note: '' },
    ...sections,
  };
}

const measured = <T>(value: T): Section<T> => ({ ok: true, value, loadAverage: 0.5 });
const target = (all: BenchResults, id: TargetId) => checkTargets(all).find((check) => check.id === id);

describe('checkTargets', () => {
  it('checks the landing’s blocking time on the median of five runs and shows their spread', () => {
    const check = target(results({ lighthouse: measured([landingPage([65, 234, 40, 48, 50])]) }), 'home-tbt');
    expect(check?.met).toBe(true);
    expect(check?.measured).toBe('50 ms, runs 40 ms–234 ms (5 runs)');
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
});
