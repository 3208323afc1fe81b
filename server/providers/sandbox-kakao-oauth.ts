/**
 * The messenger login in sandbox mode (DESIGN.md §4): the consent screen is our own page
 * (/login/sandbox-authorize), which asks for a phone and gets a code from POST
 * /api/sandbox/oauth/authorize; the exchange redeems that code once.
 */
import type { OAuthCodes } from '../domain/oauth-codes';
import type { KakaoOAuth } from './kakao-oauth';

const SANDBOX_CONSENT_PATH = '/login/sandbox-authorize';

export function createSandboxKakaoOAuth(codes: OAuthCodes): KakaoOAuth {
  return {
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({ redirect_uri: redirectUri.asGiven, state, response_type: 'code' });
      return `${SANDBOX_CONSENT_PATH}?${query}`;
    },

    async exchange(code, redirectUri) {
      const phone = await codes.consume(code, redirectUri.asGiven);
      return phone ? { phone } : { error: 'invalid' };
    },
  };
}
