/**
 * Ends a session on this device. A candidate's (SPEC §4: logout and expiry go to "/"): tokens,
 * session storage, every cached query and the persisted copy in IndexedDB, and — unless the
 * session merely expired — the writes still waiting in the outbox and this device's push
 * subscription. A partner's (SPEC §4: clear session storage, go to "/partners/login"): session
 * storage and the partner's page data, never the candidate's tokens in localStorage, so a
 * candidate on the same device stays signed in.
 */
import * as apiPaths from '../contract/api-paths';
import { clearPersistedCache } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { clearTokens, isOtherSessionKey, readTokens } from '../lib/tokens';
import { appStore } from './app-store';
import { tokensVersionAtom } from './session-state';

const API = import.meta.env.VITE_API_URL ?? '/api';

/** The query root of the partner's pages (features/partners). */
const PARTNER_QUERY_ROOT = 'partners';

export interface SignOutOptions {
  revoke: boolean;
  realm?: 'app' | 'partner';
  /**
   * Keep the candidate's queued writes (an expired session: they go once the same person signs in
   * again). Otherwise a candidate's sign-out drops them with everything else of theirs.
   */
  keepOutbox?: boolean;
}

export async function signOut(options: SignOutOptions): Promise<string> {
  const realm = options.realm ?? 'app';
  const tokens = readTokens(realm);
  if (realm === 'app' && !options.keepOutbox && tokens) {
    // Loaded only now, so the landing does not carry the outbox.
    await import('../lib/outbox-client')
      .then(({ dropOutboxOfSignedIn }) => dropOutboxOfSignedIn())
      .catch(() => undefined);
  }
  if (realm === 'app' && !options.keepOutbox && 'serviceWorker' in navigator) {
    // A shared phone must not keep showing the previous person's offers (lib/push-subscription.ts).
    await import('../lib/push-subscription')
      .then(({ dropPushOnSignOut }) => dropPushOnSignOut(tokens?.accessToken))
      .catch(() => undefined);
  }
  if (options.revoke && tokens) {
    // Best effort: offline, the refresh family still expires by itself.
    await fetch(`${API}${apiPaths.authLogout}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.refreshToken}` },
    }).catch(() => undefined);
  }
  clearTokens(realm);
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
  for (const key of keys) {
    if (!isOtherSessionKey(key)) sessionStorage.removeItem(key);
  }
  if (realm === 'partner') {
    queryClient.removeQueries({ queryKey: [PARTNER_QUERY_ROOT] });
  } else {
    queryClient.clear();
    await clearPersistedCache().catch(() => undefined);
  }
  appStore.set(tokensVersionAtom, (version) => version + 1);
  return realm === 'partner' ? '/partners/login' : '/';
}
