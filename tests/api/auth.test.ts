import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../server/db/schema';
import { addCandidate, expectError, latestCode, login, otherCode, refresh, requestCode, type Tokens } from './helpers';
import { createTestApp, drivers, jwtSecretOf, signIn, type TestApp } from './test-app';

const CODE_INVALID_MESSAGE = '올바르지 않은 인증번호입니다. 인증번호를 확인해주세요.';
const CODE_EXPIRED_MESSAGE = '인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.';

/** Signs a candidate in and fails loudly when that does not work. */
async function tokensFor(app: TestApp, phone: string): Promise<Tokens & { userId: string }> {
  const { response, body } = await signIn(app, phone);
  expect(response.status).toBe(200);
  return body;
}

const my = (app: TestApp, accessToken?: string) => app.request('/api/v3/users/my', { token: accessToken });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const jwtKeyOf = async (app: TestApp) => new TextEncoder().encode(await jwtSecretOf(app));

/** A token shaped like the server's, with parts overridable to probe verification. */
function forge(
  app: TestApp,
  subjectId: string,
  options: { audience?: string; issuer?: string; kind?: string | null; alg?: string } = {},
) {
  const issuedAt = Math.floor(app.deps.now().getTime() / 1000);
  const claims = options.kind === null ? {} : { kind: options.kind ?? 'candidate' };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(subjectId)
    .setIssuer(options.issuer ?? 'boltx')
    .setAudience(options.audience ?? 'boltx-api')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600);
}

