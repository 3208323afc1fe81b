import { describe, expect, it } from 'vitest';
import { nextSecretItem } from './secret-items';

const item = (name: string) => ({ name, averageSalary: 5000, medianSalary: 5000, sampleSize: 5 });
const items = [item('영업'), item('개발'), item('디자인'), item('데이터')];

describe('nextSecretItem', () => {
  it('starts with the first job in name order', () => {
    expect(nextSecretItem(items, undefined)?.name).toBe('개발');
    expect(nextSecretItem(items, '')?.name).toBe('개발');
  });

  it('answers the job after the previous one, and the first after the last', () => {
    expect(nextSecretItem(items, '개발')?.name).toBe('데이터');
    expect(nextSecretItem(items, '디자인')?.name).toBe('영업');
    expect(nextSecretItem(items, '영업')?.name).toBe('개발');
  });

  it('continues from where an unknown name would sort', () => {
    expect(nextSecretItem(items, '라')?.name).toBe('영업');
    expect(nextSecretItem(items, '힣')?.name).toBe('개발');
  });

  it('has nothing without jobs', () => {
    expect(nextSecretItem([], '개발')).toBeUndefined();
  });
});
