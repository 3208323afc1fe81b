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

export async function parseJson<T>(c: Context, struct: Struct<T, unknown>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('요청 본문이 올바른 JSON이 아닙니다.');
  }
  return check(body, struct);
}

export function parseQuery<T>(c: Context, struct: Struct<T, unknown>): T {
  return check(c.req.query(), struct);
}

export function parseParams<T>(c: Context, struct: Struct<T, unknown>): T {
  return check(c.req.param(), struct);
}
