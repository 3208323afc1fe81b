import { describe, expect, it } from 'vitest';
import { hopeFloorMessage } from '../../../src/contract/biz';
import { ApiError } from '../../errors/api-error';
import { assertAtLeastHope, increaseOver, salaryBasisOf } from './salary-basis';

describe('salaryBasisOf', () => {
  it('takes the contract salary of the latest year over an older verified one', () => {
    const basis = salaryBasisOf([
      { source: 'HEALTH', year: 2024, amount: 5600 },
      { source: 'HEALTH', year: 2023, amount: 5200 },
      { source: 'INPUT', year: 2025, amount: 7000 },
    ]);
    expect(basis).toEqual({ source: 'INPUT', year: 2025, amount: 7000, label: '2025년 계약 연봉' });
  });

  it('takes the latest verified salary when it is newer than what was typed', () => {
    const basis = salaryBasisOf([
      { source: 'INPUT', year: 2024, amount: 6000 },
      { source: 'TAX', year: 2025, amount: 6500 },
    ]);
    expect(basis?.label).toBe('2025년 국세청 연봉');
  });

  it('takes the higher figure within the latest year', () => {
    const basis = salaryBasisOf([
      { source: 'HEALTH', year: 2025, amount: 6400 },
      { source: 'INPUT', year: 2025, amount: 7000 },
    ]);
    expect(basis?.amount).toBe(7000);
    expect(
      salaryBasisOf([
        { source: 'HEALTH', year: 2025, amount: 7100 },
        { source: 'INPUT', year: 2025, amount: 7000 },
      ])?.label,
    ).toBe('2025년 건강보험 연봉');
  });

  it('is undefined without a salary above 0', () => {
    expect(salaryBasisOf([])).toBeUndefined();
    expect(salaryBasisOf([{ source: 'INPUT', year: 2025, amount: 0 }])).toBeUndefined();
  });
});

describe('increaseOver', () => {
  it('is the rounded percent of the band top over the basis', () => {
    expect(increaseOver(7200, { amount: 6000 })).toBe(20);
    expect(increaseOver(6333, { amount: 6000 })).toBe(6);
  });

  it('shows no raise at or below the basis, nor without one', () => {
    expect(increaseOver(7000, { amount: 7000 })).toBe(0);
    expect(increaseOver(6400, { amount: 7000 })).toBe(0);
    expect(increaseOver(7200, undefined)).toBe(0);
  });
});

describe('assertAtLeastHope', () => {
  it('refuses a top under the hoped-for salary, naming the floor and the field', () => {
    expect(() => assertAtLeastHope(6400, 7000, 'salaryMax')).toThrowError(hopeFloorMessage(7000));
    try {
      assertAtLeastHope(6400, 7000, 'items.1.salaryMax');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).field).toBe('items.1.salaryMax');
    }
    expect(hopeFloorMessage(7000)).toContain('7,000만원');
  });

  it('lets a top at or over the hoped-for salary through, and any top without one', () => {
    expect(() => assertAtLeastHope(7000, 7000, 'salaryMax')).not.toThrow();
    expect(() => assertAtLeastHope(6400, null, 'salaryMax')).not.toThrow();
  });
});
