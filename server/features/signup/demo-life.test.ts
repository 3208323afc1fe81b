import { describe, expect, it } from 'vitest';
import { bandOver, perksFor, positionFor } from './demo-life';

describe('bandOver', () => {
  it('keeps the band on whole 10만원 between the two rates over the base', () => {
    for (const base of [3000, 5432, 6400, 12000]) {
      const { salaryMin, salaryMax } = bandOver(base, [1.08, 1.25]);
      expect(salaryMin % 10).toBe(0);
      expect(salaryMax % 10).toBe(0);
      expect(salaryMin).toBeGreaterThanOrEqual(base * 1.08);
      expect(salaryMax).toBeLessThanOrEqual(base * 1.25);
      expect(salaryMin).toBeLessThanOrEqual(salaryMax);
    }
  });

  it('never goes past the salary cap', () => {
    expect(bandOver(190_000, [1.08, 1.25])).toEqual({ salaryMin: 200_000, salaryMax: 200_000 });
  });

  it('never offers the salary floor or less, even from a small base', () => {
    expect(bandOver(1000, [1.08, 1.25])).toEqual({ salaryMin: 2410, salaryMax: 2410 });
    expect(bandOver(2300, [1.08, 1.25])).toEqual({ salaryMin: 2490, salaryMax: 2870 });
  });
});

describe('positionFor', () => {
  it('reads like a job title for the candidate’s field and seniority', () => {
    expect(positionFor('개발', '백엔드', 5)).toBe('시니어 백엔드 개발자');
    expect(positionFor('개발', 'QA', 1)).toBe('주니어 QA 엔지니어');
    expect(positionFor('개발', '데이터 엔지니어', 9)).toBe('리드 데이터 엔지니어');
    expect(positionFor('데이터', '데이터 분석가', 4)).toBe('시니어 데이터 분석가');
    expect(positionFor('재무·회계', '회계', 2)).toBe('주니어 회계 담당자');
  });

  it('stays within the 60 characters an offer position may have', () => {
    expect(positionFor('엔지니어링·생산', '전기·전자 엔지니어', 20).length).toBeLessThanOrEqual(60);
  });
});

describe('perksFor', () => {
  it('gives distinct perks fitting the field, different from offer to offer', () => {
    const first = perksFor('개발', 0);
    const second = perksFor('개발', 1);
    expect(new Set(first).size).toBe(first.length);
    expect(first).toContain('재택근무');
    expect(first).not.toEqual(second);
    expect(perksFor('기타', 0).length).toBeGreaterThan(0);
    for (const perk of [...first, ...second]) expect(perk.length).toBeLessThanOrEqual(30);
  });
});
