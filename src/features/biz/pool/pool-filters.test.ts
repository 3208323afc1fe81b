import { describe, expect, it } from 'vitest';
import { draftFromFilters, filtersFromDraft } from './pool-filter-draft';
import { parsePoolFilters, poolFiltersToSearch, poolHref } from './pool-filters';

describe('pool filters in the URL', () => {
  it('survive a round trip through the query string', () => {
    const filters = {
      jobLabel: '백엔드',
      minYears: 3,
      maxYears: 10,
      salaryMin: 6000,
      salaryMax: 9000,
      techStack: 'Kotlin',
      hashtag: '리더십',
      page: 2,
    };
    const search = poolFiltersToSearch(filters);
    expect(parsePoolFilters(search)).toEqual(filters);
    expect(parsePoolFilters(`?${search}`)).toEqual(filters);
  });

  it('leave out empty values and the first page', () => {
    expect(poolFiltersToSearch({ jobLabel: '백엔드', page: 1, techStack: undefined })).toBe(
      'jobLabel=%EB%B0%B1%EC%97%94%EB%93%9C',
    );
    expect(poolHref({})).toBe('/biz');
    expect(parsePoolFilters('page=1')).toEqual({});
  });

  it('drop a value the contract refuses and keep the others', () => {
    expect(parsePoolFilters('minYears=abc&maxYears=99&salaryMin=7000&hashtag=')).toEqual({ salaryMin: 7000 });
  });

  it('ignore parameters that are not filters', () => {
    expect(parsePoolFilters('utm_source=mail&jobLabel=PM')).toEqual({ jobLabel: 'PM' });
  });
});

describe('the filter form', () => {
  it('turns what was typed into filters and back', () => {
    const draft = {
      ...draftFromFilters({}),
      jobLabel: ' 백엔드 ',
      minYears: '3',
      salaryMax: '9000',
      hashtag: '#리더십',
    };
    const { filters, errors } = filtersFromDraft(draft);
    expect(errors).toEqual({});
    expect(poolFiltersToSearch(filters)).toBe(
      poolFiltersToSearch({ jobLabel: '백엔드', minYears: 3, salaryMax: 9000, hashtag: '리더십' }),
    );
    expect(draftFromFilters(parsePoolFilters(poolFiltersToSearch(filters)))).toMatchObject({
      jobLabel: '백엔드',
      minYears: '3',
      salaryMax: '9000',
      hashtag: '리더십',
    });
  });

  it('refuses a minimum above the maximum', () => {
    const draft = { ...draftFromFilters({}), minYears: '10', maxYears: '3', salaryMin: '9000', salaryMax: '6000' };
    expect(filtersFromDraft(draft).errors).toEqual({
      years: '최소 연차는 최대 연차보다 클 수 없습니다.',
      salary: '최소 연봉은 최대 연봉보다 클 수 없습니다.',
    });
  });
});
