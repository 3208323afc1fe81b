import { describe, expect, it } from 'vitest';
import { PUBLISHED_PAY_STEP, publishedPay } from './published-pay';

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
