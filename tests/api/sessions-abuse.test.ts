/**
 * Sessions and abuse limits that the other suites do not prove already: a deletion ends
 * every device's session; tokens of another algorithm are refused even with the right claims and
 * key; wrong sign-in codes are limited per client address; the tax office's daily limit; and every
 * limit, and the refresh-token rules, held across two replicas over one database.
 *
 * Proven elsewhere and not repeated: refresh rotation, reuse and the family's absolute lifetime,
 * logout, alg none, HS512, wrong audience or issuer, expiry (auth.test.ts); a code's five tries and
 * five sends an hour (auth.test.ts); console and partner sign-in limits per e-mail and per address
 * (biz-auth.test.ts, partners.test.ts); messenger sign-ins per address (kakao-login.test.ts); career
 * lookups per day (verification.test.ts); tokens of one kind at another's door (partners.test.ts,
 * biz-auth.test.ts, offers-authorization.test.ts, authorization-matrix.test.ts); limits per address
 * and overall on code sends, verification requests and sign-ups, lockouts a stranger cannot cause,
 * and per-candidate limits on inquiries and messages (abuse-limits.test.ts).
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../server/db/schema';
import { LOGIN_LIMITED_MESSAGE } from '../../server/domain/login-attempts';
import { FAILED_CODE_CHECKS_PER_IP_PER_HOUR } from '../../server/domain/one-time-codes';
import { accounts, BIZ_PASSWORD } from './biz-fixtures';
import { addCandidate, expectError, latestCode, otherCode, refresh, type Tokens } from './helpers';
import { createSignup, signupBody, verificationRequest } from './signup-flow';
import { createReplica, createTestApp, drivers, jwtSecretOf, signIn, type TestApp } from './test-app';

const HOUR_MS = 3_600_000;

let serial = 0;
/** A phone of this suite (0106 333 xxxx) that never asked for a code. */
const freshPhone = () => `0106333${String(++serial).padStart(4, '0')}`;
let addressSerial = 0;
/** A client address of its own, as the proxy reports it (TRUST_PROXY=1). */
const freshIp = () => `10.0.${Math.floor(++addressSerial / 250)}.${addressSerial % 250}`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

const my = (app: TestApp, token: string) => app.request('/api/v3/users/my', { token });

function login(app: TestApp, phone: string, code: string, ip: string) {
  return app.request('/api/users/login', { method: 'POST', json: { phone, code }, headers: from(ip) });
}

/** A code the phone asked for through `app`, read back from the sandbox inbox. */
async function codeFor(app: TestApp, phone: string) {
  const sent = await app.request('/api/users/login/code', { method: 'POST', json: { phone } });
  expect(sent.status).toBe(200);
  return latestCode(app, phone);
}

/** `count` wrong codes from `ip`, each for a phone that has none (a guess, like any wrong code). */
async function wrongCodes(app: TestApp, ip: string, count: number) {
  const statuses: number[] = [];
  for (let guess = 0; guess < count; guess++) statuses.push((await login(app, freshPhone(), '123456', ip)).status);
  return statuses;
}