describe.each(drivers)('phone sign-in on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  describe('asking for a code', () => {
    it('answers a member and a non-member alike and puts a six-digit code in the sandbox inbox', async () => {
      const member = '01090000001';
      const stranger = '01090000002';
      await addCandidate(app, member);
      for (const phone of [member, stranger]) {
        const response = await app.request('/api/users/login/code', { method: 'POST', json: { phone } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ expiresIn: 300 });
        const inbox = await app.request(`/api/sandbox/inbox?phone=${phone}`);
        const { items } = (await inbox.json()) as { items: { kind: string; body: string }[] };
        expect(items).toHaveLength(1);
        expect(items[0].kind).toBe('code');
        expect(items[0].body).toMatch(/(?<!\d)\d{6}(?!\d)/);
      }
    });

    it('never writes the full phone number to the logs, only a masked one', async () => {
      const phone = '01090001234';
      await addCandidate(app, phone);
      await tokensFor(app, phone);
      await app.request('/api/users/login/code', { method: 'POST', json: { phone: '01090009876' } });
      const logs = app.logs.join('\n');
      expect(logs).toContain('010****1234');
      expect(logs).toContain('010****9876');
      expect(logs).not.toContain(phone);
      expect(logs).not.toContain('01090009876');
    });

    it('never writes tokens to the logs', async () => {
      const phone = '01090001235';
      await addCandidate(app, phone);
      const tokens = await tokensFor(app, phone);
      const logsBefore = app.logs.length;
      const next = (await (await refresh(app, tokens.refreshToken)).json()) as Tokens;
      // The refresh was logged (so the check below looks at a written line), without its tokens.
      expect(app.logs.slice(logsBefore).join('\n')).toContain('/api/auth/refresh');
      const logs = app.logs.join('\n');
      for (const token of [tokens.accessToken, tokens.refreshToken, next.accessToken, next.refreshToken]) {
        expect(logs).not.toContain(token);
      }
    });

    it('refuses the sixth code for one phone from one address within an hour', async () => {
      const phone = '01090000003';
      expect(app.deps.env.codeSendsPerHour).toBe(5);
      for (let i = 0; i < 5; i++) await requestCode(app, phone);
      const sixth = await app.request('/api/users/login/code', { method: 'POST', json: { phone } });
      await expectError(sixth, 429, 'TOO_MANY_REQUESTS');
      // Another phone is not affected.
      await requestCode(app, '01090000004');
    });
    it('sends at most five codes when many requests for one phone arrive at once', async () => {
      const phone = '01090000005';
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => app.request('/api/users/login/code', { method: 'POST', json: { phone } })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      const inbox = (await (await app.request(`/api/sandbox/inbox?phone=${phone}`)).json()) as { items: unknown[] };
      expect(inbox.items).toHaveLength(5);
    });
  });

  describe('entering the code', () => {
    it('signs a member in with the right code', async () => {
      const phone = '01090000010';
      const userId = await addCandidate(app, phone, '이도윤');
      const code = await requestCode(app, phone);
      const response = await login(app, phone, code);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Tokens & { userId: string; name: string };
      expect(body).toMatchObject({ userId, name: '이도윤' });
      expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.refreshToken.length).toBeGreaterThanOrEqual(32);
      const me = await my(app, body.accessToken);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ userId, name: '이도윤' });
    });

    it('tells a non-member with the right code that they are not a member', async () => {
      const phone = '01090000011';
      const code = await requestCode(app, phone);
      await expectError(await login(app, phone, code), 404, 'NOT_MEMBER');
    });

    it('treats a deleted candidate as a non-member', async () => {
      const phone = '01090000012';
      const id = await addCandidate(app, phone);
      await app.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, id));
      const code = await requestCode(app, phone);
      await expectError(await login(app, phone, code), 404, 'NOT_MEMBER');
    });

    it('refuses a wrong code with the exact Korean message naming the code field', async () => {
      const phone = '01090000013';
      await addCandidate(app, phone);
      const code = await requestCode(app, phone);
      const body = await expectError(
        await login(app, phone, otherCode(code)),
        400,
        'CODE_INVALID',
        CODE_INVALID_MESSAGE,
      );
      expect(body.status.field).toBe('code');
      // A wrong try does not burn the code.
      expect((await login(app, phone, code)).status).toBe(200);
    });

    it('refuses a code for a phone that never asked for one', async () => {
      await expectError(await login(app, '01090000014', '123456'), 400, 'CODE_INVALID', CODE_INVALID_MESSAGE);
    });

    it('refuses even the right code after five wrong tries', async () => {
      const phone = '01090000015';
      await addCandidate(app, phone);
      const code = await requestCode(app, phone);
      for (let i = 0; i < 5; i++) {
        await expectError(await login(app, phone, otherCode(code)), 400, 'CODE_INVALID');
      }
      await expectError(await login(app, phone, code), 400, 'CODE_EXPIRED', CODE_EXPIRED_MESSAGE);
    });

    it('accepts a code only once', async () => {
      const phone = '01090000016';
      await addCandidate(app, phone);
      const code = await requestCode(app, phone);
      expect((await login(app, phone, code)).status).toBe(200);
      const again = await login(app, phone, code);
      expect(again.status).toBe(400);
      expect(['CODE_INVALID', 'CODE_EXPIRED']).toContain(
        ((await again.json()) as { status: { code: string } }).status.code,
      );
    });

    it('signs in only once when the same right code arrives twice at the same moment', async () => {
      const phone = '01090000017';
      await addCandidate(app, phone);
      const code = await requestCode(app, phone);
      const answers = await Promise.all([login(app, phone, code), login(app, phone, code)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('counts wrong guesses fired at once against the five tries', async () => {
      const phone = '01090000019';
      await addCandidate(app, phone);
      const code = await requestCode(app, phone);
      const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(guesses.map((guess) => login(app, phone, guess)));
      const codes = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { status: { code: string } }).status.code),
      );
      expect(codes.filter((answer) => answer === 'CODE_INVALID')).toHaveLength(5);
      expect(codes.filter((answer) => answer === 'CODE_EXPIRED')).toHaveLength(15);
      await expectError(await login(app, phone, code), 400, 'CODE_EXPIRED');
    });

    it('replaces an older code with a newer one', async () => {
      const phone = '01090000018';
      await addCandidate(app, phone);
      const first = await requestCode(app, phone);
      let second = await requestCode(app, phone);
      // One chance in a million that both codes are the same digits.
      if (second === first) second = await requestCode(app, phone);
      await expectError(await login(app, phone, first), 400, 'CODE_INVALID');
      expect((await login(app, phone, second)).status).toBe(200);
    });
  });

  describe('malformed requests', () => {
    const cases: [string, string, RequestInit & { json?: unknown }, string | undefined][] = [
      [
        'invalid JSON',
        '/api/users/login/code',
        { body: '{"phone":', headers: { 'Content-Type': 'application/json' } },
        undefined,
      ],
      [
        'an empty body',
        '/api/users/login/code',
        { body: '', headers: { 'Content-Type': 'application/json' } },
        undefined,
      ],
      ['JSON null', '/api/users/login/code', { json: null }, undefined],
      ['a JSON array', '/api/users/login/code', { json: ['01012345678'] }, undefined],
      ['no phone', '/api/users/login/code', { json: {} }, 'phone'],
      ['phone 12345', '/api/users/login/code', { json: { phone: '12345' } }, 'phone'],
      ['a phone with dashes', '/api/users/login/code', { json: { phone: '010-1234-5678' } }, 'phone'],
      ['a phone as a number', '/api/users/login/code', { json: { phone: 1012345678 } }, 'phone'],
      ['an extra-long phone', '/api/users/login/code', { json: { phone: `010${'1'.repeat(100_000)}` } }, 'phone'],
      ['code abcdef', '/api/users/login', { json: { phone: '01012345678', code: 'abcdef' } }, 'code'],
      ['a five-digit code', '/api/users/login', { json: { phone: '01012345678', code: '12345' } }, 'code'],
      ['an extra-long code', '/api/users/login', { json: { phone: '01012345678', code: '1'.repeat(50_000) } }, 'code'],
      ['no code', '/api/users/login', { json: { phone: '01012345678' } }, 'code'],
      ['a bad phone on sign-in', '/api/users/login', { json: { phone: 'x'.repeat(10_000), code: '123456' } }, 'phone'],
    ];

    it.each(cases)('answers 400 BAD_REQUEST to %s', async (_label, path, init, field) => {
      const response = await app.request(path, { method: 'POST', ...init });
      const body = await expectError(response, 400, 'BAD_REQUEST');
      expect(body.status.message).toMatch(/[가-힣]/);
      if (field) expect(body.status.field).toBe(field);
    });

    it('does not spend a login attempt on a malformed code', async () => {
      const phone = '01090000020';
      await addCandidate(app, phone);
      const code = await requestCode(app, phone);
      for (let i = 0; i < 6; i++) {
        await expectError(await login(app, phone, 'abcdef'), 400, 'BAD_REQUEST');
      }
      expect((await login(app, phone, code)).status).toBe(200);
    });
  });

  describe('access tokens', () => {
    let session: Tokens & { userId: string };
    beforeAll(async () => {
      await addCandidate(app, '01090000030');
      session = await tokensFor(app, '01090000030');
    });

    it('asks for a sign-in when no token is sent', async () => {
      await expectError(await my(app), 401, 'UNAUTHORIZED');
      await expectError(
        await app.request('/api/v3/users/my', { headers: { Authorization: 'Basic abc' } }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('refuses a garbage token', async () => {
      await expectError(await my(app, 'not-a-jwt'), 401, 'INVALID_TOKEN');
      await expectError(await my(app, 'a.b.c'), 401, 'INVALID_TOKEN');
    });

    it('refuses a token signed with another key', async () => {
      const token = await forge(app, session.userId).sign(new TextEncoder().encode('x'.repeat(48)));
      await expectError(await my(app, token), 401, 'INVALID_TOKEN');
    });

    it('refuses an unsigned token (alg none)', async () => {
      const now = Math.floor(app.deps.now().getTime() / 1000);
      const payload = {
        sub: session.userId,
        kind: 'candidate',
        iss: 'boltx',
        aud: 'boltx-api',
        iat: now,
        exp: now + 600,
      };
      const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
      await expectError(await my(app, token), 401, 'INVALID_TOKEN');
    });

    it('refuses a token tampered with after signing', async () => {
      const [header, , signature] = session.accessToken.split('.');
      const now = Math.floor(app.deps.now().getTime() / 1000);
      const payload = {
        sub: '00000000-0000-4000-8000-000000000000',
        kind: 'candidate',
        iss: 'boltx',
        aud: 'boltx-api',
        iat: now,
        exp: now + 600,
      };
      await expectError(await my(app, `${header}.${base64url(payload)}.${signature}`), 401, 'INVALID_TOKEN');
    });

    it('refuses a token for another audience, another issuer or another algorithm, even with the right key', async () => {
      const key = await jwtKeyOf(app);
      // The right key and claims do work, so the refusals below are about the one thing changed.
      expect((await my(app, await forge(app, session.userId).sign(key))).status).toBe(200);
      const wrongAudience = await forge(app, session.userId, { audience: 'other-api' }).sign(key);
      await expectError(await my(app, wrongAudience), 401, 'INVALID_TOKEN');
      const wrongIssuer = await forge(app, session.userId, { issuer: 'someone-else' }).sign(key);
      await expectError(await my(app, wrongIssuer), 401, 'INVALID_TOKEN');
      const otherAlgorithm = await forge(app, session.userId, { alg: 'HS512' }).sign(key);
      await expectError(await my(app, otherAlgorithm), 401, 'INVALID_TOKEN');
      const noKind = await forge(app, session.userId, { kind: null }).sign(key);
      await expectError(await my(app, noKind), 401, 'INVALID_TOKEN');
    });

    it('forbids a business-console token on a candidate route', async () => {
      const token = await forge(app, session.userId, { kind: 'biz' }).sign(await jwtKeyOf(app));
      await expectError(await my(app, token), 403, 'FORBIDDEN');
    });

    it('stops answering a deleted candidate whose access token is still alive', async () => {
      const phone = '01090000031';
      const id = await addCandidate(app, phone);
      const tokens = await tokensFor(app, phone);
      await app.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, id));
      await expectError(await my(app, tokens.accessToken), 401, 'UNAUTHORIZED');
    });
  });

  describe('refresh tokens', () => {
    it('answers a new pair whose access token works', async () => {
      const phone = '01090000040';
      await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      const response = await refresh(app, first.refreshToken);
      expect(response.status).toBe(200);
      const next = (await response.json()) as Tokens;
      expect(Object.keys(next).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(next.refreshToken).not.toBe(first.refreshToken);
      const me = await my(app, next.accessToken);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ userId: first.userId });
      // The successor rotates in turn.
      expect((await refresh(app, next.refreshToken)).status).toBe(200);
    });

    it('gives a second tab presenting the same used token within 30 seconds the same successor', async () => {
      const phone = '01090000041';
      await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      const tabA = (await (await refresh(app, first.refreshToken)).json()) as Tokens;
      const tabBResponse = await refresh(app, first.refreshToken);
      expect(tabBResponse.status).toBe(200);
      const tabB = (await tabBResponse.json()) as Tokens;
      expect(tabB.refreshToken).toBe(tabA.refreshToken);
      expect((await my(app, tabB.accessToken)).status).toBe(200);
      // The family is still healthy: the shared successor rotates.
      expect((await refresh(app, tabA.refreshToken)).status).toBe(200);
    });

    it('revokes the whole family when a used token comes back after its successor was already used', async () => {
      const phone = '01090000042';
      await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      const second = (await (await refresh(app, first.refreshToken)).json()) as Tokens;
      const third = (await (await refresh(app, second.refreshToken)).json()) as Tokens;
      await expectError(await refresh(app, first.refreshToken), 401, 'INVALID_TOKEN');
      await expectError(await refresh(app, third.refreshToken), 401, 'INVALID_TOKEN');
    });

    it('gives two refreshes fired at once with the same token the same successor', async () => {
      const phone = '01090000043';
      await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      const answers = await Promise.all([refresh(app, first.refreshToken), refresh(app, first.refreshToken)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as Tokens[];
      expect(a.refreshToken).toBe(b.refreshToken);
      expect((await my(app, a.accessToken)).status).toBe(200);
      expect((await my(app, b.accessToken)).status).toBe(200);
      expect((await refresh(app, a.refreshToken)).status).toBe(200);
    });

    it('ends the family at logout', async () => {
      const phone = '01090000044';
      await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      const second = (await (await refresh(app, first.refreshToken)).json()) as Tokens;
      const out = await app.request('/api/auth/logout', { method: 'POST', token: second.refreshToken });
      expect(out.status).toBe(200);
      expect(await out.json()).toEqual({ ok: true });
      await expectError(await refresh(app, second.refreshToken), 401, 'INVALID_TOKEN');
      await expectError(await refresh(app, first.refreshToken), 401, 'INVALID_TOKEN');
    });

    it('leaves the other sessions of the same candidate alone at logout', async () => {
      const phone = '01090000045';
      await addCandidate(app, phone);
      const laptop = await tokensFor(app, phone);
      const phoneSession = await tokensFor(app, phone);
      await app.request('/api/auth/logout', { method: 'POST', token: laptop.refreshToken });
      await expectError(await refresh(app, laptop.refreshToken), 401, 'INVALID_TOKEN');
      expect((await refresh(app, phoneSession.refreshToken)).status).toBe(200);
    });

    it('answers logout without a token or with an unknown one calmly', async () => {
      expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
      expect((await app.request('/api/auth/logout', { method: 'POST', token: 'unknown-token' })).status).toBe(200);
    });

    it('refuses to refresh a deleted candidate', async () => {
      const phone = '01090000046';
      const id = await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      await app.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, id));
      await expectError(await refresh(app, first.refreshToken), 401, 'INVALID_TOKEN');
    });

    it('refuses a refresh without a token or with an unknown one', async () => {
      await expectError(await app.request('/api/auth/refresh'), 401, 'INVALID_TOKEN');
      await expectError(
        await app.request('/api/auth/refresh', { headers: { Authorization: 'Bearer ' } }),
        401,
        'INVALID_TOKEN',
      );
      await expectError(await refresh(app, 'unknown-token'), 401, 'INVALID_TOKEN');
      await expectError(await refresh(app, 'x'.repeat(5_000)), 401, 'INVALID_TOKEN');
    });

    it('does not accept an access token as a refresh token', async () => {
      const phone = '01090000047';
      await addCandidate(app, phone);
      const first = await tokensFor(app, phone);
      await expectError(await refresh(app, first.accessToken), 401, 'INVALID_TOKEN');
    });
  });
});

