import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { candidates, oauthCodes } from '../../server/db/schema';
import { createKakaoOAuth, unconfiguredKakaoOAuth } from '../../server/providers/kakao-oauth';
import { LoginResponse } from '../../src/contract/auth';
import { addCandidate, expectError, refresh } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const LOGIN_FAILED = '카카오 로그인에 실패했어요. 다시 시도해 주세요.';
const PROVIDER_UNAVAILABLE = '지금은 카카오 로그인을 할 수 없어요. 잠시 후 다시 시도해 주세요.';
const NOT_MEMBER = '볼트X 참여 이력이 없어요. 경력 인증으로 시작해 주세요.';
const DEMO_PHONE = '01012345678';
const STATE = 'state-0123456789';

/** Each test signs in from its own address (TRUST_PROXY=1), so the per-IP limit of one cannot reach another. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function authorizeUrl(app: TestApp, redirectUri: string, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ redirectUri, state: STATE });
  return app.request(`/api/auth/kakao/authorize-url?${query}`, { headers });
}

function sandboxAuthorize(app: TestApp, body: unknown) {
  return app.request('/api/sandbox/oauth/authorize', { method: 'POST', json: body });
}

function kakaoLogin(app: TestApp, ip: string, body: unknown) {
  return app.request('/api/users/login/kakao', { method: 'POST', json: body, headers: from(ip) });
}

/** Agrees on the sandbox consent screen and returns the code from where it sends the browser. */
async function consent(app: TestApp, phone: string, redirectUri = '/login/autho'): Promise<string> {
  const response = await sandboxAuthorize(app, { phone, redirectUri, state: STATE });
  expect(response.status).toBe(200);
  const { redirectTo } = (await response.json()) as { redirectTo: string };
  const code = new URL(redirectTo, 'http://localhost').searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirectTo}`);
  return code;
}

const my = (app: TestApp, accessToken: string) => app.request('/api/v3/users/my', { token: accessToken });

describe.each(drivers)('messenger sign-in in the sandbox on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  describe('the authorize URL', () => {
    it('points at our own consent screen with the redirect URI and state', async () => {
      const response = await authorizeUrl(app, '/login/autho?from=offers');
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url.startsWith('/login/sandbox-authorize?')).toBe(true);
      const query = new URL(url, 'http://localhost').searchParams;
      expect(Object.fromEntries(query)).toEqual({
        redirect_uri: '/login/autho?from=offers',
        state: STATE,
        response_type: 'code',
      });
    });

    it('accepts absolute redirect URIs on loopback development origins and on the request origin', async () => {
      for (const redirectUri of [
        'http://localhost:5173/login/autho',
        'http://127.0.0.1:4173/login/autho',
        'http://localhost/login/autho',
      ]) {
        expect((await authorizeUrl(app, redirectUri)).status, redirectUri).toBe(200);
      }
    });

    it('refuses a redirect URI that would leave our pages', async () => {
      for (const redirectUri of [
        'https://evil.example/login/autho',
        '//evil.example/login/autho',
        '/\\evil.example/login/autho',
        'https://localhost:5173/login/autho',
        'http://user@localhost:5173/login/autho',
        'javascript:alert(1)',
        'login/autho',
        '/login/autho#fragment',
      ]) {
        const body = await expectError(await authorizeUrl(app, redirectUri), 400, 'BAD_REQUEST');
        expect(body.status.field, redirectUri).toBe('redirectUri');
      }
    });

    it('refuses a missing or too short state', async () => {
      const missing = await app.request('/api/auth/kakao/authorize-url?redirectUri=%2Flogin%2Fautho');
      expect((await expectError(missing, 400, 'BAD_REQUEST')).status.field).toBe('state');
      const short = await app.request('/api/auth/kakao/authorize-url?redirectUri=%2Flogin%2Fautho&state=abc');
      expect((await expectError(short, 400, 'BAD_REQUEST')).status.field).toBe('state');
    });
  });

  describe('the sandbox consent screen', () => {
    it('sends the browser back with a code and the state, keeping the redirect URI query', async () => {
      const response = await sandboxAuthorize(app, {
        phone: DEMO_PHONE,
        redirectUri: '/login/autho?from=offers',
        state: STATE,
      });
      expect(response.status).toBe(200);
      const { redirectTo } = (await response.json()) as { redirectTo: string };
      expect(redirectTo).toMatch(/^\/login\/autho\?from=offers&code=[\w-]{43}&state=state-0123456789$/);
    });

    it('keeps an absolute redirect URI absolute', async () => {
      const response = await sandboxAuthorize(app, {
        phone: DEMO_PHONE,
        redirectUri: 'http://localhost:5173/login/autho',
        state: STATE,
      });
      const { redirectTo } = (await response.json()) as { redirectTo: string };
      expect(redirectTo.startsWith('http://localhost:5173/login/autho?code=')).toBe(true);
    });

    it('stores the code only as a hash', async () => {
      const code = await consent(app, '01090100001');
      const rows = await app.deps.db.select().from(oauthCodes).where(eq(oauthCodes.phone, '01090100001'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ redirectUri: '/login/autho', usedAt: null });
      expect(rows[0].codeHash).not.toBe(code);
      expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(60_000);
    });

    it('refuses a foreign redirect URI and malformed bodies', async () => {
      await expectError(
        await sandboxAuthorize(app, { phone: DEMO_PHONE, redirectUri: 'https://evil.example/cb', state: STATE }),
        400,
        'BAD_REQUEST',
      );
      for (const [body, field] of [
        [{ phone: '0101234', redirectUri: '/login/autho', state: STATE }, 'phone'],
        [{ phone: DEMO_PHONE, redirectUri: '', state: STATE }, 'redirectUri'],
        [{ phone: DEMO_PHONE, redirectUri: '/login/autho', state: 'short' }, 'state'],
        [{ phone: DEMO_PHONE, redirectUri: '/login/autho' }, 'state'],
      ] as const) {
        const error = await expectError(await sandboxAuthorize(app, body), 400, 'BAD_REQUEST');
        expect(error.status.field).toBe(field);
      }
    });
  });

  describe('signing in with the code', () => {
    it('signs the demo candidate in, with tokens that work', async () => {
      const code = await consent(app, DEMO_PHONE);
      const response = await kakaoLogin(app, '198.51.100.1', { code, redirectUri: '/login/autho' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as LoginResponse;
      expect(is(body, LoginResponse)).toBe(true);
      expect(body.name).toBe('김하늘');
      const me = await my(app, body.accessToken);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ userId: body.userId, name: '김하늘' });
      expect((await refresh(app, body.refreshToken)).status).toBe(200);
    });

    it('accepts a code only once', async () => {
      const code = await consent(app, DEMO_PHONE);
      const ip = '198.51.100.2';
      expect((await kakaoLogin(app, ip, { code, redirectUri: '/login/autho' })).status).toBe(200);
      await expectError(
        await kakaoLogin(app, ip, { code, redirectUri: '/login/autho' }),
        400,
        'CODE_INVALID',
        LOGIN_FAILED,
      );
    });

    it('lets only one of two sign-ins racing with the same code through', async () => {
      const code = await consent(app, DEMO_PHONE);
      const answers = await Promise.all([
        kakaoLogin(app, '198.51.100.3', { code, redirectUri: '/login/autho' }),
        kakaoLogin(app, '198.51.100.3', { code, redirectUri: '/login/autho' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('refuses a code presented with another redirect URI than it was issued for', async () => {
      const code = await consent(app, DEMO_PHONE, '/login/autho');
      const ip = '198.51.100.4';
      await expectError(
        await kakaoLogin(app, ip, { code, redirectUri: '/login/autho?other=1' }),
        400,
        'CODE_INVALID',
        LOGIN_FAILED,
      );
      // The mismatch did not use the code up: its rightful redirect still signs in.
      expect((await kakaoLogin(app, ip, { code, redirectUri: '/login/autho' })).status).toBe(200);
    });

    it('refuses an unknown code and a redirect URI that would leave our pages', async () => {
      const ip = '198.51.100.5';
      await expectError(
        await kakaoLogin(app, ip, { code: 'made-up-code', redirectUri: '/login/autho' }),
        400,
        'CODE_INVALID',
        LOGIN_FAILED,
      );
      const foreign = await kakaoLogin(app, ip, { code: 'made-up-code', redirectUri: 'https://evil.example/cb' });
      expect((await expectError(foreign, 400, 'BAD_REQUEST')).status.field).toBe('redirectUri');
    });

    it('expires a code after 60 seconds', async () => {
      const ip = '198.51.100.6';
      const early = await consent(app, DEMO_PHONE);
      app.advance(59_000);
      expect((await kakaoLogin(app, ip, { code: early, redirectUri: '/login/autho' })).status).toBe(200);
      const late = await consent(app, DEMO_PHONE);
      app.advance(60_000);
      await expectError(
        await kakaoLogin(app, ip, { code: late, redirectUri: '/login/autho' }),
        400,
        'CODE_INVALID',
        LOGIN_FAILED,
      );
    });

    it('tells a phone without a 볼트X account, or a deleted one, that it is not a member', async () => {
      const ip = '198.51.100.7';
      const stranger = await consent(app, '01090100002');
      await expectError(
        await kakaoLogin(app, ip, { code: stranger, redirectUri: '/login/autho' }),
        404,
        'NOT_MEMBER',
        NOT_MEMBER,
      );
      const id = await addCandidate(app, '01090100003');
      await app.deps.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, id));
      const deleted = await consent(app, '01090100003');
      await expectError(await kakaoLogin(app, ip, { code: deleted, redirectUri: '/login/autho' }), 404, 'NOT_MEMBER');
    });

    it('refuses malformed bodies with the error shape', async () => {
      const ip = '198.51.100.8';
      const notJson = await app.request('/api/users/login/kakao', {
        method: 'POST',
        body: '{code',
        headers: { ...from(ip), 'Content-Type': 'application/json' },
      });
      await expectError(notJson, 400, 'BAD_REQUEST');
      for (const [body, field] of [
        [{ redirectUri: '/login/autho' }, 'code'],
        [{ code: '', redirectUri: '/login/autho' }, 'code'],
        [{ code: 'x'.repeat(513), redirectUri: '/login/autho' }, 'code'],
        [{ code: 'abc' }, 'redirectUri'],
        [{ code: 'abc', redirectUri: 'x'.repeat(501) }, 'redirectUri'],
        [{ code: 123, redirectUri: '/login/autho' }, 'code'],
      ] as const) {
        const error = await expectError(await kakaoLogin(app, ip, body), 400, 'BAD_REQUEST');
        expect(error.status.field, JSON.stringify(body)).toBe(field);
      }
    });

    it('limits sign-in attempts per client address to 30 an hour', async () => {
      expect(app.deps.env.loginAttemptsPerHour).toBe(30);
      const ip = '198.51.100.9';
      for (let i = 0; i < 30; i++) {
        await expectError(
          await kakaoLogin(app, ip, { code: `guess-${i}`, redirectUri: '/login/autho' }),
          400,
          'CODE_INVALID',
        );
      }
      const code = await consent(app, DEMO_PHONE);
      await expectError(await kakaoLogin(app, ip, { code, redirectUri: '/login/autho' }), 429, 'TOO_MANY_REQUESTS');
      // Another address is not affected, and the refused attempt did not use the code up.
      expect((await kakaoLogin(app, '198.51.100.10', { code, redirectUri: '/login/autho' })).status).toBe(200);
    });

    it('never writes codes or tokens to the logs', async () => {
      const code = await consent(app, DEMO_PHONE);
      const response = await kakaoLogin(app, '198.51.100.11', { code, redirectUri: '/login/autho' });
      const body = (await response.json()) as LoginResponse;
      const logs = app.logs.join('\n');
      for (const secret of [code, body.accessToken, body.refreshToken]) expect(logs).not.toContain(secret);
    });
  });
});

/** What the stand-in for Kakao's servers received. */
interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

const KAKAO_PHONES: Record<string, string | undefined> = {
  'token-member': '+82 10-1234-5678',
  'token-stranger': '+82 10-9010-0099',
  'token-no-phone': undefined,
};

/** Kakao's token endpoint: which code gets which answer. */
function answerToken(form: Record<string, string>, response: ServerResponse) {
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (form.client_id !== 'test-rest-api-key' || form.client_secret !== 'test-client-secret') {
    return json(401, { error: 'invalid_client', error_code: 'KOE010' });
  }
  if (form.grant_type !== 'authorization_code' || form.redirect_uri !== 'http://localhost:5173/login/autho') {
    return json(400, { error: 'invalid_request', error_code: 'KOE006' });
  }
  switch (form.code) {
    case 'code-member':
      return json(200, { access_token: 'token-member', token_type: 'bearer', expires_in: 21599 });
    case 'code-stranger':
      return json(200, { access_token: 'token-stranger', token_type: 'bearer' });
    case 'code-no-phone':
      return json(200, { access_token: 'token-no-phone', token_type: 'bearer' });
    case 'code-user-down':
      return json(200, { access_token: 'token-user-down', token_type: 'bearer' });
    case 'code-kakao-down':
      return json(503, { msg: 'service unavailable' });
    case 'code-hangs-up':
      return response.socket?.destroy();
    default:
      return json(400, { error: 'invalid_grant', error_code: 'KOE320' });
  }
}

function answerUser(authorization: string | undefined, response: ServerResponse) {
  const token = authorization?.replace(/^Bearer /, '') ?? '';
  if (token === 'token-user-down') {
    response.writeHead(500);
    return response.end('oops');
  }
  if (!(token in KAKAO_PHONES)) {
    response.writeHead(401, { 'Content-Type': 'application/json' });
    return response.end(JSON.stringify({ msg: 'this access token does not exist', code: -401 }));
  }
  const phone = KAKAO_PHONES[token];
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify({ id: 4242, kakao_account: phone ? { has_phone_number: true, phone_number: phone } : {} }),
  );
}

/** A local stand-in for kauth.kakao.com and kapi.kakao.com that records what it was sent. */
async function startKakaoStandIn(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const entry = {
      method: request.method ?? '',
      path: url.pathname,
      contentType: request.headers['content-type'],
      authorization: request.headers.authorization,
      form,
    };
    received.push(entry);
    if (entry.method === 'POST' && entry.path === '/oauth/token') return answerToken(form, response);
    if (entry.method === 'GET' && entry.path === '/v2/user/me') return answerUser(entry.authorization, response);
    response.writeHead(404);
    response.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, received };
}

describe.each(drivers)('messenger sign-in with Kakao itself on %s', (driver) => {
  let app: TestApp;
  let kakao: Awaited<ReturnType<typeof startKakaoStandIn>>;
  const redirectUri = 'http://localhost:5173/login/autho';
  const receivedFor = (code: string) => kakao.received.filter((entry) => entry.form.code === code);

  beforeAll(async () => {
    kakao = await startKakaoStandIn();
    app = await createTestApp(driver, {
      SANDBOX: '0',
      TRUST_PROXY: '1',
      KAKAO_REST_API_KEY: 'test-rest-api-key',
      KAKAO_CLIENT_SECRET: 'test-client-secret',
      KAKAO_AUTH_URL: kakao.url,
      KAKAO_API_URL: kakao.url,
    });
    // Outside the sandbox nobody is seeded: the member Kakao names is a real sign-up's candidate.
    await addCandidate(app, DEMO_PHONE, '김하늘');
  });
  afterAll(async () => {
    await app?.close();
    kakao?.server.closeAllConnections();
    kakao?.server.close();
  });

  it('sends the browser to Kakao asking for the phone number', async () => {
    const response = await authorizeUrl(app, redirectUri);
    expect(response.status).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${kakao.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'test-rest-api-key',
      redirect_uri: redirectUri,
      response_type: 'code',
      state: STATE,
      scope: 'phone_number',
    });
  });

  it('gives Kakao a relative redirect URI resolved against the origin the browser used', async () => {
    const plain = new URL(((await (await authorizeUrl(app, '/login/autho')).json()) as { url: string }).url);
    expect(plain.searchParams.get('redirect_uri')).toBe('http://localhost/login/autho');
    const proxied = await authorizeUrl(app, '/login/autho', { 'X-Forwarded-Proto': 'https' });
    const behindProxy = new URL(((await proxied.json()) as { url: string }).url);
    expect(behindProxy.searchParams.get('redirect_uri')).toBe('https://localhost/login/autho');
  });

  it('refuses a foreign redirect URI here too', async () => {
    await expectError(await authorizeUrl(app, 'https://evil.example/login/autho'), 400, 'BAD_REQUEST');
  });

  it('signs a member in with the code Kakao issued, sending the form and the bearer Kakao expects', async () => {
    const response = await kakaoLogin(app, '192.0.2.1', { code: 'code-member', redirectUri });
    expect(response.status).toBe(200);
    const body = (await response.json()) as LoginResponse;
    expect(body.name).toBe('김하늘');
    expect((await my(app, body.accessToken)).status).toBe(200);

    const [tokenRequest] = receivedFor('code-member');
    expect(tokenRequest).toMatchObject({ method: 'POST', path: '/oauth/token' });
    expect(tokenRequest.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(tokenRequest.form).toEqual({
      grant_type: 'authorization_code',
      client_id: 'test-rest-api-key',
      redirect_uri: redirectUri,
      code: 'code-member',
      client_secret: 'test-client-secret',
    });
    const userRequests = kakao.received.filter((entry) => entry.authorization === 'Bearer token-member');
    expect(userRequests.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /v2/user/me']);
    const logs = app.logs.join('\n');
    for (const secret of ['code-member', 'token-member', 'test-client-secret']) expect(logs).not.toContain(secret);
  });

  it('refuses a code Kakao does not accept, and an account that shares no phone number', async () => {
    const ip = '192.0.2.2';
    await expectError(
      await kakaoLogin(app, ip, { code: 'code-used-before', redirectUri }),
      400,
      'CODE_INVALID',
      LOGIN_FAILED,
    );
    await expectError(await kakaoLogin(app, ip, { code: 'code-no-phone', redirectUri }), 400, 'CODE_INVALID');
  });

  it('answers 503 when Kakao is down, hangs up, refuses our key or fails to answer the user', async () => {
    const ip = '192.0.2.3';
    for (const code of ['code-kakao-down', 'code-hangs-up', 'code-user-down']) {
      await expectError(
        await kakaoLogin(app, ip, { code, redirectUri }),
        503,
        'PROVIDER_UNAVAILABLE',
        PROVIDER_UNAVAILABLE,
      );
    }
    // Kakao refuses the client key (401 invalid_client): our configuration, not the person's code, is at fault.
    const settings = { ...app.deps.env.kakao, restApiKey: 'test-rest-api-key', clientSecret: 'wrong-secret' };
    const refusedKey = createApp({ ...app.deps, kakaoOAuth: createKakaoOAuth(settings, app.deps.logger) });
    const refused = await refusedKey.request('/api/users/login/kakao', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from(ip) },
      body: JSON.stringify({ code: 'code-member', redirectUri }),
    });
    await expectError(refused, 503, 'PROVIDER_UNAVAILABLE');
  });

  it('tells a Kakao account whose phone has no 볼트X account that it is not a member', async () => {
    await expectError(
      await kakaoLogin(app, '192.0.2.4', { code: 'code-stranger', redirectUri }),
      404,
      'NOT_MEMBER',
      NOT_MEMBER,
    );
  });

  it('has no sandbox consent route', async () => {
    await expectError(
      await sandboxAuthorize(app, { phone: DEMO_PHONE, redirectUri: '/login/autho', state: STATE }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 503 when no Kakao key is configured', async () => {
    const unconfigured = createApp({ ...app.deps, kakaoOAuth: unconfiguredKakaoOAuth });
    const query = new URLSearchParams({ redirectUri, state: STATE });
    const url = await unconfigured.request(`/api/auth/kakao/authorize-url?${query}`);
    await expectError(url, 503, 'PROVIDER_UNAVAILABLE');
    const login = await unconfigured.request('/api/users/login/kakao', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from('192.0.2.5') },
      body: JSON.stringify({ code: 'code-member', redirectUri }),
    });
    await expectError(login, 503, 'PROVIDER_UNAVAILABLE');
  });

  it('returns only to PUBLIC_ORIGINS once they are configured', async () => {
    const production = createApp({ ...app.deps, env: { ...app.deps.env, publicOrigins: ['https://boltx.example'] } });
    const ask = (uri: string) =>
      production.request(`/api/auth/kakao/authorize-url?${new URLSearchParams({ redirectUri: uri, state: STATE })}`);
    expect((await ask('https://boltx.example/login/autho')).status).toBe(200);
    expect((await ask('/login/autho')).status).toBe(200);
    await expectError(await ask('http://localhost:5173/login/autho'), 400, 'BAD_REQUEST');
    await expectError(await ask('https://boltx.example.evil.example/login/autho'), 400, 'BAD_REQUEST');
  });
});
