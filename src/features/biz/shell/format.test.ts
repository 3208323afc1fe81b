import { describe, expect, it } from 'vitest';
import { careerPeriod, careersSummary, displayPhone } from './format';

const careers = [
  { company: '든든보안랩', job: '백엔드', start: '2019-03', end: '2021-08' },
  { company: '해솔데이터', job: '백엔드', start: '2021-09', end: '' },
  { company: '첫회사', job: '개발', start: '2016-01', end: '2019-02' },
];

describe('console formats', () => {
  it('summarizes careers from the current one, whatever order they arrive in', () => {
    expect(careersSummary(careers)).toBe('해솔데이터 · 백엔드 외 2곳');
    expect(careersSummary([])).toBe('경력 정보 없음');
  });

  it('writes periods with dots and an open end as 재직 중', () => {
    expect(careerPeriod(careers[1] as (typeof careers)[number])).toBe('2021.09 ~ 재직 중');
    expect(careerPeriod(careers[0] as (typeof careers)[number])).toBe('2019.03 ~ 2021.08');
  });

  it('writes a revealed phone as 010-0000-0000', () => {
    expect(displayPhone('01012345678')).toBe('010-1234-5678');
  });
});
