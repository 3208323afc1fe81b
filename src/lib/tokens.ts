/**
 * Where the session's tokens live (SPEC §3): a candidate's in localStorage under "token" and
 * "refresh-token"; a partner's in sessionStorage under the same names, so it ends with the tab.
 */
const ACCESS_KEY = 'token';
const REFRESH_KEY = 'refresh-token';

export type TokenHolder = 'candidate' | 'partner';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  holder: TokenHolder;
}

const storageOf = (holder: TokenHolder) => (holder === 'partner' ? sessionStorage : localStorage);

export function readTokens(): StoredTokens | undefined {
  for (const holder of ['partner', 'candidate'] as const) {
    const storage = storageOf(holder);
    const accessToken = storage.getItem(ACCESS_KEY);
    const refreshToken = storage.getItem(REFRESH_KEY);
    if (accessToken && refreshToken) return { accessToken, refreshToken, holder };
  }
  return undefined;
}

export function writeTokens(tokens: StoredTokens): void {
  const storage = storageOf(tokens.holder);
  storage.setItem(ACCESS_KEY, tokens.accessToken);
  storage.setItem(REFRESH_KEY, tokens.refreshToken);
}

export function clearTokens(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(ACCESS_KEY);
    storage.removeItem(REFRESH_KEY);
  }
}
