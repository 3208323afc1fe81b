import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { MAX_JSON_DEPTH } from '../../server/http/parse';
import { accounts, BIZ_PASSWORD } from './biz-fixtures';
import { addCandidate, expectError } from './helpers';
import { tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const MALFORMED = '요청 형식이 올바르지 않습니다.';

/** Text PostgreSQL cannot store must be refused as bad input, and database errors must not leak data to logs. */
describe.each(drivers)('hostile text on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  const cases: [string, string, unknown][] = [
    ['POST', '/api/users/utm', { landing: '/a\u0000b' }],
    ['POST', '/api/users/login/kakao', { code: 'x', redirectUri: '/login/autho\u0000' }],
    [
      'POST',
      '/api/sandbox/oauth/authorize',
      { phone: '01012345678', redirectUri: '/login/autho\u0000', state: 'state-1234' },
    ],
    [
      'POST',
      '/api/v2/users',
      {
        name: '홍길동',
        phone: '01098765432',
        gender: '남성',
        birthday: '19900101',
        jobLabel: '개발\u0000',
        jobSubLabel: '백엔드',
        consents: [{ code: 'SERVICE', version: '2026-11', agreed: true }],
      },
    ],
  ];

  for (const [method, path, json] of cases) {
    it(`answers 400 naming the field for a NUL character sent to ${method} ${path}`, async () => {
      const response = await app.request(path, { method, json });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { status: { code: string; field?: string } };
      expect(body.status.code).toBe('BAD_REQUEST');
      expect(body.status.field).toBeTruthy();
    });
  }

  it('keeps names and phones out of the logs even when a query fails', async () => {
    const logsBefore = app.logs.length;
    await app.request('/api/users/exist?name=%ED%99%8D%EA%B8%B8%EB%8F%99&phone=01098765432%00');
    const written = app.logs.slice(logsBefore).join('\n');
    // The refused request was logged: the check below reads a written line, not silence.
    expect(written).toContain('/api/users/exist');
    expect(written).not.toContain('01098765432');
    expect(written).not.toContain('홍길동');
  });
});

describe.each(drivers)('deeply nested JSON on %s', (driver) => {
  let app: TestApp;
  let candidateToken: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    candidateToken = await tokenFor(app, await addCandidate(app, '01090000701'));
  });
  afterAll(() => app?.close());

  const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const post = (path: string, method: string, body: string, token?: string) =>
    app.request(path, { method, body, token, headers: { 'Content-Type': 'application/json' } });
  const routes: [string, string, () => string | undefined][] = [
    ['/api/users/offers/like', 'PATCH', () => candidateToken],
    ['/api/biz/login', 'POST', () => undefined],
  ];

  for (const [path, method, token] of routes) {
    it(`answers 400 to 100,000 nested arrays or objects sent to ${method} ${path}`, async () => {
      for (const body of [nestedArrays(100_000), nestedObjects(100_000), `{"id":${nestedArrays(5_000)}}`]) {
        const error = await expectError(await post(path, method, body, token()), 400, 'BAD_REQUEST', MALFORMED);
        expect(error.status.field).toBeUndefined();
      }
    });

    it(`refuses nesting just past ${MAX_JSON_DEPTH} levels on ${method} ${path}, and reads the struct at it`, async () => {
      await expectError(
        await post(path, method, nestedObjects(MAX_JSON_DEPTH + 1), token()),
        400,
        'BAD_REQUEST',
        MALFORMED,
      );
      const atTheCap = await expectError(
        await post(path, method, nestedObjects(MAX_JSON_DEPTH), token()),
        400,
        'BAD_REQUEST',
      );
      expect(atTheCap.status.message).not.toBe(MALFORMED);
    });
  }

  it('still signs in with an ordinary body', async () => {
    const response = await app.request('/api/biz/login', {
      method: 'POST',
      json: { email: accounts.agent, password: BIZ_PASSWORD },
    });
    expect(response.status).toBe(200);
  });
});

