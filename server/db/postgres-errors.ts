/**
 * PostgreSQL's SQLSTATE of a failed query, whichever driver raised it: PGlite and node-postgres put
 * `code` on their error, and Drizzle may wrap that error as the `cause` of its own.
 */

/** How far down the `cause` chain a code is looked for. */
const MAX_CAUSE_DEPTH = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

export const UNIQUE_VIOLATION = '23505';
/** "numeric value out of range": a number the column's type cannot hold. */
export const NUMERIC_OUT_OF_RANGE = '22003';
/** "character not in repertoire" and "untranslatable character": text the database cannot store. */
export const CHARACTER_NOT_IN_REPERTOIRE = '22021';
export const UNTRANSLATABLE_CHARACTER = '22P05';

export function postgresCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => postgresCode(error) === UNIQUE_VIOLATION;

/**
 * Errors that mean the client sent input the database cannot take (not a bug of ours): the Korean
 * message to answer with 400, or undefined for any other error.
 */
export function badInputMessage(error: unknown): string | undefined {
  switch (postgresCode(error)) {
    case CHARACTER_NOT_IN_REPERTOIRE:
    case UNTRANSLATABLE_CHARACTER:
      return '쓸 수 없는 문자가 포함되어 있습니다.';
    case NUMERIC_OUT_OF_RANGE:
      return '숫자가 허용된 범위를 벗어났습니다.';
    default:
      return undefined;
  }
}
