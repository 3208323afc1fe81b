/**
 * The tokens the worker sends queued writes with. A worker cannot read localStorage, so pages
 * mirror the candidate's pair into IndexedDB (`OutboxAuth`). Refresh tokens rotate and a used one
 * presented again revokes the whole family, so a refresh — here or in a page — runs under one
 * Web Lock and starts from the freshest stored pair: whoever comes second finds the successor
 * and uses it instead of refreshing again. The worker writes its successor with writer
 * 'worker' and tells open pages, which copy it to localStorage.
 */
import { is, mask } from 'superstruct';
import { TokenPair } from '../src/contract/auth';
import { OUTBOX_AUTH_KEY, OUTBOX_AUTH_STORE, OutboxAuth, TOKEN_REFRESH_LOCK } from '../src/contract/outbox';
import { hasExpired } from '../src/contract/token-claims';
import { inStore, requestResult } from './outbox-db';
import { withLock } from './outbox-lock';

export const readAuth = (): Promise<OutboxAuth | undefined> =>
  inStore(OUTBOX_AUTH_STORE, 'readonly', async (store) => {
    const value: unknown = await requestResult(store.get(OUTBOX_AUTH_KEY));
    return is(value, OutboxAuth) ? value : undefined;
  });

export const writeAuth = (auth: OutboxAuth): Promise<void> =>
  inStore(OUTBOX_AUTH_STORE, 'readwrite', async (store) => {
    await requestResult(store.put(auth, OUTBOX_AUTH_KEY));
  });

export const clearAuth = (): Promise<void> =>
  inStore(OUTBOX_AUTH_STORE, 'readwrite', async (store) => {
    await requestResult(store.delete(OUTBOX_AUTH_KEY));
  });

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
    refresh: (used) =>
      withLock(TOKEN_REFRESH_LOCK, async () => {
        const latest = await readAuth();
        if (!latest || latest.refused) return 'refused';
        // A page (or an earlier drain) refreshed since `used` was read: its pair is the one to use.
        if (latest.accessToken !== used && !hasExpired(latest.accessToken)) return 'ok';
        let response: Response;
        try {
          response = await send(latest.refreshUrl, { headers: { Authorization: `Bearer ${latest.refreshToken}` } });
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
      }),
  };
}
