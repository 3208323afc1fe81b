import { describe, expect, it } from 'vitest';
import { SALARY_STATS_GROUP_MIN } from '../../src/contract/content';
import { SECRET_GROUP_MIN } from '../../src/contract/income';
import {
  enoughPeople,
  PUBLISHED_GROUP_MIN,
  PUBLISHED_PAY_STEP,
  publishedPay,
  publishedPayFigures,
} from './published-pay';

describe('publishedPay', () => {
  it('rounds 만원 figures to the nearest 100만원, halves up', () => {
    expect(PUBLISHED_PAY_STEP).toBe(100);
    expect(publishedPay(6200)).toBe(6200);
    expect(publishedPay(6249.99)).toBe(6200);
    expect(publishedPay(6250)).toBe(6300);
    expect(publishedPay(6350.4)).toBe(6400);
    expect(publishedPay(49)).toBe(0);
  });

  it('hides who joined a group: the difference of two published averages names no salary', () => {
    const before = [5000, 5200, 5400, 5600, 5800];
    const joiner = 7130;
    const after = [...before, joiner];
    const average = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length;
    const recovered = publishedPay(average(after)) * after.length - publishedPay(average(before)) * before.length;
    expect(recovered).not.toBe(joiner);
    expect(recovered % PUBLISHED_PAY_STEP).toBe(0);
  });
});

describe('the one rule for published figures', () => {
  // The salary report's peers (features/profile/salary-report.test.ts) hold to it too.
  it('is the same group size everywhere a figure about people is shown', () => {
    expect(PUBLISHED_GROUP_MIN).toBe(5);
    expect(SALARY_STATS_GROUP_MIN).toBe(PUBLISHED_GROUP_MIN);
    expect(SECRET_GROUP_MIN).toBe(PUBLISHED_GROUP_MIN);
  });

  it('publishes pay figures of five people or more only, each rounded to 100만원', () => {
    expect(publishedPayFigures(4, { salaryMin: 6000, salaryMax: 7000 })).toBeNull();
    expect(publishedPayFigures(0, { average: 0 })).toBeNull();
    expect(publishedPayFigures(5, { salaryMin: 6149.8, salaryMax: 7250 })).toEqual({
      salaryMin: 6100,
      salaryMax: 7300,
    });
    expect(enoughPeople(4)).toBe(false);
    expect(enoughPeople(5)).toBe(true);
  });
});
