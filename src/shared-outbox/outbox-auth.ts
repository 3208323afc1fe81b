/**
 * The tokens the worker sends queued writes with. A worker cannot read localStorage, so pages
 * mirror the candidate's pair into IndexedDB (`OutboxAuth`). Refresh tokens rotate and a used one
 * presented again revokes the whole family, so a refresh — here or in a page — runs under one
 * Web Lock and starts from the freshest stored pair: whoever comes second finds the successor
 * and uses it instead of refreshing again. The worker writes its successor with writer
 * 'worker' and tells open pages, which copy it to localStorage. `fetchAsCandidate` is one request
 * with that session and refresh: the outbox's replays, and the worker's renewal of a push
 * subscription (push.ts).
 */
import { is, mask } from 'superstruct';
import * as apiPaths from '../contract/api-paths';
import { TokenPair } from '../contract/auth';
import { ErrorBody, ErrorCode } from '../contract/errors';
import { OUTBOX_AUTH_KEY, OUTBOX_AUTH_STORE, OutboxAuth, TOKEN_REFRESH_LOCK } from '../contract/outbox';
import { API_BASE } from '../contract/paths';
import { hasExpired } from '../contract/token-claims';
import { inStore, lastRequest } from './outbox-db';
import { withLock } from './outbox-lock';

export const readAuth = (): Promise<OutboxAuth | undefined> =>
  inStore(OUTBOX_AUTH_STORE, 'readonly', async (store) => {
    const value: unknown = await lastRequest(store.get(OUTBOX_AUTH_KEY));
    return is(value, OutboxAuth) ? value : undefined;
  });

export const writeAuth = (auth: OutboxAuth): Promise<void> =>
  inStore(OUTBOX_AUTH_STORE, 'readwrite', async (store) => {
    await lastRequest(store.put(auth, OUTBOX_AUTH_KEY));
  });

export const clearAuth = (): Promise<void> =>
  inStore(OUTBOX_AUTH_STORE, 'readwrite', async (store) => {
    await lastRequest(store.delete(OUTBOX_AUTH_KEY));
  });

/** A request of the worker's without an answer by then counts as no connection (as the page's do, lib/http.ts). */
const WORKER_REQUEST_TIMEOUT_MS = 30_000;

/** `init` with a deadline, unless the caller brought a signal of its own. */
function timed<I extends RequestInit>(init: I): I {
  if (init.signal || typeof AbortSignal.timeout !== 'function') return init;
  return { ...init, signal: AbortSignal.timeout(WORKER_REQUEST_TIMEOUT_MS) };
}

/** Who the drainer sends as, and how it gets a new access token. */
export interface SessionSource {
  /** The session now; undefined when nobody is signed in (or the server refused its refresh). */
  current(): Promise<{ accessToken: string; subject: string } | undefined>;
  /**
   * A usable access token after `used` expired: refreshed, or someone else's fresher one.
   * 'refused' ends the session; 'unreachable' (no connection, 5xx) keeps it for later.
   */
  refresh(used: string): Promise<'ok' | 'refused' | 'unreachable'>;
}

export interface WorkerSessionOptions {
  /** The worker tells pages it rotated the pair. */
  onRotated: () => void;
  fetch?: typeof fetch;
}

/** The worker's session: the mirrored pair, refreshed under the shared lock. */
export function workerSession({ onRotated, fetch: send = fetch }: WorkerSessionOptions): SessionSource {
  return {
    async current() {
      const auth = await readAuth();
      return auth && !auth.refused ? { accessToken: auth.accessToken, subject: auth.subject } : undefined;
    },
    // A lock that cannot be had, or storage that does not answer, keeps the session for later.
    refresh: (used) =>
      withLock(TOKEN_REFRESH_LOCK, async (): Promise<'ok' | 'refused' | 'unreachable'> => {
        const latest = await readAuth();
        if (!latest || latest.refused) return 'refused';
        // A page (or an earlier drain) refreshed since `used` was read: its pair is the one to use.
        if (latest.accessToken !== used && !hasExpired(latest.accessToken)) return 'ok';
        let response: Response;
        try {
          response = await send(
            latest.refreshUrl,
            timed({ headers: { Authorization: `Bearer ${latest.refreshToken}` } }),
          );
        } catch {
          return 'unreachable';
        }
        if (response.status === 401 || response.status === 403) {
          await writeAuth({ ...latest, refused: true });
          return 'refused';
        }
        if (!response.ok) return 'unreachable';
        let pair: TokenPair;
        try {
          pair = mask(await response.json(), TokenPair);
        } catch {
          return 'unreachable';
        }
        const now = await readAuth();
        // Signed out (or someone else signed in) while the refresh was on its way: keep nothing.
        if (!now || now.refreshToken !== latest.refreshToken) return now ? 'ok' : 'refused';
        await writeAuth({ ...latest, ...pair, writer: 'worker', writtenAt: Date.now(), refused: undefined });
        onRotated();
        return 'ok';
      }).catch(() => 'unreachable' as const),
  };
}

/** The API base the page uses (the mirror records its refresh URL), for what the worker sends itself. */
export function apiBaseOf(auth: Pick<OutboxAuth, 'refreshUrl'> | undefined): string {
  const url = auth?.refreshUrl;
  return url?.endsWith(apiPaths.authRefresh) ? url.slice(0, -apiPaths.authRefresh.length) : API_BASE;
}

/** Why a request could not go as the candidate: no connection (or a 5xx refresh), or no usable session. */
export type NotSent = 'network' | 'session';

async function isExpiredTokenAnswer(response: Response): Promise<boolean> {
  try {
    return mask(await response.clone().json(), ErrorBody).status.code === ErrorCode.expiredToken;
  } catch {
    return false;
  }
}

/**
 * One request with the session's access token, as `subject` only (another candidate signed in
 * meanwhile: 'session'). The token is refreshed first when it has expired, and once more on a
 * 401 EXPIRED_TOKEN, after which the request is made again — the caller's request must be safe to
 * repeat (the outbox's carry their Idempotency-Key). Any other answer is the caller's to read.
 */
export async function fetchAsCandidate(
  session: SessionSource,
  subject: string,
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
  send: typeof fetch = fetch,
): Promise<Response | NotSent> {
  const attempt = async (): Promise<Response | NotSent> => {
    const current = await session.current();
    if (!current || current.subject !== subject) return 'session';
    const headers = { ...init.headers, Authorization: `Bearer ${current.accessToken}` };
    return send(url, timed({ ...init, headers })).catch(() => 'network' as const);
  };
  const refresh = async (): Promise<'ok' | NotSent> => {
    const current = await session.current();
    if (!current) return 'session';
    const refreshed = await session.refresh(current.accessToken);
    return refreshed === 'ok' ? 'ok' : refreshed === 'refused' ? 'session' : 'network';
  };

  const before = await session.current();
  if (!before || before.subject !== subject) return 'session';
  if (hasExpired(before.accessToken)) {
    const refreshed = await refresh();
    if (refreshed !== 'ok') return refreshed;
  }
  const response = await attempt();
  if (!(response instanceof Response) || response.status !== 401) return response;
  if (!(await isExpiredTokenAnswer(response))) return 'session';
  const refreshed = await refresh();
  return refreshed === 'ok' ? attempt() : refreshed;
}
