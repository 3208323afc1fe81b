import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftFromEntry,
  type EducationDraft,
  emptyDraft,
  entryFromDraft,
  formatPeriod,
  sanitizeSearchText,
  searchQueryOf,
} from './education-rules';

const complete: EducationDraft = {
  school: { type: '대학교', name: '서울대학교' },
  major: '컴퓨터공학과',
  degree: '학사',
  start: '2012-03',
  end: '2016-02',
  attending: false,
};

describe('education search text', () => {
  it('keeps Korean (also half-typed), latin letters, digits and single spaces', () => {
    expect(sanitizeSearchText('서울대학교')).toBe('서울대학교');
    expect(sanitizeSearchText('ㅅㅓ울 KAIST 2')).toBe('ㅅㅓ울 KAIST 2');
    expect(sanitizeSearchText('서울   대')).toBe('서울 대');
  });

  it('strips special characters and a leading space', () => {
    expect(sanitizeSearchText(" 연세%대_'; --")).toBe('연세대 ');
    expect(sanitizeSearchText('!@#$')).toBe('');
  });

  it('cuts the text at 50 characters', () => {
    expect(sanitizeSearchText('가'.repeat(60))).toHaveLength(50);
  });

  it('searches only from the minimum length, without surrounding spaces', () => {
    expect(searchQueryOf('서', 2)).toBe('');
    expect(searchQueryOf('서울 ', 2)).toBe('서울');
    expect(searchQueryOf('컴', 1)).toBe('컴');
    expect(searchQueryOf(' ', 1)).toBe('');
  });
});

describe('education draft', () => {
  it('becomes an entry when complete', () => {
    expect(draftErrors(complete)).toEqual({});
    expect(entryFromDraft(complete)).toEqual({
      school: '서울대학교',
      major: '컴퓨터공학과',
      degree: '학사',
      start: '2012-03',
      end: '2016-02',
    });
  });

  it('sends no major as an empty one and an attended school without an end', () => {
    expect(entryFromDraft({ ...complete, major: undefined, attending: true, end: '2016-02' })).toMatchObject({
      major: '',
      end: '',
    });
  });

  it('names what is missing', () => {
    expect(draftErrors(emptyDraft)).toEqual({
      school: '학교를 선택해 주세요.',
      degree: '학위를 선택해 주세요.',
      start: '입학 연월을 입력해 주세요.',
      end: '졸업 연월을 입력하거나 재학 중을 선택해 주세요.',
    });
    expect(entryFromDraft(emptyDraft)).toBeUndefined();
  });

  it('checks the month format a browser without a month picker lets through', () => {
    expect(draftErrors({ ...complete, start: '2012-3', end: '201602' })).toEqual({
      start: '입학 연월을 2020-03처럼 입력해 주세요.',
      end: '졸업 연월을 2024-02처럼 입력해 주세요.',
    });
  });

  it('refuses a graduation before the entrance but allows the same month', () => {
    expect(draftErrors({ ...complete, end: '2012-02' })).toEqual({ end: '졸업 연월은 입학 연월보다 빠를 수 없어요.' });
    expect(draftErrors({ ...complete, end: '2012-03' })).toEqual({});
  });

  it('comes back from a stored entry, attending when it has no end', () => {
    expect(draftFromEntry({ school: '서울대학교', major: '', degree: '석사', start: '2016-03', end: '' })).toEqual({
      school: { type: '', name: '서울대학교' },
      major: undefined,
      degree: '석사',
      start: '2016-03',
      end: '',
      attending: true,
    });
  });

  it('writes the period with dots, or 재학 중', () => {
    expect(formatPeriod('2012-03', '2016-02')).toBe('2012.03 ~ 2016.02');
    expect(formatPeriod('2016-03', '')).toBe('2016.03 ~ 재학 중');
  });
});
