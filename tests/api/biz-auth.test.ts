import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenPair } from '../../src/contract/auth';
import { BizMe, BUSINESS_REGISTRATION } from '../../src/contract/biz';
import { type Account, accounts, BIZ_PASSWORD, bizLogin, candidateToken, poolCandidate } from './biz-fixtures';
import { expectError, refresh } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const FAILED_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
const LIMITED_MESSAGE = '로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.';
/** LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR here (100 by default): failures from all addresses together. */
const ACCOUNT_CEILING = 10;

describe.each(drivers)('business console sign-in on %s', (driver) => {
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
  /** Every test signs in from its own address, so the per-IP count of one test never limits another. */
  const newIp = () => {
    ipSerial += 1;
    return `198.51.100.${ipSerial}`;
  };
  const login = (json: unknown, ip: string) =>
    app.request('/api/biz/login', { method: 'POST', json, headers: { 'X-Forwarded-For': ip } });
  const me = (token: string) => app.request('/api/biz/me', { token });

  it('signs every seeded account in and says who it is', async () => {
    const expected: Record<Account, { role: string; company: string | null }> = {
      hanbit: { role: 'recruiter', company: '한빛모빌리티' },
      nuri: { role: 'recruiter', company: '누리페이' },
      maru: { role: 'recruiter', company: '마루클라우드' },
      agent: { role: 'agent', company: null },
      operator: { role: 'operator', company: null },
    };
    for (const [account, { role, company }] of Object.entries(expected) as [Account, (typeof expected)[Account]][]) {
      const response = await login({ email: accounts[account], password: BIZ_PASSWORD }, newIp());
      expect(response.status).toBe(200);
      const tokens = await response.json();
      expect(is(tokens, TokenPair)).toBe(true);
      const answer = await me((tokens as TokenPair).accessToken);
      expect(answer.status).toBe(200);
      const body = await answer.json();
      expect(is(body, BizMe), JSON.stringify(body)).toBe(true);
      expect(body).toMatchObject({ email: accounts[account], role });
      expect((body as BizMe).company?.name ?? null).toBe(company);
      if (company) expect(is((body as BizMe).company?.registrationNumber, BUSINESS_REGISTRATION)).toBe(true);
    }
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login({ email: '  Agent@BoltX.example ', password: BIZ_PASSWORD }, newIp());
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const ip = newIp();
    const wrongPassword = await expectError(
      await login({ email: accounts.hanbit, password: 'wrong-password' }, ip),
      401,
      'UNAUTHORIZED',
      FAILED_MESSAGE,
    );
    const unknownEmail = await expectError(
      await login({ email: 'nobody@boltx.example', password: BIZ_PASSWORD }, ip),
      401,
      'UNAUTHORIZED',
      FAILED_MESSAGE,
    );
    expect(wrongPassword).toEqual(unknownEmail);
    expect(app.logs.join('\n')).not.toContain('wrong-password');
  });

  it('refuses malformed bodies with 400', async () => {
    await expectError(await login({ email: accounts.agent }, newIp()), 400, 'BAD_REQUEST');
    await expectError(await login({ email: 'a', password: 'x' }, newIp()), 400, 'BAD_REQUEST');
    await expectError(await login('not an object', newIp()), 400, 'BAD_REQUEST');
  });

  it('refuses an e-mail to every address for the hour once its ceiling of failures came from many addresses', async () => {
    const email = accounts.maru;
    for (let attempt = 0; attempt < ACCOUNT_CEILING; attempt++) {
      await expectError(await login({ email, password: `guess-${attempt}` }, newIp()), 401, 'UNAUTHORIZED');
    }
    await expectError(
      await login({ email, password: BIZ_PASSWORD }, newIp()),
      429,
      'TOO_MANY_REQUESTS',
      LIMITED_MESSAGE,
    );
    expect((await login({ email: accounts.nuri, password: BIZ_PASSWORD }, newIp())).status).toBe(200);
    app.advance(3_600_000 + 1000);
    expect((await login({ email, password: BIZ_PASSWORD }, newIp())).status).toBe(200);
  });

  it('locks a client address after LOGIN_ATTEMPTS_PER_HOUR failed attempts, whatever the e-mail', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 15; attempt++) {
      await expectError(
        await login({ email: `nobody${attempt}@boltx.example`, password: 'x' }, ip),
        401,
        'UNAUTHORIZED',
      );
    }
    await expectError(await login({ email: accounts.agent, password: BIZ_PASSWORD }, ip), 429, 'TOO_MANY_REQUESTS');
    expect((await login({ email: accounts.agent, password: BIZ_PASSWORD }, newIp())).status).toBe(200);
  });

  it('counts wrong guesses fired at once for one e-mail: those past the limit get 429', async () => {
    const email = 'parallel-guesses@boltx.example';
    const guesses = ACCOUNT_CEILING + 5;
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, attempt) => login({ email, password: `guess-${attempt}` }, newIp())),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_CEILING);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    await expectError(await login({ email, password: 'one-more' }, newIp()), 429, 'TOO_MANY_REQUESTS', LIMITED_MESSAGE);
  });

  it('counts wrong guesses fired at once from one address: those past the limit get 429', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login({ email: `racer${attempt}@boltx.example`, password: 'x' }, ip)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(15);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('does not count successful sign-ins', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await login({ email: accounts.operator, password: BIZ_PASSWORD }, ip)).status).toBe(200);
    }
  });

  it('refreshes a business session with the shared refresh call', async () => {
    const tokens = await bizLogin(app, 'hanbit');
    const response = await refresh(app, tokens.refreshToken);
    expect(response.status).toBe(200);
    const next = (await response.json()) as TokenPair;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    const answer = await me(next.accessToken);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email: accounts.hanbit });
  });

  it('keeps business and candidate tokens apart', async () => {
    const biz = await bizLogin(app, 'agent');
    const candidate = await poolCandidate(app);
    await expectError(await me(await candidateToken(app, candidate.id)), 403, 'FORBIDDEN');
    await expectError(await app.request('/api/v3/users/my', { token: biz.accessToken }), 403, 'FORBIDDEN');
    await expectError(await app.request('/api/biz/me'), 401, 'UNAUTHORIZED');
    await expectError(await me('not-a-token'), 401, 'INVALID_TOKEN');
  });

  it('expires the access token after 15 minutes with EXPIRED_TOKEN', async () => {
    const tokens = await bizLogin(app, 'nuri');
    app.advance(15 * 60_000 + 1000);
    await expectError(await me(tokens.accessToken), 401, 'EXPIRED_TOKEN');
  });
});
