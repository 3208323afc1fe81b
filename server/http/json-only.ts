/**
 * JSON routes take JSON only as JSON. A body sent as text/plain, a form or with no type at all is
 * what any web page can make its visitors' browsers send to us without a CORS preflight, so such a
 * body is refused with 415 before a route reads it — whatever the route would make of it.
 * `application/json` may carry parameters; a charset other than UTF-8 is refused (JSON is UTF-8).
 * Requests without a body (GET, HEAD, a POST or DELETE with nothing attached) pass untouched.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/contract/errors';
import { ApiError } from '../errors/api-error';

export const NOT_JSON_MESSAGE = '요청 본문은 JSON(Content-Type: application/json)으로 보내야 합니다.';

const UTF8_CHARSETS = new Set(['utf-8', 'utf8']);

/** Whether the Content-Type header names JSON in UTF-8 (`application/json`, any parameters but another charset). */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    return UTF8_CHARSETS.has(value.trim().replace(/^"|"$/g, '').toLowerCase());
  });
}

/**
 * Whether the request carries a body. On the network the headers say: a declared length or a
 * chunked body, and without either there is none (RFC 9112 §6.3), whatever the request object
 * offers to read. A request built in-process (the tests' `app.request`) may declare neither.
 */
function carriesBody(c: Context): boolean {
  const headers = c.req.raw.headers;
  if (headers.has('transfer-encoding')) return true;
  const length = headers.get('content-length');
  if (length !== null) return Number(length) !== 0;
  const fromNetwork = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
  return !fromNetwork && c.req.raw.body !== null;
}

/** Refuses a body that is not JSON with 415; `exempt` requests (a file's bytes) are not JSON routes. */
export function jsonOnly(exempt: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || exempt(c)) return next();
    if (!carriesBody(c) || isJsonContentType(c.req.header('Content-Type'))) return next();
    throw new ApiError(415, ErrorCode.unsupportedMediaType, NOT_JSON_MESSAGE);
  };
}
