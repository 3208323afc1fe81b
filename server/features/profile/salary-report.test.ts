import { describe, expect, it } from 'vitest';
import { PUBLISHED_GROUP_MIN } from '../../domain/published-pay';
import { careerRaise, estimateSalary, percentile, REPORT_PEERS_MIN } from './salary-report';

describe('careerRaise', () => {
  it('grows with whole career years: 5–10%, 7–12%, 10–15%', () => {
    expect([0, 2, 3, 6, 7, 20].map(careerRaise)).toEqual([
      { low: 5, high: 10 },
      { low: 5, high: 10 },
      { low: 7, high: 12 },
      { low: 7, high: 12 },
      { low: 10, high: 15 },
      { low: 10, high: 15 },
    ]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5], 75)).toBe(4);
    expect(percentile([7], 75)).toBe(7);
  });
});

describe('estimateSalary', () => {
  it('uses the career-years band alone below five peers', () => {
    expect(estimateSalary(6400, 5, [9000, 9000, 9000, 9000])).toEqual({
      estimatedMin: 6850,
      estimatedMax: 7170,
      peers: 0,
    });
  });

  it('uses the peers’ median and 75th percentile from five peers on', () => {
    const peers = [7000, 9000, 8000, 10000, 7500];
    expect(peers).toHaveLength(REPORT_PEERS_MIN);
    expect(estimateSalary(6000, 1, peers)).toEqual({ estimatedMin: 8000, estimatedMax: 9000, peers: 5 });
  });

  it('rounds the peers’ figures to 100만원: each is one peer’s salary', () => {
    // The median 8,040 and the 75th percentile 9,060 are two peers' own salaries.
    expect(estimateSalary(6000, 1, [7030, 9060, 8040, 10020, 7510])).toEqual({
      estimatedMin: 8000,
      estimatedMax: 9100,
      peers: 5,
    });
  });

  it('never estimates under the career-years band when peers earn less', () => {
    expect(estimateSalary(10000, 8, [5000, 5200, 5400, 5600, 5800, 6000])).toEqual({
      estimatedMin: 11000,
      estimatedMax: 11500,
      peers: 6,
    });
  });

  it('rounds to 10만원 and stops at the cap', () => {
    expect(estimateSalary(3333, 0, [])).toEqual({ estimatedMin: 3500, estimatedMax: 3670, peers: 0 });
    expect(estimateSalary(199000, 10, [])).toEqual({ estimatedMin: 200000, estimatedMax: 200000, peers: 0 });
  });

  it('gives the same band for the same peers in any order', () => {
    const peers = [7000, 9000, 8000, 10000, 7500, 8800];
    expect(estimateSalary(6000, 4, peers)).toEqual(estimateSalary(6000, 4, [...peers].reverse()));
  });
});

describe('the peers a salary report compares with', () => {
  it('are as many as any published figure about people needs (domain/published-pay.ts)', () => {
    expect(REPORT_PEERS_MIN).toBe(PUBLISHED_GROUP_MIN);
  });
});
