/**
 * Ends the session on this device: tokens, session storage, every cached query and the
 * persisted copy in IndexedDB. SPEC §4: logout and expiry go to "/", a partner's expiry to
 * "/partners/login".
 */
import { apiPaths } from '../contract/paths';
import { clearPersistedCache } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { clearTokens, isBizStorageKey, readTokens } from '../lib/tokens';
import { appStore } from './app-store';
import { tokensVersionAtom } from './session-state';

const API = import.meta.env.VITE_API_URL ?? '/api';

export async function signOut(options: { revoke: boolean }): Promise<string> {
  const tokens = readTokens();
  const destination = tokens?.holder === 'partner' ? '/partners/login' : '/';
  if (options.revoke && tokens) {
    // Best effort: offline, the refresh family still expires by itself.
    await fetch(`${API}${apiPaths.authLogout}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.refreshToken}` },
    }).catch(() => undefined);
  }
  clearTokens();
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
  for (const key of keys) {
    if (!isBizStorageKey(key)) sessionStorage.removeItem(key);
  }
  queryClient.clear();
  await clearPersistedCache().catch(() => undefined);
  appStore.set(tokensVersionAtom, (version) => version + 1);
  return destination;
}