describe.each(drivers)('numbers the database cannot hold on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('answers a numeric-out-of-range error from the database (22003) with 400, not 500', async () => {
    // Every body id is bounded by the contract now; a query given a number its column cannot hold
    // is still bad input, whichever driver reports it.
    const overflowing = createApp({
      ...app.deps,
      oneTimeCodes: {
        ...app.deps.oneTimeCodes,
        issue: async () => {
          await app.deps.db.execute(sql`select 2147483648::int4`);
          throw new Error('the query above fails first');
        },
      },
    });
    const response = await overflowing.request('/api/users/login/code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '01090000702' }),
    });
    await expectError(response, 400, 'BAD_REQUEST', '숫자가 허용된 범위를 벗어났습니다.');
    expect(app.logs.join('\n')).not.toContain('unhandled error');
  });
});

/** Found by the route fuzzer (tests/api/fuzz): superstruct printed a failing value with `${value}`. */
describe.each(drivers)('objects that cannot be printed on %s', (driver) => {
  let app: TestApp;
  let candidateToken: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    candidateToken = await tokenFor(app, await addCandidate(app, '01090000703'));
  });
  afterAll(() => app?.close());

  const routes: [string, string, string, () => string | undefined][] = [
    ['POST', '/api/biz/login', '{"email":{"toString":1},"password":"x"}', () => undefined],
    ['POST', '/api/users/login/code', '{"phone":{"toString":"01012345678"}}', () => undefined],
    ['PATCH', '/api/users/offers/like', '{"id":1,"isLike":{"toString":"true","valueOf":1}}', () => candidateToken],
    ['POST', '/api/v3/users/tax', '{"name":"김퍼즈","name":{"toString":"x"}}', () => candidateToken],
    // Past the first failure: superstruct finds the others lazily, when the failures are read.
    ['POST', '/api/push/subscriptions', '{"__proto__":{"toString":""}}', () => candidateToken],
    ['POST', '/api/sandbox/offers/expire', '{"":"","extra":[{"toString":"x"}]}', () => candidateToken],
  ];

  for (const [method, path, body, token] of routes) {
    it(`answers 400, not 500, to a field holding {"toString": …} on ${method} ${path}`, async () => {
      const response = await app.request(path, {
        method,
        body,
        token: token(),
        headers: { 'Content-Type': 'application/json' },
      });
      await expectError(response, 400, 'BAD_REQUEST', MALFORMED);
      expect(app.logs.join('\n')).not.toContain('unhandled error');
    });
  }
});

/** Found by the route fuzzer: PGlite could not store two lone surrogates in a text[] (22P02, a 500). */
describe.each(drivers)('lone surrogates on %s', (driver) => {
  let app: TestApp;
  let candidateToken: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    candidateToken = await tokenFor(app, await addCandidate(app, '01090000704'));
  });
  afterAll(() => app?.close());

  const cases: [string, string, string][] = [
    ['PATCH', '/api/users/techstack', '{"techStackItems":["React","\\udc00\\udc00"]}'],
    ['PATCH', '/api/users/hashtag', '{"hashtags":["\\ud800"]}'],
    ['PATCH', '/api/users/email', '{"email":"a\\udfff@example.com"}'],
  ];

  for (const [method, path, body] of cases) {
    it(`answers 400 naming the field for a lone surrogate sent to ${method} ${path}`, async () => {
      const response = await app.request(path, {
        method,
        body,
        token: candidateToken,
        headers: { 'Content-Type': 'application/json' },
      });
      const error = await expectError(response, 400, 'BAD_REQUEST');
      expect(error.status.field).toMatch(/^(techStackItems\.1|hashtags\.0|email)$/);
      expect(app.logs.join('\n')).not.toContain('unhandled error');
    });
  }

  it('still takes emoji, whose surrogates come in pairs', async () => {
    const response = await app.request('/api/users/techstack', {
      method: 'PATCH',
      token: candidateToken,
      json: { techStackItems: ['React 🚀', '👩‍💻'] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ techStackItems: ['React 🚀', '👩‍💻'] });
  });
});
