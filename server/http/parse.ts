/**
 * Requests are checked against the contract's structs. Whatever the client sent, a failure is
 * a 400 naming the field — never a 500.
 */
import type { Context } from 'hono';
import { type Struct, type StructError, validate } from 'superstruct';
import { badRequest } from './api-error';

function check<T>(value: unknown, struct: Struct<T, unknown>): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) throw structFailure(error);
  return result as T;
}

function structFailure(error: StructError) {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.join('.') || undefined;
  const message =
    failure.value === undefined && field
      ? `${field} 항목이 필요합니다.`
      : field
        ? `${field} 항목의 형식이 올바르지 않습니다.`
        : '요청 형식이 올바르지 않습니다.';
  return badRequest(message, field);
}

/** PostgreSQL cannot store U+0000 in text: such input is refused here, naming the field, not at the database. */
function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function refuseNul(value: unknown) {
  const field = findNul(value);
  if (field) throw badRequest(`${field} 항목에 쓸 수 없는 문자가 있습니다.`, field);
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

export function parseQuery<T>(c: Context, struct: Struct<T, unknown>): T {
  const query = c.req.query();
  refuseNul(query);
  return check(query, struct);
}

export function parseParams<T>(c: Context, struct: Struct<T, unknown>): T {
  const params = c.req.param();
  refuseNul(params);
  return check(params, struct);
}
