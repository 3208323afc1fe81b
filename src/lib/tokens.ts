/**
 * Where the session's tokens live (SPEC §3): a candidate's in localStorage under "token" and
 * "refresh-token"; a partner's in sessionStorage under the same names, so it ends with the tab.
 * The business console is a separate realm with its own keys in sessionStorage, so a recruiter
 * signing in or out never touches a candidate's session, and closing the tab on a shared office
 * computer ends the console session with the candidates' data it showed.
 */
const ACCESS_KEY = 'token';
const REFRESH_KEY = 'refresh-token';
const BIZ_ACCESS_KEY = 'biz-token';
const BIZ_REFRESH_KEY = 'biz-refresh-token';

export type TokenHolder = 'candidate' | 'partner' | 'biz';
/** The candidate's app (candidates and partners) or the business console. */
export type TokenRealm = 'app' | 'biz';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  holder: TokenHolder;
}

const slotOf = (holder: TokenHolder) =>
  holder === 'biz'
    ? { storage: sessionStorage, access: BIZ_ACCESS_KEY, refresh: BIZ_REFRESH_KEY }
    : { storage: holder === 'partner' ? sessionStorage : localStorage, access: ACCESS_KEY, refresh: REFRESH_KEY };

const holdersOf = (realm: TokenRealm): readonly TokenHolder[] => (realm === 'biz' ? ['biz'] : ['partner', 'candidate']);

export function readTokens(realm: TokenRealm = 'app'): StoredTokens | undefined {
  for (const holder of holdersOf(realm)) {
    const slot = slotOf(holder);
    const accessToken = slot.storage.getItem(slot.access);
    const refreshToken = slot.storage.getItem(slot.refresh);
    if (accessToken && refreshToken) return { accessToken, refreshToken, holder };
  }
  return undefined;
}

export function writeTokens(tokens: StoredTokens): void {
  const slot = slotOf(tokens.holder);
  slot.storage.setItem(slot.access, tokens.accessToken);
  slot.storage.setItem(slot.refresh, tokens.refreshToken);
}

export function clearTokens(realm: TokenRealm = 'app'): void {
  for (const holder of holdersOf(realm)) {
    const slot = slotOf(holder);
    slot.storage.removeItem(slot.access);
    slot.storage.removeItem(slot.refresh);
  }
}

/** Session-storage keys that belong to the business console (a candidate's sign-out keeps them). */
export const isBizStorageKey = (key: string) => key === BIZ_ACCESS_KEY || key === BIZ_REFRESH_KEY;
