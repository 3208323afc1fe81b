/**
 * How searches match (job labels, schools, majors, companies): spaces do not count on either side,
 * so "백엔드 개발" finds "백엔드 개발자" and "백엔드개발" finds "백엔드 개발자" too, and a query of
 * several words matches a name that holds every word ("개발 백엔드"). Case does not count either.
 * In the contract because the client sanitizes what is typed by the same rule the server matches by.
 */

/** Search input as SPEC §5 allows it: Korean, latin letters, digits and spaces; everything else is stripped. */
export function stripSearchText(text: string): string {
  return text
    .replace(/[^가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a search field keeps as it is typed: the characters SPEC §5 allows, single spaces, no
 * leading space (a trailing one stays, so the next word can follow), at most `max` characters.
 */
export function typedSearchText(value: string, max: number): string {
  return value
    .replace(/[^가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^ /, '')
    .slice(0, max);
}

/** The words of a query, lower case, without empty ones. */
export const searchWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');

/** A text as it is compared: lower case, no spaces. */
export const searchKey = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/**
 * Whether `name` matches `query`, spaces ignored on both sides: the query without spaces appears in
 * the name without spaces, or every word of the query does.
 */
export function matchesSearch(name: string, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return false;
  const key = searchKey(name);
  return key.includes(words.join('')) || words.every((word) => key.includes(word));
}