describe.each(drivers)('sessions on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('ends the session of every device when the account is deleted, rotated tokens included', async () => {
    const phone = freshPhone();
    const id = await addCandidate(app, phone);
    const laptop = (await signIn(app, phone)).body;
    const handset = (await signIn(app, phone)).body;
    const rotated = (await (await refresh(app, laptop.refreshToken)).json()) as Tokens;

    const deleted = await app.request('/api/v3/users', {
      method: 'DELETE',
      token: handset.accessToken,
      json: { reason: '이직했어요' },
    });
    expect(deleted.status).toBe(200);

    for (const token of [laptop.refreshToken, rotated.refreshToken, handset.refreshToken]) {
      await expectError(await refresh(app, token), 401, 'INVALID_TOKEN');
    }
    for (const token of [laptop.accessToken, rotated.accessToken, handset.accessToken]) {
      await expectError(await my(app, token), 401, 'UNAUTHORIZED');
    }
    const stored = await app.deps.db.select().from(refreshTokens).where(eq(refreshTokens.subjectId, id));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(stored.filter((row) => row.revokedAt === null)).toEqual([]);
  });

  describe('the pinned algorithm', () => {
    let userId: string;
    let claims: Record<string, unknown>;
    beforeAll(async () => {
      const phone = freshPhone();
      userId = await addCandidate(app, phone);
      const now = Math.floor(app.deps.now().getTime() / 1000);
      claims = { sub: userId, kind: 'candidate', iss: 'boltx', aud: 'boltx-api', iat: now, exp: now + 600 };
    });

    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    async function hmacSigned(alg: string) {
      const secret = await jwtSecretOf(app);
      const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    }

    it('refuses a header naming another algorithm over the server’s own HMAC signature', async () => {
      // The same bytes under `HS256` are a good token: the refusals are about the header alone.
      expect((await my(app, await hmacSigned('HS256'))).status).toBe(200);
      for (const alg of ['RS256', 'ES256', 'PS256', 'HS384', 'none']) {
        await expectError(await my(app, await hmacSigned(alg)), 401, 'INVALID_TOKEN');
      }
    });

    it.each(['RS256', 'ES256', 'EdDSA'])('refuses a token signed %s with a key of its own', async (alg) => {
      const { privateKey } = await generateKeyPair(alg);
      const token = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(privateKey);
      await expectError(await my(app, token), 401, 'INVALID_TOKEN');
    });
  });
});

describe.each(drivers)('wrong sign-in codes per client address on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    // Codes are asked for from one address; per-address code limits are abuse-limits.test.ts's.
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  it(`locks an address after ${FAILED_CODE_CHECKS_PER_IP_PER_HOUR} wrong codes, whatever the phones, for the rest of the hour`, async () => {
    const ip = freshIp();
    expect(new Set(await wrongCodes(app, ip, FAILED_CODE_CHECKS_PER_IP_PER_HOUR))).toEqual(new Set([400]));
    await expectError(await login(app, freshPhone(), '123456', ip), 429, 'TOO_MANY_REQUESTS', LOGIN_LIMITED_MESSAGE);

    // Even the right code is refused from there; another address signs the member in.
    const phone = freshPhone();
    await addCandidate(app, phone);
    const code = await codeFor(app, phone);
    await expectError(await login(app, phone, code, ip), 429, 'TOO_MANY_REQUESTS');
    expect((await login(app, phone, code, freshIp())).status).toBe(200);

    app.advance(HOUR_MS + 1000);
    const later = await codeFor(app, phone);
    expect((await login(app, phone, later, ip)).status).toBe(200);
  });

  it('counts only wrong codes: not sign-ins, not a code already dead, not malformed bodies', async () => {
    const ip = freshIp();
    const member = freshPhone();
    await addCandidate(app, member);
    for (let signIn = 0; signIn < 3; signIn++) {
      expect((await login(app, member, await codeFor(app, member), ip)).status).toBe(200);
    }
    // A non-member with the right code learns only that: no guess either.
    const stranger = freshPhone();
    await expectError(await login(app, stranger, await codeFor(app, stranger), ip), 404, 'NOT_MEMBER');
    for (let malformed = 0; malformed < 10; malformed++) {
      await expectError(await login(app, member, 'abcdef', ip), 400, 'BAD_REQUEST');
    }
    // Five wrong tries count; the right code after them finds the code dead and does not.
    const code = await codeFor(app, member);
    for (let guess = 0; guess < 5; guess++)
      await expectError(await login(app, member, otherCode(code), ip), 400, 'CODE_INVALID');
    await expectError(await login(app, member, code, ip), 400, 'CODE_EXPIRED');

    const rest = FAILED_CODE_CHECKS_PER_IP_PER_HOUR - 5;
    expect(new Set(await wrongCodes(app, ip, rest))).toEqual(new Set([400]));
    await expectError(await login(app, freshPhone(), '123456', ip), 429, 'TOO_MANY_REQUESTS');
  });

  it('counts wrong codes fired at once: exactly those past the limit get 429', async () => {
    const ip = freshIp();
    const extra = 15;
    const answers = await Promise.all(
      Array.from({ length: FAILED_CODE_CHECKS_PER_IP_PER_HOUR + extra }, () => login(app, freshPhone(), '123456', ip)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(FAILED_CODE_CHECKS_PER_IP_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });
});

describe.each(drivers)('the tax office lookups per day on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { CAREER_LOOKUPS_PER_DAY: '3' });
  });
  afterAll(() => app?.close());

  it('allows CAREER_LOOKUPS_PER_DAY tax lookups per phone per KST day, then answers 412', async () => {
    const phone = freshPhone();
    const id = await addCandidate(app, phone, '박세무');
    // addCandidate's person: born 1990-01-01, male.
    const json = { name: '박세무', phone, identity: '9001011234567', consent: true };
    // A token signed for each call: the next day's outlives the first one's 15 minutes.
    const lookup = async () =>
      app.request('/api/v3/users/tax', {
        method: 'POST',
        token: await app.deps.accessTokens.sign({ subjectId: id, kind: 'candidate' }),
        json,
      });
    for (let count = 0; count < 3; count++) expect((await lookup()).status).toBe(200);
    await expectError(await lookup(), 412, 'DAILY_LIMIT', '요청 건수가 초과되었습니다.');
    app.advance(24 * HOUR_MS);
    expect((await lookup()).status).toBe(200);
  });
});

