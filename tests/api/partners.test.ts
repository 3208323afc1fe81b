/**
 * Partners' sign-in and session: the demo partner, the console's limits on failed attempts, the
 * shared refresh, a disabled partner shut out, and tokens that open only their own doors.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../server/db/schema-partners';
import { demoPartner } from '../../server/db/seed-demo-event';
import { LOGIN_LIMITED_MESSAGE } from '../../server/domain/login-attempts';
import { createPartner, PARTNER_DISABLED_MESSAGE } from '../../server/domain/partners';
import { TokenPair } from '../../src/contract/auth';
import { PartnerMe } from '../../src/contract/partners';
import { bizToken } from './biz-fixtures';
import { expectError, refresh } from './helpers';
import { insertedCandidate, partnerToken } from './income-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const PASSWORD = 'boltx-demo-2026';
const FAILED_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
/** LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR here (100 by default): failures from all addresses together. */
const ACCOUNT_CEILING = 10;

describe.each(drivers)('partners on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, {
      TRUST_PROXY: '1',
      LOGIN_ATTEMPTS_PER_HOUR: '15',
      LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: String(ACCOUNT_CEILING),
    });
  });
  afterAll(() => app?.close());

  let ipSerial = 0;
  /** Every test signs in from its own address, so one test's per-IP count never limits another. */
  const newIp = () => {
    ipSerial += 1;
    return `203.0.113.${ipSerial}`;
  };
  const login = (json: unknown, ip = newIp()) =>
    app.request('/api/partners/login', { method: 'POST', json, headers: { 'X-Forwarded-For': ip } });
  const me = (token: string | undefined) => app.request('/api/partners/me', { token });

  async function signedIn(email: string = demoPartner.email, password = PASSWORD): Promise<TokenPair> {
    const response = await login({ email, password });
    expect(response.status, await response.clone().text()).toBe(200);
    const tokens = (await response.json()) as TokenPair;
    expect(is(tokens, TokenPair)).toBe(true);
    return tokens;
  }

  let partnerSerial = 0;
  async function newPartner(name = '윤파트너') {
    partnerSerial += 1;
    const email = `partner${partnerSerial}@example.com`;
    const partner = await createPartner(app.deps.db, { email, password: 'partner-password-1', name });
    return { ...partner, email, password: 'partner-password-1' };
  }

  it('signs the demo partner in; the page has the link and no referrals yet', async () => {
    const tokens = await signedIn('  Partner@BoltX.example ');
    const response = await me(tokens.accessToken);
    const body = (await response.json()) as PartnerMe;
    expect(is(body, PartnerMe), JSON.stringify(body)).toBe(true);
    expect(body).toEqual({
      name: '최민준',
      referralPath: '/r/MinjunPartner1',
      referrals: [],
      counts: { total: 0, submitted: 0, matched: 0 },
    });
  });

  it('gives new partners a random link of at least 10 letters and digits', async () => {
    const first = await newPartner();
    const second = await newPartner();
    expect(first.referralToken).toMatch(/^[0-9A-Za-z]{10,}$/);
    expect(second.referralToken).not.toBe(first.referralToken);
    const body = (await (await me((await signedIn(first.email, first.password)).accessToken)).json()) as PartnerMe;
    expect(body.referralPath).toBe(`/r/${first.referralToken}`);
  });

  it('answers a wrong password and an unknown e-mail alike, and malformed bodies with 400', async () => {
    const wrong = await expectError(
      await login({ email: demoPartner.email, password: 'wrong-password' }),
      401,
      'UNAUTHORIZED',
      FAILED_MESSAGE,
    );
    const unknown = await expectError(
      await login({ email: 'nobody@boltx.example', password: PASSWORD }),
      401,
      'UNAUTHORIZED',
      FAILED_MESSAGE,
    );
    expect(wrong).toEqual(unknown);
    expect(app.logs.join('\n')).not.toContain('wrong-password');
    await expectError(await login({ email: demoPartner.email }), 400, 'BAD_REQUEST');
    await expectError(await login({ email: 'a', password: 'x' }), 400, 'BAD_REQUEST');
    await expectError(await login({ email: demoPartner.email, password: 'x'.repeat(101) }), 400, 'BAD_REQUEST');
    await expectError(await login('nope'), 400, 'BAD_REQUEST');
  });

  it('locks an e-mail at its ceiling of failures from many addresses, and an address after LOGIN_ATTEMPTS_PER_HOUR', async () => {
    const partner = await newPartner();
    for (let attempt = 0; attempt < ACCOUNT_CEILING; attempt++) {
      await expectError(await login({ email: partner.email, password: `guess-${attempt}` }), 401, 'UNAUTHORIZED');
    }
    await expectError(
      await login({ email: partner.email, password: partner.password }),
      429,
      'TOO_MANY_REQUESTS',
      LOGIN_LIMITED_MESSAGE,
    );

    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login({ email: `racer${attempt}@example.com`, password: 'x' }, ip)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(15);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // Successful sign-ins are not counted.
    const quiet = newIp();
    for (let attempt = 0; attempt < 16; attempt++) {
      expect((await login({ email: demoPartner.email, password: PASSWORD }, quiet)).status).toBe(200);
    }
  });

  it('refreshes a partner session with the shared refresh call', async () => {
    const tokens = await signedIn();
    const response = await refresh(app, tokens.refreshToken);
    expect(response.status).toBe(200);
    const next = (await response.json()) as TokenPair;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await me(next.accessToken)).status).toBe(200);
  });

  it('shuts a disabled partner out: sign-in, session, refresh and link', async () => {
    const partner = await newPartner();
    const tokens = await signedIn(partner.email, partner.password);
    await app.deps.db.update(partners).set({ disabledAt: app.deps.now() }).where(eq(partners.id, partner.id));
    await expectError(
      await login({ email: partner.email, password: partner.password }),
      403,
      'PARTNER_DISABLED',
      PARTNER_DISABLED_MESSAGE,
    );
    await expectError(await login({ email: partner.email, password: 'wrong' }), 401, 'UNAUTHORIZED', FAILED_MESSAGE);
    await expectError(await me(tokens.accessToken), 401, 'UNAUTHORIZED');
    await expectError(await refresh(app, tokens.refreshToken), 401, 'INVALID_TOKEN');
    await expectError(await app.request(`/api/referrals/${partner.referralToken}`), 404, 'REFERRAL_NOT_FOUND');
  });

  it('keeps partner tokens and other tokens apart', async () => {
    const partner = await partnerToken(app);
    const candidate = await insertedCandidate(app, '01080990001');
    await expectError(await me(candidate.token), 403, 'FORBIDDEN');
    await expectError(await me(await bizToken(app, 'agent')), 403, 'FORBIDDEN');
    await expectError(await me(undefined), 401, 'UNAUTHORIZED');
    await expectError(await me('not-a-token'), 401, 'INVALID_TOKEN');
    await expectError(await app.request('/api/v3/users/my', { token: partner }), 403, 'FORBIDDEN');
    await expectError(await app.request('/api/v3/users/offers', { token: partner }), 403, 'FORBIDDEN');
    await expectError(await app.request('/api/biz/me', { token: partner }), 403, 'FORBIDDEN');
    await expectError(
      await app.request('/api/income/lifetime/verify', {
        method: 'POST',
        token: partner,
        json: { years: [2018, 2019, 2020, 2021, 2022], loginTypeLevel: 1 },
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('expires the access token after 15 minutes with EXPIRED_TOKEN', async () => {
    const tokens = await signedIn();
    app.advance(15 * 60_000 + 1000);
    await expectError(await me(tokens.accessToken), 401, 'EXPIRED_TOKEN');
  });
});