/** Tests that move the server clock get their own app, so the moves cannot reach the other tests. */
describe.each(drivers)('sign-in over time on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('expires a code after five minutes', async () => {
    const phone = '01090000101';
    await addCandidate(app, phone);
    const code = await requestCode(app, phone);
    app.advance(301_000);
    await expectError(await login(app, phone, code), 400, 'CODE_EXPIRED', CODE_EXPIRED_MESSAGE);
    // A fresh code works again.
    expect((await login(app, phone, await requestCode(app, phone))).status).toBe(200);
  });

  it('still accepts a code just before the five minutes are up', async () => {
    const phone = '01090000102';
    await addCandidate(app, phone);
    const code = await requestCode(app, phone);
    app.advance(299_000);
    expect((await login(app, phone, code)).status).toBe(200);
  });

  it('allows codes again once the hour has passed', async () => {
    const phone = '01090000103';
    for (let i = 0; i < 5; i++) await requestCode(app, phone);
    await expectError(
      await app.request('/api/users/login/code', { method: 'POST', json: { phone } }),
      429,
      'TOO_MANY_REQUESTS',
    );
    app.advance(3_601_000);
    const code = await requestCode(app, phone);
    expect(await latestCode(app, phone)).toBe(code);
  });

  it('expires an access token after its time to live and lets refresh replace it', async () => {
    const phone = '01090000104';
    await addCandidate(app, phone);
    const { body } = await signIn(app, phone);
    app.advance((app.deps.env.accessTokenTtlSeconds - 5) * 1000);
    expect((await my(app, body.accessToken)).status).toBe(200);
    app.advance(10_000);
    await expectError(await my(app, body.accessToken), 401, 'EXPIRED_TOKEN');
    const next = (await (await refresh(app, body.refreshToken)).json()) as Tokens;
    expect((await my(app, next.accessToken)).status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back after the grace period', async () => {
    const phone = '01090000105';
    await addCandidate(app, phone);
    const { body: first } = await signIn(app, phone);
    const second = (await (await refresh(app, first.refreshToken)).json()) as Tokens;
    app.advance(31_000);
    await expectError(await refresh(app, first.refreshToken), 401, 'INVALID_TOKEN');
    // The successor, never used, is gone too: whoever holds it must sign in again.
    await expectError(await refresh(app, second.refreshToken), 401, 'INVALID_TOKEN');
  });

  it('still hands out the same successor 29 seconds after the first use', async () => {
    const phone = '01090000106';
    await addCandidate(app, phone);
    const { body: first } = await signIn(app, phone);
    const second = (await (await refresh(app, first.refreshToken)).json()) as Tokens;
    app.advance(29_000);
    const again = await refresh(app, first.refreshToken);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Tokens).refreshToken).toBe(second.refreshToken);
  });

  it('ends a refresh token left unused past its time to live', async () => {
    const phone = '01090000107';
    await addCandidate(app, phone);
    const { body } = await signIn(app, phone);
    app.advance((app.deps.env.refreshTokenTtlSeconds + 1) * 1000);
    await expectError(await refresh(app, body.refreshToken), 401, 'INVALID_TOKEN');
  });
});

