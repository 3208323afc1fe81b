/** Small helpers the API suites share: error-shape checks, extra candidates, codes from the sandbox inbox. */
import { is } from 'superstruct';
import { expect } from 'vitest';
import type { Database } from '../../server/db/client';
import { candidates } from '../../server/db/schema';
import { ErrorBody } from '../../src/contract/errors';
import type { TestApp } from './test-app';

/** Asserts the response is an API error with the contract's body, and returns the body. */
export async function expectError(response: Response, status: number, code: string, message?: string) {
  const body = (await response.json()) as ErrorBody;
  expect({ status: response.status, code: body.status?.code }).toEqual({ status, code });
  expect(is(body, ErrorBody), `error body shape: ${JSON.stringify(body)}`).toBe(true);
  if (message !== undefined) expect(body.status.message).toBe(message);
  return body;
}

/** Asserts the headers every response carries: CSP without inline script, nosniff, referrer and permissions. */
export function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp, `CSP of ${response.url || 'response'}`).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBeTruthy();
  expect(response.headers.get('Permissions-Policy')).toBeTruthy();
}

/** Adds a candidate besides the seeded demo one and returns its id. */
export async function addCandidate(app: TestApp, phone: string, name = '박테스트'): Promise<string> {
  const [row] = await app.deps.db
    .insert(candidates)
    .values({ name, phone, birthday: '19900101', gender: '남성', jobLabel: '개발', jobSubLabel: '프론트엔드' })
    .returning({ id: candidates.id });
  return row.id;
}

/** Asks for a sign-in code and reads it back from the sandbox inbox. */
export async function requestCode(app: TestApp, phone: string): Promise<string> {
  const sent = await app.request('/api/users/login/code', { method: 'POST', json: { phone } });
  expect(sent.status).toBe(200);
  return latestCode(app, phone);
}

export async function latestCode(app: TestApp, phone: string): Promise<string> {
  const inbox = (await (await app.request(`/api/sandbox/inbox?phone=${phone}`)).json()) as {
    items: { body: string }[];
  };
  const code = inbox.items[0]?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the sandbox inbox of ${phone}`);
  return code;
}

/** A six-digit code that is certainly not `code`. */
export const otherCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

export function login(app: TestApp, phone: string, code: string) {
  return app.request('/api/users/login', { method: 'POST', json: { phone, code } });
}

export function refresh(app: TestApp, refreshToken: string) {
  return app.request('/api/auth/refresh', { token: refreshToken });
}

export type Tokens = { accessToken: string; refreshToken: string };

/**
 * The driver's own client beneath Drizzle (node-postgres's pool, or the PGlite instance), for the
 * few tests that look under the query builder: `Database` is the drivers' common type, which does
 * not name it.
 */
export const driverClient = <Client>(db: Database): Client => (db as unknown as { $client: Client }).$client;