describe.each(drivers)('limits and sessions held across two replicas on %s', (driver) => {
  let app: TestApp;
  let replica: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, {
      TRUST_PROXY: '1',
      CAREER_LOOKUPS_PER_DAY: '4',
      EXIST_CHECKS_PER_HOUR: '4',
      LOGIN_ATTEMPTS_PER_HOUR: '6',
      LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '10',
    });
    replica = await createReplica(app);
  });
  afterAll(async () => {
    await replica?.close();
    await app?.close();
  });

  /** Alternates the replicas: a load balancer's round robin. */
  const replicaOf = (index: number) => (index % 2 === 0 ? app : replica);

  it('refuses the sixth code of an hour for a phone, whichever replica gets the requests', async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 5; sent++) {
      const response = await replicaOf(sent).request('/api/users/login/code', { method: 'POST', json: { phone } });
      expect(response.status).toBe(200);
    }
    for (const either of [app, replica]) {
      await expectError(
        await either.request('/api/users/login/code', { method: 'POST', json: { phone } }),
        429,
        'TOO_MANY_REQUESTS',
      );
    }
  });

  it('kills a code after five wrong tries spread over both replicas, and accepts a code once on either', async () => {
    const phone = freshPhone();
    await addCandidate(app, phone);
    const code = await codeFor(app, phone);
    for (let guess = 0; guess < 5; guess++) {
      await expectError(await login(replicaOf(guess), phone, otherCode(code), freshIp()), 400, 'CODE_INVALID');
    }
    await expectError(await login(replica, phone, code, freshIp()), 400, 'CODE_EXPIRED');

    const next = await codeFor(replica, phone);
    expect((await login(app, phone, next, freshIp())).status).toBe(200);
    expect((await login(replica, phone, next, freshIp())).status).toBe(400);
  });

  it('adds up the wrong codes of one address on both replicas', async () => {
    const ip = freshIp();
    const half = FAILED_CODE_CHECKS_PER_IP_PER_HOUR / 2;
    expect(new Set([...(await wrongCodes(app, ip, half)), ...(await wrongCodes(replica, ip, half))])).toEqual(
      new Set([400]),
    );
    for (const either of [app, replica]) {
      await expectError(await login(either, freshPhone(), '123456', ip), 429, 'TOO_MANY_REQUESTS');
    }
  });

  it('refuses a console e-mail everywhere at its ceiling of failures, spread over both replicas and many addresses', async () => {
    const attempt = (target: TestApp, password: string) =>
      target.request('/api/biz/login', {
        method: 'POST',
        json: { email: accounts.maru, password },
        headers: from(freshIp()),
      });
    for (let failure = 0; failure < 10; failure++) {
      await expectError(await attempt(replicaOf(failure), 'not-the-password'), 401, 'UNAUTHORIZED');
    }
    for (const either of [app, replica]) {
      await expectError(await attempt(either, BIZ_PASSWORD), 429, 'TOO_MANY_REQUESTS', LOGIN_LIMITED_MESSAGE);
    }
  });

  it('locks a client address after LOGIN_ATTEMPTS_PER_HOUR console and partner failures on both replicas', async () => {
    const ip = freshIp();
    for (const [path, domain] of [
      ['/api/biz/login', 'boltx.example'],
      ['/api/partners/login', 'partners.example'],
    ]) {
      // A new e-mail each time: one e-mail's own failures from one address slow down sooner.
      let guess = 0;
      const attempt = (target: TestApp, address = ip) =>
        target.request(path, {
          method: 'POST',
          json: { email: `nobody${++guess}@${domain}`, password: 'wrong' },
          headers: from(address),
        });
      for (let failure = 0; failure < 6; failure++) {
        await expectError(await attempt(replicaOf(failure)), 401, 'UNAUTHORIZED');
      }
      for (const either of [app, replica]) await expectError(await attempt(either), 429, 'TOO_MANY_REQUESTS');
      expect((await attempt(replica, freshIp())).status).toBe(401);
    }
  });

  it('counts a phone’s career lookups of the KST day on both replicas: then 412', async () => {
    const body = signupBody(freshPhone());
    const signupId = await createSignup(app, body);
    const lookup = (target: TestApp) =>
      target.request('/api/v3/users/verify/request', { method: 'POST', json: verificationRequest(signupId, body) });
    for (let count = 0; count < 4; count++) expect((await lookup(replicaOf(count))).status).toBe(200);
    for (const either of [app, replica]) await expectError(await lookup(either), 412, 'DAILY_LIMIT');
  });

  it('counts an address’s membership checks on both replicas: then 429', async () => {
    const ip = freshIp();
    const check = (target: TestApp) =>
      target.request(`/api/users/exist?name=${encodeURIComponent('박테스트')}&phone=${freshPhone()}`, {
        headers: from(ip),
      });
    for (let count = 0; count < 4; count++) expect((await check(replicaOf(count))).status).toBe(200);
    for (const either of [app, replica]) await expectError(await check(either), 429, 'TOO_MANY_REQUESTS');
  });

  it('rotates a refresh token on one replica and, reused on the other past the grace, revokes the family on both', async () => {
    const phone = freshPhone();
    await addCandidate(app, phone);
    const first = (await signIn(app, phone)).body;
    const second = (await (await refresh(replica, first.refreshToken)).json()) as Tokens;
    // Within the grace, the other replica hands out the same successor.
    const again = (await (await refresh(app, first.refreshToken)).json()) as Tokens;
    expect(again.refreshToken).toBe(second.refreshToken);
    app.advance(31_000);
    await expectError(await refresh(app, first.refreshToken), 401, 'INVALID_TOKEN');
    await expectError(await refresh(replica, second.refreshToken), 401, 'INVALID_TOKEN');
  });

  it('ends on one replica the session logged out on the other, and a deleted account on both', async () => {
    const phone = freshPhone();
    await addCandidate(app, phone);
    const session = (await signIn(replica, phone)).body;
    const out = await app.request('/api/auth/logout', { method: 'POST', token: session.refreshToken });
    expect(out.status).toBe(200);
    await expectError(await refresh(replica, session.refreshToken), 401, 'INVALID_TOKEN');

    const other = (await signIn(app, phone)).body;
    const deleted = await replica.request('/api/v3/users', {
      method: 'DELETE',
      token: other.accessToken,
      json: { reason: '이직했어요' },
    });
    expect(deleted.status).toBe(200);
    await expectError(await refresh(app, other.refreshToken), 401, 'INVALID_TOKEN');
    await expectError(await my(app, other.accessToken), 401, 'UNAUTHORIZED');
  });
});
