import { describe, expect, it } from 'vitest';
import { stripSearchText } from '../../../src/contract/search-text';
import { checkSalaryItems, SALARY_FLOOR_MESSAGE } from '../../domain/salaries';
import { checkConsents, REQUIRED_CONSENT_MESSAGE } from '../../domain/signups';
import { matchJobLabels, popularCount } from '../catalog/job-labels';
import { defaultUtmContent } from '../marketing/utm';

describe('popular job counts', () => {
  it('grow by one per whole 10 minutes since 2024-01-01 00:00 KST', () => {
    expect(popularCount(100, new Date('2023-12-31T15:00:00Z'))).toBe(100);
    expect(popularCount(100, new Date('2023-12-31T15:09:59Z'))).toBe(100);
    expect(popularCount(100, new Date('2023-12-31T15:10:00Z'))).toBe(101);
    expect(popularCount(100, new Date('2024-01-01T15:00:00Z'))).toBe(100 + 144);
    expect(popularCount(100, new Date('2023-06-01T00:00:00Z'))).toBe(100);
  });
});

describe('job label search', () => {
  const rows = [
    { jobLabel: '개발', subLabels: ['백엔드', 'iOS', '데브옵스·인프라'] },
    { jobLabel: '기획·PM', subLabels: ['프로덕트 매니저'] },
  ];

  it('keeps all sub-labels of a matching label and only matching sub-labels otherwise', () => {
    expect(matchJobLabels(rows, '')).toHaveLength(2);
    expect(matchJobLabels(rows, '개발')).toEqual([
      { jobLabel: '개발', jobSubLabels: ['백엔드', 'iOS', '데브옵스·인프라'] },
    ]);
    expect(matchJobLabels(rows, 'IOS')).toEqual([{ jobLabel: '개발', jobSubLabels: ['iOS'] }]);
    expect(matchJobLabels(rows, '기획PM')).toEqual([{ jobLabel: '기획·PM', jobSubLabels: ['프로덕트 매니저'] }]);
  });

  it('ignores spaces on both sides and matches a pair that holds every word', () => {
    const withDeveloper = [...rows, { jobLabel: '엔지니어링', subLabels: ['백엔드 개발자', '프론트엔드 개발자'] }];
    const found = [
      { jobLabel: '개발', jobSubLabels: ['백엔드'] },
      { jobLabel: '엔지니어링', jobSubLabels: ['백엔드 개발자'] },
    ];
    expect(matchJobLabels(withDeveloper, '백엔드 개발')).toEqual(found);
    expect(matchJobLabels(withDeveloper, '백엔드개발')).toEqual(found);
    expect(matchJobLabels(withDeveloper, '  백엔드   개발 ')).toEqual(found);
    expect(matchJobLabels(withDeveloper, '개발 백엔드')).toEqual(found);
    expect(matchJobLabels(withDeveloper, '백엔 드')).toEqual(found);
    expect(matchJobLabels(withDeveloper, '데브옵스 인프라')).toEqual([
      { jobLabel: '개발', jobSubLabels: ['데브옵스·인프라'] },
    ]);
    expect(matchJobLabels(withDeveloper, '백엔드 디자인')).toEqual([]);
  });
});

describe('search text', () => {
  it('keeps Korean, latin letters, digits and single spaces', () => {
    expect(stripSearchText("  서울%_대학교'; --  ")).toBe('서울대학교');
    expect(stripSearchText('Seoul  National\tUniv 2')).toBe('Seoul National Univ 2');
  });
});

describe('utm content', () => {
  it('is the first 50 characters of the landing path', () => {
    expect(defaultUtmContent('/money?utm_source=kakao')).toBe('/money');
    expect(defaultUtmContent('https://boltx.example/graph#x')).toBe('/graph');
    expect(defaultUtmContent(`/${'b'.repeat(80)}`)).toHaveLength(50);
    expect(defaultUtmContent('/submit/%EA%B0%9C%EB%B0%9C')).toBe('/submit/개발');
  });
});

describe('consents', () => {
  const consent = (code: 'SERVICE' | 'PRIVACY' | 'THIRD_PARTY' | 'MARKETING', agreed = true) => ({
    code,
    version: 'v1',
    agreed,
  });

  it('need SERVICE, PRIVACY and THIRD_PARTY agreed; MARKETING is optional', () => {
    expect(checkConsents([consent('SERVICE'), consent('PRIVACY'), consent('THIRD_PARTY')])).toBeUndefined();
    expect(checkConsents([consent('SERVICE'), consent('PRIVACY'), consent('THIRD_PARTY', false)])).toBe(
      REQUIRED_CONSENT_MESSAGE,
    );
    expect(checkConsents([consent('SERVICE'), consent('PRIVACY'), consent('MARKETING')])).toBe(
      REQUIRED_CONSENT_MESSAGE,
    );
    expect(
      checkConsents([consent('SERVICE'), consent('SERVICE'), consent('PRIVACY'), consent('THIRD_PARTY')]),
    ).toBeTruthy();
  });
});

describe('salary items', () => {
  it('refuse typed salaries above 0 and up to 2,400 만원 and repeated entries', () => {
    expect(checkSalaryItems([{ type: 'INPUT', year: 2024, salary: 2400 }])).toEqual({
      message: SALARY_FLOOR_MESSAGE,
      field: 'salaryItems.0.salary',
    });
    expect(checkSalaryItems([{ type: 'INPUT', year: 2024, salary: 0 }])).toBeUndefined();
    expect(checkSalaryItems([{ type: 'INPUT', year: 2024, salary: 2401 }])).toBeUndefined();
    expect(checkSalaryItems([{ type: 'HOPE', year: 2025, salary: 1000 }])).toBeUndefined();
    expect(
      checkSalaryItems([
        { type: 'INPUT', year: 2024, salary: 5000 },
        { type: 'INPUT', year: 2024, salary: 6000 },
      ])?.field,
    ).toBe('salaryItems.1');
  });
});
