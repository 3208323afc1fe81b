/**
 * Keeps the candidate's tokens in localStorage (SPEC §3, what the app reads) and their mirror in
 * IndexedDB (what the service worker's outbox reads) in agreement. Refresh tokens rotate and a
 * used one presented again revokes the family, so the page and the worker refresh under one Web
 * Lock, and whoever holds it first adopts a pair the other already rotated. Loaded only when
 * tokens change or a refresh is due, never with the landing.
 */

import { TOKEN_REFRESH_LOCK } from '../contract/outbox';
import { accessTokenClaims, hasExpired } from '../contract/token-claims';
import { clearAuth, readAuth } from '../shared-outbox/outbox-auth';
import { withLock } from '../shared-outbox/outbox-lock';
import { mirrorTokens } from './mirror-tokens';
import { readTokens, tokensMirrored, writeTokens } from './tokens';

/** Must run under the refresh lock: a pair the worker rotated wins, otherwise localStorage does. */
async function reconcile(): Promise<void> {
  await tokensMirrored();
  const local = readTokens('app');
  const shared = await readAuth();
  if (!local) {
    if (shared) await clearAuth();
    return;
  }
  if (shared?.accessToken === local.accessToken && shared.refreshToken === local.refreshToken) return;
  const subject = accessTokenClaims(local.accessToken).subject ?? '';
  if (shared && shared.writer === 'worker' && shared.subject === subject && !shared.refused) {
    writeTokens({ accessToken: shared.accessToken, refreshToken: shared.refreshToken, holder: 'candidate' });
  } else {
    await mirrorTokens(local);
  }
  // Whatever was written reaches IndexedDB before the lock is let go.
  await tokensMirrored();
}

/** On start, on becoming visible and when the worker says it rotated the pair; a lock not granted in time skips it. */
export const reconcileTokens = (): Promise<void> =>
  withLock(TOKEN_REFRESH_LOCK, () => reconcile()).catch(() => undefined);

/**
 * The page's refresh (lib/http.ts) for the candidate: under the shared lock, first adopt a pair
 * the worker rotated meanwhile; refresh only when the access token still is the expired one.
 * Rejects with LockUnavailableError when the lock is not granted in time (shared-outbox/outbox-lock.ts).
 */
export function refreshCandidate(refresh: () => Promise<boolean>): Promise<boolean> {
  const expired = readTokens('app')?.accessToken;
  return withLock(TOKEN_REFRESH_LOCK, async () => {
    await reconcile().catch(() => undefined);
    const current = readTokens('app');
    if (!current) return false;
    if (current.accessToken !== expired && !hasExpired(current.accessToken)) return true;
    try {
      return await refresh();
    } finally {
      await tokensMirrored();
    }
  });
}
