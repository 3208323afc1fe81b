/**
 * The SQL side of src/contract/search-text.ts: a name matches when the query without spaces, or
 * every word of it, appears in the name without spaces (case ignored). Words are bound as
 * parameters and compared with strpos, so no character of the query acts as a wildcard.
 */
import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../src/contract/search-text';

const keyOf = (column: AnyColumn) => sql`regexp_replace(lower(${column}), '[[:space:]]', '', 'g')`;
const positionIn = (column: AnyColumn, text: string) => sql<number>`strpos(${keyOf(column)}, ${text})`;

/** The condition; undefined when the query holds no word. */
export function nameMatches(column: AnyColumn, query: string): SQL | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  return or(
    sql`${positionIn(column, words.join(''))} > 0`,
    and(...words.map((word) => sql`${positionIn(column, word)} > 0`)),
  );
}

/** Best matches first: the whole query at the start of the name, then elsewhere in it, then names holding every word. */
export function matchOrder(column: AnyColumn, query: string): SQL[] {
  const position = positionIn(column, searchWords(query).join(''));
  return [sql`${position} = 0`, sql`${position} <> 1`];
}
