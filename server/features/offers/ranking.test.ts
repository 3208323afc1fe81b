import { describe, expect, it } from 'vitest';
import { competitionRanks, rankingWindow } from './ranking';

describe('rankingWindow', () => {
  it('spans the 30 KST days ending today, starting at 00:00 KST of the first', () => {
    // 2026-11-21 00:30 KST is still 2026-11-20 in UTC.
    const window = rankingWindow(new Date('2026-11-20T15:30:00.000Z'));
    expect(window).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
      since: new Date('2026-10-22T15:00:00.000Z'),
    });
  });
});

describe('competitionRanks', () => {
  it('gives tied counts the same rank and skips the ranks they took', () => {
    expect(competitionRanks([9, 7, 7, 4, 4, 4, 1])).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(competitionRanks([])).toEqual([]);
  });
});
