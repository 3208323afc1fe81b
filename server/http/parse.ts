/**
 * Requests are checked against the contract's structs. Whatever the client sent, a failure is
 * a 400 naming the field — never a 500.
 */
import type { Context } from 'hono';
import { type Failure, type Struct, validate } from 'superstruct';
import { isRuleFailure } from '../../src/contract/validators';
import { badRequest } from '../errors/api-error';

/** Containers nested deeper than this are refused: no request of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;
const MALFORMED_MESSAGE = '요청 형식이 올바르지 않습니다.';

function check<T>(value: unknown, struct: Struct<T, unknown>): T {
  let failure: Failure;
  try {
    const [error, result] = validate(value, struct, { coerce: true });
    if (!error) return result as T;
    // failures() goes on validating the rest of the value: it may throw as validate() may.
    failure = error.failures()[0] ?? error;
  } catch {
    // Superstruct writes a failing value into its message with `${value}`, which throws for an
    // object whose own `toString` is no function (`{"name":{"toString":1}}`): malformed all the same.
    throw badRequest(MALFORMED_MESSAGE);
  }
  throw structFailure(failure);
}

function structFailure(failure: Failure) {
  const field = failure.path.join('.') || undefined;
  if (isRuleFailure(failure)) return badRequest(failure.message, field);
  const message =
    failure.value === undefined && field
      ? `${field} 항목이 필요합니다.`
      : field
        ? `${field} 항목의 형식이 올바르지 않습니다.`
        : MALFORMED_MESSAGE;
  return badRequest(message, field);
}

/** Half of a surrogate pair on its own: no UTF-8 can carry it (PGlite mangles a text[] holding two). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL cannot store U+0000 or a lone surrogate in text: such input is refused here, naming
 * the field, not at the database. Walked with an explicit stack, so a body nested thousands deep
 * cannot overflow the call stack; past MAX_JSON_DEPTH it is refused as malformed.
 */
function refuseNul(value: unknown) {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!current.includes('\u0000') && !LONE_SURROGATE.test(current)) continue;
      const field = path.join('.') || 'body';
      throw badRequest(`${field} 항목에 쓸 수 없는 문자가 있습니다.`, field);
    }
    if (!current || typeof current !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) throw badRequest(MALFORMED_MESSAGE);
    // Pushed in reverse, so the first offending field in document order is the one named.
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index];
      stack.push({ value: item, path: [...path, key] });
    }
  }
}

export async function parseJson<T>(c: Context, struct: Struct<T, unknown>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('요청 본문이 올바른 JSON이 아닙니다.');
  }
  refuseNul(body);
  return check(body, struct);
}

/**
 * What each query struct makes of no query at all, the common case (the app's lists). It never
 * changes (no struct of the contract defaults to a computed value), and working it out again cost
 * two StructErrors, stack traces included, for the offers list's two absent flags. Refusals are not
 * kept: they throw anew.
 */
const emptyQueryResults = new WeakMap<Struct<unknown, unknown>, object>();

export function parseQuery<T extends object>(c: Context, struct: Struct<T, unknown>): T {
  const query = c.req.query();
  if (Object.keys(query).length > 0) {
    refuseNul(query);
    return check(query, struct);
  }
  const known = emptyQueryResults.get(struct as Struct<unknown, unknown>);
  if (known) return { ...known } as T;
  const result = check(query, struct);
  emptyQueryResults.set(struct as Struct<unknown, unknown>, { ...result });
  return result;
}

export function parseParams<T>(c: Context, struct: Struct<T, unknown>): T {
  const params = c.req.param();
  refuseNul(params);
  return check(params, struct);
}