describe.each(drivers)('a short refresh family lifetime on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, {
      REFRESH_FAMILY_TTL_SECONDS: '120',
      REFRESH_TOKEN_TTL_SECONDS: '60',
    });
  });
  afterAll(() => app?.close());

  it('ends refreshing at the family lifetime even while the tokens keep rotating', async () => {
    const phone = '01090000201';
    await addCandidate(app, phone);
    const { body } = await signIn(app, phone);
    let token = body.refreshToken;
    for (const step of [50_000, 50_000]) {
      app.advance(step);
      const response = await refresh(app, token);
      expect(response.status).toBe(200);
      token = ((await response.json()) as Tokens).refreshToken;
    }
    // 100 s in: the last token's own lifetime (60 s) would reach 160 s, the family's ends at 120 s.
    app.advance(25_000);
    await expectError(await refresh(app, token), 401, 'INVALID_TOKEN');
  });

  it('ends a refresh token unused for longer than its own lifetime', async () => {
    const phone = '01090000202';
    await addCandidate(app, phone);
    const { body } = await signIn(app, phone);
    app.advance(61_000);
    await expectError(await refresh(app, body.refreshToken), 401, 'INVALID_TOKEN');
  });

  it('lets a new sign-in start a new family after the old one ended', async () => {
    const phone = '01090000203';
    await addCandidate(app, phone);
    const { body: old } = await signIn(app, phone);
    app.advance(121_000);
    await expectError(await refresh(app, old.refreshToken), 401, 'INVALID_TOKEN');
    const { body: fresh } = await signIn(app, phone);
    expect((await refresh(app, fresh.refreshToken)).status).toBe(200);
  });
});
