/**
 * The page cookie: a copy of the signed-in candidate's access token for the server that sends the
 * pages under /my, so a first visit of the offers page can carry the offers (first-offers.ts).
 * `Path=/my` keeps it off every API call: the API reads only the Authorization header, so the
 * cookie is no credential there and opens no cross-site request forgery. It ends with the token.
 */
import { accessTokenClaims } from './token-claims';

export const CANDIDATE_PAGE_COOKIE = 'boltx-page-session';
const CANDIDATE_PAGE_COOKIE_PATH = '/my';

/**
 * The `document.cookie` line that stores `accessToken` for its remaining lifetime, or removes the
 * cookie (Max-Age=0) when there is none or it has ended. `secure` on an https page.
 */
export function candidatePageCookie(accessToken: string | undefined, now: number, secure: boolean): string {
  const expiresAt = accessToken ? accessTokenClaims(accessToken).expiresAt : undefined;
  const seconds = expiresAt === undefined ? 0 : Math.max(0, Math.floor((expiresAt - now) / 1000));
  const value = seconds > 0 ? accessToken : '';
  const attributes = [`Path=${CANDIDATE_PAGE_COOKIE_PATH}`, `Max-Age=${seconds}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${CANDIDATE_PAGE_COOKIE}=${value}`, ...attributes].join('; ');
}
