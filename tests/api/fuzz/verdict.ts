/**
 * What every answer to a fuzzed request must be: below 500; an API refusal is JSON in the error
 * shape with a Korean message; no body shows a stack trace or a database error; and the server
 * logged no unhandled error for it. A 304 is sound only for a conditional request, with no body.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { is } from 'superstruct';
import { expect } from 'vitest';
import { ErrorBody } from '../../../src/contract/errors';
import type { TestApp } from '../test-app';
import type { FuzzRequest } from './requests';

const stackTraceSigns = [
  /\n\s+at \S/,
  /^\s*at .+:\d+:\d+\)?$/m,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /\b[A-Z]\w*Error: [^"]*[/\\]/,
  /file:\/\//,
];

const databaseErrorSigns = [
  /Failed query/i,
  /syntax error at or near/i,
  /invalid input syntax/i,
  /violates [a-z -]*constraint/i,
  /duplicate key value/i,
  /relation "[^"]*" does not exist/i,
  /column "[^"]*" (does not exist|of relation)/i,
  /out of range for type/i,
  /invalid byte sequence/i,
  /SQLSTATE/,
  /\b(PostgresError|DrizzleQueryError|DatabaseError)\b/,
];

const HANGUL = /[가-힣]/;

const conditional = (request: FuzzRequest) => request.headers.some(([name]) => name.toLowerCase() === 'if-none-match');

/** Percent-decodes every run of escapes that decodes, leaving malformed ones (`%`, `%zz`, `%ED%A0%80`) as they are. */
const lenientDecode = (text: string) =>
  text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/** Everything the request carried, so text the server merely echoes back is not taken for a leak. */
function sentText(request: FuzzRequest, authorization: string | undefined): string {
  const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : '';
  const headers = request.headers.map(([name, value]) => `${name}: ${value}`).join('\n');
  return [request.path, lenientDecode(request.path), headers, authorization ?? '', body].join('\n');
}

async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  switch (response.headers.get('Content-Encoding')) {
    case 'gzip':
      return gunzipSync(bytes).toString('utf8');
    case 'deflate':
      return inflateSync(bytes).toString('utf8');
    case 'br':
      return brotliDecompressSync(bytes).toString('utf8');
    default:
      return bytes.toString('utf8');
  }
}

function leaks(text: string, signs: RegExp[], sent: string): string[] {
  return signs.flatMap((sign) => {
    const found = text.match(new RegExp(sign.source, `${sign.flags.replace('g', '')}g`)) ?? [];
    return found.filter((match) => !sent.includes(match.trim()));
  });
}

/** Asserts the answer is sound; `logsFrom` is where this request's log lines start in app.logs. */
export async function expectSoundAnswer(
  app: TestApp,
  request: FuzzRequest,
  authorization: string | undefined,
  response: Response,
  logsFrom: number,
) {
  const text = await bodyText(response);
  const shown = `${response.status} ${text.slice(0, 500)}`;
  expect(response.status, shown).toBeLessThan(500);

  const sent = sentText(request, authorization);
  expect(leaks(text, stackTraceSigns, sent), `stack trace in ${shown}`).toEqual([]);
  expect(leaks(text, databaseErrorSigns, sent), `database error in ${shown}`).toEqual([]);

  const logged = app.logs.slice(logsFrom).filter((line) => line.includes('unhandled error'));
  expect(logged, 'unhandled error logged').toEqual([]);

  const apiPath = new URL(request.path, 'http://localhost').pathname.startsWith('/api/');
  if (response.status === 304) {
    // Not Modified is an answer to a conditional request (even `If-None-Match: *`), never a refusal.
    expect(conditional(request), `304 without If-None-Match: ${shown}`).toBe(true);
    expect(text, shown).toBe('');
    return;
  }
  if (response.status < 300 || !apiPath) return;
  expect(response.headers.get('Content-Type') ?? '', shown).toContain('application/json');
  let body: unknown;
  expect(() => {
    body = JSON.parse(text);
  }, `error body is not JSON: ${shown}`).not.toThrow();
  expect(is(body, ErrorBody), `error shape: ${shown}`).toBe(true);
  expect((body as ErrorBody).status.message, shown).toMatch(HANGUL);
}
