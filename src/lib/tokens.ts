/**
 * Where the session's tokens live (SPEC §3): a candidate's in localStorage under "token" and
 * "refresh-token"; a partner's in sessionStorage under the same names, so it ends with the tab.
 * The business console is a separate realm with its own keys in sessionStorage, so a recruiter
 * signing in or out never touches a candidate's session, and closing the tab on a shared office
 * computer ends the console session with the candidates' data it showed.
 *
 * A candidate's pair is also mirrored into IndexedDB (lib/mirror-tokens.ts), because the service
 * worker that sends the offline outbox cannot read localStorage. The mirror's code loads only when
 * a candidate's tokens change, so the landing does not carry it. Its access token is copied into
 * the page cookie too (contract/page-cookie.ts), so the server can send the offers page with the
 * offers in it; a partner's or the console's never is.
 */
import { candidatePageCookie } from '../contract/page-cookie';

const ACCESS_KEY = 'token';
const REFRESH_KEY = 'refresh-token';
const BIZ_ACCESS_KEY = 'biz-token';
const BIZ_REFRESH_KEY = 'biz-refresh-token';

type TokenHolder = 'candidate' | 'partner' | 'biz';
/**
 * Whose session a request speaks for: the candidate's app, a referral partner's pages, or the
 * business console. Each realm reads only its own tokens, so a partner and a candidate in one
 * tab never borrow each other's session.
 */
export type TokenRealm = 'app' | 'partner' | 'biz';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  holder: TokenHolder;
}

const slotOf = (holder: TokenHolder) =>
  holder === 'biz'
    ? { storage: sessionStorage, access: BIZ_ACCESS_KEY, refresh: BIZ_REFRESH_KEY }
    : { storage: holder === 'partner' ? sessionStorage : localStorage, access: ACCESS_KEY, refresh: REFRESH_KEY };

const holderOf = (realm: TokenRealm): TokenHolder => (realm === 'app' ? 'candidate' : realm);

export function readTokens(realm: TokenRealm = 'app'): StoredTokens | undefined {
  // The server's render of a page (app/offers-prerender.tsx) knows no device's storage.
  if (typeof localStorage === 'undefined') return undefined;
  const holder = holderOf(realm);
  const slot = slotOf(holder);
  const accessToken = slot.storage.getItem(slot.access);
  const refreshToken = slot.storage.getItem(slot.refresh);
  return accessToken && refreshToken ? { accessToken, refreshToken, holder } : undefined;
}

let mirrored: Promise<void> = Promise.resolve();

/** Queues the mirror's write after any earlier one, so IndexedDB ends with the last pair written here. */
function mirror(tokens: { accessToken: string; refreshToken: string } | undefined): void {
  if (typeof indexedDB === 'undefined') return;
  mirrored = mirrored
    .then(() => import('./mirror-tokens'))
    .then(({ mirrorTokens }) => mirrorTokens(tokens))
    .catch(() => undefined);
}

/** Resolves once every candidate write so far has reached the IndexedDB mirror. */
export const tokensMirrored = (): Promise<void> => mirrored;

/** Sets the page cookie to the candidate's access token, or removes it. */
function mirrorPageCookie(accessToken: string | undefined): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: set at once, before any navigation; the Cookie Store API is asynchronous and missing from older Safari
  document.cookie = candidatePageCookie(accessToken, Date.now(), location.protocol === 'https:');
}

export function writeTokens(tokens: StoredTokens): void {
  const slot = slotOf(tokens.holder);
  slot.storage.setItem(slot.access, tokens.accessToken);
  slot.storage.setItem(slot.refresh, tokens.refreshToken);
  if (tokens.holder !== 'candidate') return;
  mirror(tokens);
  mirrorPageCookie(tokens.accessToken);
}

export function clearTokens(realm: TokenRealm = 'app'): void {
  const slot = slotOf(holderOf(realm));
  slot.storage.removeItem(slot.access);
  slot.storage.removeItem(slot.refresh);
  if (realm !== 'app') return;
  mirror(undefined);
  mirrorPageCookie(undefined);
}

/** Session-storage keys of the other sessions a tab may hold (a partner's, the console's): a candidate's sign-out keeps them. */
export const isOtherSessionKey = (key: string) =>
  key === BIZ_ACCESS_KEY || key === BIZ_REFRESH_KEY || key === ACCESS_KEY || key === REFRESH_KEY;
