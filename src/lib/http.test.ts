import { number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, refreshSession, request, ServerUnavailableError } from './http';
import { resetServerAvailability, serverUnavailable } from './server-availability';
import { onSessionExpired } from './session-events';

interface SentRequest {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

const fetchMock = vi.fn<typeof fetch>();
const sessionExpired = vi.fn();
let stopListening: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  stopListening = onSessionExpired(sessionExpired);
});

afterEach(() => {
  stopListening();
  resetServerAvailability();
  sessionExpired.mockReset();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function describeRequest(input: RequestInfo | URL, init?: RequestInit): SentRequest {
  return {
    url: String(input),
    method: init?.method ?? 'GET',
    authorization: new Headers(init?.headers).get('Authorization'),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

function sentRequests(): SentRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => describeRequest(input, init));
}

function refreshRequests(): SentRequest[] {
  return sentRequests().filter((sent) => sent.url === '/api/auth/refresh');
}

function serve(handler: (sent: SentRequest) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input, init) => handler(describeRequest(input, init)));
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function errorResponse(status: number, code: string, message: string, field?: string): Response {
  return jsonResponse({ status: { code, message, field } }, status);
}

const expiredToken = () => errorResponse(401, 'EXPIRED_TOKEN', '로그인이 만료되었습니다.');
const newPair = () => jsonResponse({ accessToken: 'new-access', refreshToken: 'new-refresh' });

function signInCandidate() {
  localStorage.setItem('token', 'old-access');
  localStorage.setItem('refresh-token', 'old-refresh');
}

/** Answers like the API: the old access token has expired, the new one works. */
function serveExpiringSession(refresh: () => Response | Promise<Response> = newPair) {
  serve((sent) => {
    if (sent.url === '/api/auth/refresh') return refresh();
    if (sent.authorization === 'Bearer new-access') return jsonResponse({ path: sent.url });
    return expiredToken();
  });
}

/** Lets every pending promise chain run to where it waits on something the test still holds. */
const letPendingWorkRun = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('request', () => {
  it('sends the access token stored under "token" as a bearer token', async () => {
    signInCandidate();
    serve(() => jsonResponse({ ok: true }));

    await expect(request('/v3/users/my')).resolves.toEqual({ ok: true });

    expect(sentRequests()).toEqual([
      { url: '/api/v3/users/my', method: 'GET', authorization: 'Bearer old-access', body: undefined },
    ]);
  });

  it('sends no Authorization header when there is no session or auth is off', async () => {
    serve(() => jsonResponse({ ok: true }));
    await request('/health');

    signInCandidate();
    await request('/users/login/code', { method: 'POST', body: { phone: '01012345678' }, auth: false });

    expect(sentRequests().map((sent) => sent.authorization)).toEqual([null, null]);
  });

  it('sends the body as JSON and the query as search parameters', async () => {
    serve(() => jsonResponse({ ok: true }));

    await request('/companies', { method: 'POST', body: { name: '볼트' }, query: { page: 2, q: undefined } });

    const [init] = fetchMock.mock.calls.map(([, requestInit]) => requestInit);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentRequests()).toEqual([
      { url: '/api/companies?page=2', method: 'POST', authorization: null, body: { name: '볼트' } },
    ]);
  });

  it('resolves with undefined for 204 No Content', async () => {
    serve(() => new Response(null, { status: 204 }));

    await expect(request('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  describe('when the access token has expired', () => {
    it('refreshes with the refresh token, stores the new pair and retries once with it', async () => {
      signInCandidate();
      serveExpiringSession();

      await expect(request('/v3/users/my')).resolves.toEqual({ path: '/api/v3/users/my' });

      expect(sentRequests()).toEqual([
        { url: '/api/v3/users/my', method: 'GET', authorization: 'Bearer old-access', body: undefined },
        { url: '/api/auth/refresh', method: 'GET', authorization: 'Bearer old-refresh', body: undefined },
        { url: '/api/v3/users/my', method: 'GET', authorization: 'Bearer new-access', body: undefined },
      ]);
      expect(localStorage.getItem('token')).toBe('new-access');
      expect(localStorage.getItem('refresh-token')).toBe('new-refresh');
      expect(sessionExpired).not.toHaveBeenCalled();
    });

    it('shares one refresh between concurrent requests and retries each of them', async () => {
      signInCandidate();
      const refreshAnswer = deferred<Response>();
      serveExpiringSession(() => refreshAnswer.promise);

      const all = Promise.all([request('/companies'), request('/v3/users/my'), request('/companies/logo')]);
      await vi.waitFor(() => expect(refreshRequests()).toHaveLength(1));
      await letPendingWorkRun();
      refreshAnswer.resolve(newPair());

      await expect(all).resolves.toEqual([
        { path: '/api/companies' },
        { path: '/api/v3/users/my' },
        { path: '/api/companies/logo' },
      ]);
      expect(refreshRequests()).toHaveLength(1);
      expect(sentRequests().filter((sent) => sent.authorization === 'Bearer new-access')).toHaveLength(3);
    });

    it('ends the session when the server refuses the refresh', async () => {
      signInCandidate();
      serveExpiringSession(() => errorResponse(401, 'INVALID_TOKEN', '다시 로그인해 주세요.'));

      const outcome = request('/v3/users/my');

      await expect(outcome).rejects.toBeInstanceOf(ApiError);
      await expect(outcome).rejects.toMatchObject({ status: 401, code: 'EXPIRED_TOKEN' });
      expect(sessionExpired).toHaveBeenCalledOnce();
      expect(refreshRequests()).toHaveLength(1);
    });

    it('keeps the session when the refresh cannot reach the server', async () => {
      signInCandidate();
      serveExpiringSession(() => {
        throw new TypeError('Failed to fetch');
      });

      await expect(request('/v3/users/my')).rejects.toBeInstanceOf(NetworkError);

      expect(sessionExpired).not.toHaveBeenCalled();
      expect(localStorage.getItem('token')).toBe('old-access');
      expect(localStorage.getItem('refresh-token')).toBe('old-refresh');
    });

    it('refreshes a partner session into sessionStorage', async () => {
      sessionStorage.setItem('token', 'old-access');
      sessionStorage.setItem('refresh-token', 'partner-refresh');
      serveExpiringSession();

      await expect(request('/companies', { realm: 'partner' })).resolves.toEqual({ path: '/api/companies' });

      expect(refreshRequests()).toEqual([
        { url: '/api/auth/refresh', method: 'GET', authorization: 'Bearer partner-refresh', body: undefined },
      ]);
      expect(sessionStorage.getItem('token')).toBe('new-access');
      expect(sessionStorage.getItem('refresh-token')).toBe('new-refresh');
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('refresh-token')).toBeNull();
    });
  });

  it('does not refresh on a 401 that is not an expired token', async () => {
    signInCandidate();
    serve(() => errorResponse(401, 'INVALID_TOKEN', '다시 로그인해 주세요.'));

    await expect(request('/v3/users/my')).rejects.toMatchObject({ status: 401, code: 'INVALID_TOKEN' });

    expect(refreshRequests()).toHaveLength(0);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('rejects with NetworkError when the request never gets an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(request('/companies')).rejects.toBeInstanceOf(NetworkError);
  });

  describe('while the server is under maintenance (503 MAINTENANCE)', () => {
    const maintenance = () => {
      const response = errorResponse(503, 'MAINTENANCE', '지금은 서비스 점검 중 입니다.');
      response.headers.set('Retry-After', '5');
      return response;
    };

    it('rejects like no connection, with the server message, and shows the maintenance state until a request succeeds', async () => {
      serve(maintenance);
      const outcome = request('/v3/users/my');
      await expect(outcome).rejects.toBeInstanceOf(ServerUnavailableError);
      await expect(outcome).rejects.toBeInstanceOf(NetworkError);
      await expect(outcome).rejects.toMatchObject({ message: '지금은 서비스 점검 중 입니다.' });
      expect(serverUnavailable()).toBe(true);

      serve(() => jsonResponse({ ok: true }));
      await request('/v3/users/my');
      expect(serverUnavailable()).toBe(false);
    });

    it('keeps the session when the refresh meets the maintenance too', async () => {
      signInCandidate();
      serveExpiringSession(maintenance);
      await expect(request('/v3/users/my')).rejects.toBeInstanceOf(ServerUnavailableError);
      expect(sessionExpired).not.toHaveBeenCalled();
      expect(localStorage.getItem('refresh-token')).toBe('old-refresh');
      expect(serverUnavailable()).toBe(true);
    });

    it('leaves other 503s what they are: a refusal with their own message', async () => {
      serve(() =>
        errorResponse(503, 'SENDER_UNAVAILABLE', '지금은 인증번호를 보낼 수 없어요. 잠시 후 다시 시도해 주세요.'),
      );
      const outcome = request('/users/login/code', { method: 'POST', body: { phone: '01012345678' } });
      await expect(outcome).rejects.toBeInstanceOf(ApiError);
      await expect(outcome).rejects.toMatchObject({ status: 503, code: 'SENDER_UNAVAILABLE' });
      expect(serverUnavailable()).toBe(false);
    });
  });

  it('turns a 500 without a JSON body into an INTERNAL ApiError with the fallback message', async () => {
    serve(() => new Response('<html>Bad Gateway</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }));

    const outcome = request('/companies');

    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: '요청을 완료하지 못했습니다.',
    });
  });

  describe('when a limit is reached (429)', () => {
    it('says it is a limit and roughly when to retry, from Retry-After', async () => {
      serve(() => {
        const response = errorResponse(429, 'TOO_MANY_REQUESTS', '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.');
        response.headers.set('Retry-After', '1500');
        return response;
      });
      await expect(request('/users/exist', { query: { name: '이도윤', phone: '01012345678' } })).rejects.toMatchObject({
        name: 'ApiError',
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: '요청이 너무 많아요. 약 25분 뒤에 다시 시도해 주세요.',
      });
    });

    it('names a limit even when the answer has no readable body', async () => {
      serve(() => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } }));
      await expect(request('/companies')).rejects.toMatchObject({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: '요청이 너무 많아요. 약 30초 뒤에 다시 시도해 주세요.',
      });
    });
  });

  it('carries the code, message and field of a 400 error body', async () => {
    serve(() => errorResponse(400, 'BAD_REQUEST', '휴대폰 번호를 확인해 주세요.', 'phone'));

    await expect(request('/users/login/code', { method: 'POST', body: { phone: '0' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'BAD_REQUEST',
      message: '휴대폰 번호를 확인해 주세요.',
      field: 'phone',
    });
  });

  describe('with a response struct', () => {
    const Company = object({ id: string(), employees: number() });

    it('rejects a response that does not match with INVALID_RESPONSE', async () => {
      serve(() => jsonResponse({ id: 'company-1', employees: 'many' }));

      const outcome = request('/companies', { response: Company });

      await expect(outcome).rejects.toBeInstanceOf(ApiError);
      await expect(outcome).rejects.toMatchObject({ code: 'INVALID_RESPONSE', field: 'employees' });
    });

    it('strips fields the contract does not know', async () => {
      serve(() => jsonResponse({ id: 'company-1', employees: 12, internalNote: 'secret' }));

      await expect(request('/companies', { response: Company })).resolves.toStrictEqual({
        id: 'company-1',
        employees: 12,
      });
    });
  });
});

describe('refreshSession', () => {
  it('answers false without calling the server when there is no session', async () => {
    await expect(refreshSession()).resolves.toBe(false);

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers true and stores the new pair when the server accepts the refresh token', async () => {
    signInCandidate();
    serve(() => newPair());

    await expect(refreshSession()).resolves.toBe(true);

    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refresh-token')).toBe('new-refresh');
  });

  it('answers false and keeps the stored tokens when the server refuses', async () => {
    signInCandidate();
    serve(() => errorResponse(401, 'INVALID_TOKEN', '다시 로그인해 주세요.'));

    await expect(refreshSession()).resolves.toBe(false);

    expect(localStorage.getItem('token')).toBe('old-access');
  });
});
