import { describe, expect, it } from 'vitest';
import { careerMonths, careerYears, headlineOf, kstMonthIndex, monthIndex } from './candidate-pool';

describe('career months', () => {
  it('counts both end months, and runs a current job to this KST month', () => {
    // 2026-03-31 16:00 UTC is already April in Seoul.
    const now = new Date('2026-03-31T16:00:00Z');
    expect(kstMonthIndex(now)).toBe(monthIndex('2026-04'));
    expect(careerMonths([{ startMonth: '2020-01', endMonth: '2020-12' }], now)).toBe(12);
    expect(careerMonths([{ startMonth: '2026-01', endMonth: '' }], now)).toBe(4);
    expect(
      careerMonths(
        [
          { startMonth: '2015-01', endMonth: '2017-12' },
          { startMonth: '2018-01', endMonth: '' },
        ],
        now,
      ),
    ).toBe(36 + 100);
  });

  it('ignores malformed months and never counts a negative span', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(careerMonths([{ startMonth: '2020', endMonth: '' }], now)).toBe(0);
    expect(careerMonths([{ startMonth: '2021-05', endMonth: '2020-01' }], now)).toBe(0);
  });

  it('turns months into whole years', () => {
    expect([0, 11, 12, 71, 72].map(careerYears)).toEqual([0, 0, 1, 5, 6]);
  });
});

describe('headlineOf', () => {
  it('names the job and the year the candidate is in, never the person', () => {
    expect(headlineOf({ jobLabel: '개발', jobSubLabel: '백엔드' }, 5)).toBe('개발 · 백엔드 · 6년차');
    expect(headlineOf({ jobLabel: '디자인', jobSubLabel: '' }, 0)).toBe('디자인 · 1년차');
  });
});
