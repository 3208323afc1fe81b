/**
 * The API client. Adds the bearer token, checks every response against the contract, and
 * keeps the session alive: a 401 EXPIRED_TOKEN triggers one refresh shared by every request
 * that is waiting (single flight), after which each is retried once. A refresh the server
 * refuses ends the session; a refresh that cannot reach the server (offline) does not. The
 * candidate's refresh also waits for, and adopts, one the service worker made for the outbox.
 * A 503 MAINTENANCE (the server's database is away) is no service, like no connection: it
 * rejects with ServerUnavailableError and turns the app's maintenance state on until a request
 * succeeds (server-availability.ts). Likewise a request with no answer (offline, a timeout), a
 * gateway's 502/503/504 or an HTML page where JSON was expected (a captive portal): a
 * NetworkError, and the server counts as unreachable until a request succeeds. A 429 says it is
 * a limit and roughly when to try again (limit-message.ts), whichever screen shows it.
 */
import { type Describe, mask, type Struct, StructError } from 'superstruct';
import * as apiPaths from '../contract/api-paths';
import { TokenPair } from '../contract/auth';
import { ErrorBody, ErrorCode } from '../contract/errors';
import { API_BASE } from '../contract/paths';
import { limitMessage, retryAfterSeconds } from './limit-message';
import { reportServerError } from './monitoring';
import { markServerAvailable, markServerUnavailable, markServerUnreachable } from './server-availability';
import { announceSessionExpired } from './session-events';
import { readTokens, type TokenRealm, writeTokens } from './tokens';

const apiBase = import.meta.env.VITE_API_URL ?? API_BASE;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The whole error body, for the few errors that carry more than the status (e.g. a new continuation). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown when the request never got an answer (offline, DNS, aborted). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * The server answered 503 MAINTENANCE: it runs but cannot serve (its database is away). A kind of
 * NetworkError, so pages keep what they show and writes go to the outbox, as when offline.
 */
export class ServerUnavailableError extends NetworkError {
  override name = 'ServerUnavailableError';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates (and strips unknown fields from) the response. */
  response?: Struct<T, unknown> | Describe<T>;
  /** Send the stored access token (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Whose tokens to send: the candidate's app (default) or the business console. */
  realm?: TokenRealm;
}

const FALLBACK_MESSAGE = '요청을 완료하지 못했습니다.';

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

/** A request without an answer by then counts as no connection (a dead Wi-Fi that still claims a link). */
const REQUEST_TIMEOUT_MS = 30_000;

function withTimeout(signal: AbortSignal | null | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal ?? undefined;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: withTimeout(init.signal) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    markServerUnreachable();
    throw new NetworkError(timedOut ? 'timeout' : error instanceof Error ? error.message : 'network error');
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A gateway's failure or a page that is not our API's JSON (a captive portal's login page). */
function notOurApi(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status === 204 || type.includes('json')) return false;
  return response.ok || GATEWAY_STATUSES.has(response.status);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  let error: ApiError;
  try {
    const { status } = mask(body, ErrorBody);
    error = new ApiError(response.status, status.code, status.message, status.field, body);
  } catch {
    error = new ApiError(response.status, ErrorCode.internal, FALLBACK_MESSAGE);
  }
  if (response.status !== 429) return error;
  const said = error.code === ErrorCode.internal ? undefined : error.message;
  const message = limitMessage(said, retryAfterSeconds(response.headers.get('Retry-After')));
  return new ApiError(429, ErrorCode.tooManyRequests, message, error.field, error.body);
}

/** The maintenance answer as a ServerUnavailableError (and the app's maintenance state on), else undefined. */
function unavailableError(response: Response, error: ApiError): ServerUnavailableError | undefined {
  if (response.status !== 503 || error.code !== ErrorCode.maintenance) return undefined;
  markServerUnavailable(response.headers.get('Retry-After'));
  return new ServerUnavailableError(error.message);
}

const refreshing = new Map<TokenRealm, Promise<boolean>>();

/** The refresh lock stayed taken (by a page or worker that does not let go): the request ends with this. */
export const REFRESH_STUCK_MESSAGE = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * The candidate's refresh coordinates with the service worker, which refreshes the same pair to
 * send the offline outbox (lib/token-mirror.ts); without IndexedDB it simply refreshes.
 */
async function refreshWithWorker(refresh: () => Promise<boolean>): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return refresh();
  let shared: typeof import('./token-mirror');
  try {
    shared = await import('./token-mirror');
  } catch {
    return refresh();
  }
  try {
    return await shared.refreshCandidate(refresh);
  } catch (error) {
    // By name: the lock's module loads with token-mirror.ts, never with the landing.
    if (error instanceof Error && error.name === 'LockUnavailableError') {
      throw new ApiError(503, 'REFRESH_UNAVAILABLE', REFRESH_STUCK_MESSAGE);
    }
    throw error;
  }
}

/** Exchanges the refresh token for a new pair; concurrent callers of one realm share one request. */
export function refreshSession(realm: TokenRealm = 'app'): Promise<boolean> {
  const inFlight = refreshing.get(realm);
  if (inFlight) return inFlight;
  const refresh = async () => {
    const tokens = readTokens(realm);
    if (!tokens) return false;
    const response = await send(buildUrl(apiPaths.authRefresh), {
      headers: { Authorization: `Bearer ${tokens.refreshToken}` },
    });
    // Only a refusal ends the session; a server hiccup (5xx, 429) is not the user's fault.
    if (response.status === 401 || response.status === 403) return false;
    if (!response.ok) {
      const unavailable = unavailableError(response, await toApiError(response));
      throw unavailable ?? new ApiError(response.status, 'REFRESH_UNAVAILABLE', FALLBACK_MESSAGE);
    }
    let pair: TokenPair;
    try {
      pair = mask(await response.json(), TokenPair);
    } catch {
      return false;
    }
    const current = readTokens(realm);
    // Signed out while the refresh was in flight: do not bring the session back.
    if (!current) return false;
    // Another tab refreshed first and stored the same successor (or a newer one): use what it stored.
    if (current.refreshToken !== tokens.refreshToken) return true;
    writeTokens({ ...pair, holder: tokens.holder });
    return true;
  };
  const attempt = (realm === 'app' ? refreshWithWorker(refresh) : refresh()).finally(() => {
    refreshing.delete(realm);
  });
  refreshing.set(realm, attempt);
  return attempt;
}

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, response: struct, auth = true, signal, realm = 'app' } = options;
  const url = buildUrl(path, query);

  const attempt = () => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? readTokens(realm)?.accessToken : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    return send(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  };

  let response = await attempt();
  if (notOurApi(response)) {
    markServerUnreachable();
    throw new NetworkError(`no API answer (${response.status})`);
  }
  if (response.status === 401 && auth) {
    const error = await toApiError(response);
    if (error.code !== ErrorCode.expiredToken) throw error;
    if (!(await refreshSession(realm))) {
      announceSessionExpired(realm);
      throw error;
    }
    response = await attempt();
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status > 499) reportServerError(response.status, path, error.code);
    if (GATEWAY_STATUSES.has(response.status) && error.code !== ErrorCode.maintenance) markServerUnreachable();
    if (response.status === 401 && error.code === ErrorCode.expiredToken) announceSessionExpired(realm);
    throw unavailableError(response, error) ?? error;
  }
  markServerAvailable();
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  if (!struct) return json as T;
  try {
    return mask(json, struct as Struct<T, unknown>);
  } catch (error) {
    if (error instanceof StructError) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', FALLBACK_MESSAGE, error.path.join('.'));
    }
    throw error;
  }
}
