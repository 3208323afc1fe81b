/**
 * PostgreSQL's SQLSTATE of a failed query, whichever driver raised it: PGlite and node-postgres put
 * `code` on their error, and Drizzle may wrap that error as the `cause` of its own.
 */

/** How far down the `cause` chain a code is looked for. */
const MAX_CAUSE_DEPTH = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

const UNIQUE_VIOLATION = '23505';
/** "numeric value out of range": a number the column's type cannot hold. */
const NUMERIC_OUT_OF_RANGE = '22003';
/** "character not in repertoire" and "untranslatable character": text the database cannot store. */
const CHARACTER_NOT_IN_REPERTOIRE = '22021';
const UNTRANSLATABLE_CHARACTER = '22P05';

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

/** The fields of PostgreSQL's error report both drivers carry, besides `code` and `message`. */
const REPORT_FIELDS = ['detail', 'hint', 'where'] as const;
/** `where` is a context stack, a line per frame. */
const oneLine = (text: unknown) => String(text).replace(/\s*\n\s*/g, ' / ');

/**
 * PostgreSQL's own account of a failure, on one line — `42P07 relation "x" already exists (detail:
 * …; hint: …; where: …)` — from the error or down its cause chain (Drizzle's "Failed query" wraps
 * it), or undefined when no error there came from PostgreSQL. For a failed start, whose stack
 * alone shows only Drizzle's frames.
 */
export function postgresErrorLine(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const report = current as Record<string, unknown>;
    if (typeof report.code === 'string' && SQLSTATE.test(report.code)) {
      const fields = REPORT_FIELDS.filter((field) => typeof report[field] === 'string' && report[field] !== '').map(
        (field) => `${field}: ${oneLine(report[field])}`,
      );
      return `${report.code} ${oneLine(report.message)}${fields.length > 0 ? ` (${fields.join('; ')})` : ''}`;
    }
    current = report.cause;
  }
  return undefined;
}

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

/** Socket errors of a database that went away or cannot be reached. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now: the server is stopping or starting. */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE class 08, connection exceptions. */
const CONNECTION_EXCEPTION_CLASS = '08';
/**
 * The drivers' own errors for a lost or impossible connection, by the start of their message
 * (node-postgres, pg-pool with `connectionTimeoutMillis`, PGlite after close). Anchored: Drizzle's
 * own message ("Failed query: …") carries the bound values, which must never match.
 */
const UNREACHABLE_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated/, 'connection terminated'],
  [/^timeout exceeded when trying to connect/, 'connect timeout'],
  [/^Client was closed and is not queryable/, 'connection closed'],
  // What the rollback of a transaction whose connection died throws (it replaces the first error).
  [/^Client has encountered a connection error and is not queryable/, 'connection lost'],
  [/^PGlite is closed/, 'database closed'],
];

/**
 * Why `error` says the database cannot be reached right now — a socket code, a SQLSTATE or a short
 * name, never the error's message — or undefined for any other error (a bug, bad input, a
 * constraint). One place decides what an outage looks like: the 503 answers, the health check and
 * the job runner all ask here.
 */
export function unreachableReason(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQLSTATES.has(code)) return code;
      if (SQLSTATE.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return code;
    }
    if (typeof message === 'string') {
      const known = UNREACHABLE_MESSAGES.find(([pattern]) => pattern.test(message));
      if (known) return known[1];
    }
    // Node's AggregateError of a host name with several addresses, each refused.
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : (current as { cause?: unknown }).cause;
  }
  return undefined;
}
