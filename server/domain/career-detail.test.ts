import { describe, expect, it } from 'vitest';
import { SALARY_STATS_GROUP_MIN } from '../../src/contract/content';
import { salaryStats } from './career-detail';

describe('salaryStats', () => {
  it('withholds figures fewer than SALARY_STATS_GROUP_MIN people back', () => {
    expect(salaryStats(Array.from({ length: SALARY_STATS_GROUP_MIN - 1 }, () => 5000))).toBeNull();
    expect(salaryStats([])).toBeNull();
  });

  it('answers the rounded average, the median and the sample size', () => {
    expect(salaryStats([9000, 4000, 6000, 5000, 7000])).toEqual({ average: 6200, median: 6000, sampleSize: 5 });
    expect(salaryStats([4000, 5000, 6000, 7000, 8000, 8101])).toEqual({ average: 6350, median: 6500, sampleSize: 6 });
    expect(salaryStats([5000, 5000, 5000, 5001, 5001, 5001])).toEqual({ average: 5001, median: 5001, sampleSize: 6 });
  });
});
