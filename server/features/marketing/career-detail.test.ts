import { describe, expect, it } from 'vitest';
import { SALARY_STATS_GROUP_MIN } from '../../../src/contract/content';
import { salaryStats } from './career-detail';

describe('salaryStats', () => {
  it('withholds figures fewer than SALARY_STATS_GROUP_MIN people back', () => {
    expect(salaryStats(Array.from({ length: SALARY_STATS_GROUP_MIN - 1 }, () => 5000))).toBeNull();
    expect(salaryStats([])).toBeNull();
  });

  it('answers the average and the median rounded to 100만원, and the sample size', () => {
    expect(salaryStats([9000, 4000, 6000, 5000, 7000])).toEqual({ average: 6200, median: 6000, sampleSize: 5 });
    expect(salaryStats([4000, 5000, 6000, 7000, 8000, 8101])).toEqual({ average: 6400, median: 6500, sampleSize: 6 });
    expect(salaryStats([5010, 5120, 5230, 5340, 5449])).toEqual({ average: 5200, median: 5200, sampleSize: 5 });
    expect(salaryStats([5000, 5000, 5000, 5051, 5051, 5051])).toEqual({ average: 5000, median: 5000, sampleSize: 6 });
  });
});
