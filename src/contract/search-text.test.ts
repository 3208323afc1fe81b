import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey, searchWords, typedSearchText } from './search-text';

describe('search matching', () => {
  it('ignores spaces on both sides', () => {
    expect(matchesSearch('백엔드 개발자', '백엔드 개발')).toBe(true);
    expect(matchesSearch('백엔드 개발자', '백엔드개발')).toBe(true);
    expect(matchesSearch('백엔드개발자', '백엔드 개발')).toBe(true);
    expect(matchesSearch('서울대학교', '서울 대')).toBe(true);
  });

  it('matches a name holding every word of the query, in any order', () => {
    expect(matchesSearch('개발 백엔드', '백엔드 개발')).toBe(true);
    expect(matchesSearch('백엔드', '백엔드 개발')).toBe(false);
    expect(matchesSearch('프론트엔드 개발자', '백엔드 개발')).toBe(false);
  });

  it('ignores case and matches nothing for an empty query', () => {
    expect(matchesSearch('슬기로AI', '슬기로 ai')).toBe(true);
    expect(matchesSearch('백엔드', '   ')).toBe(false);
  });

  it('splits and joins the way the server compares', () => {
    expect(searchWords('  Data  엔지니어 ')).toEqual(['data', '엔지니어']);
    expect(searchKey('Data  엔지니어')).toBe('data엔지니어');
  });
});

describe('typed search text', () => {
  it('keeps allowed characters and single spaces, a trailing one included, up to the limit', () => {
    expect(typedSearchText(' 백엔드   개발!@# ', 30)).toBe('백엔드 개발 ');
    expect(typedSearchText('가'.repeat(40), 30)).toHaveLength(30);
  });
});
