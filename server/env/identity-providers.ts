/** The identity providers used outside the sandbox: CODEF (career and income) and the messenger login (Kakao). */
import { type Infer, optional, string, type } from 'superstruct';
import { count, httpUrl, matching } from './variable-types';

export const IdentityProviderVariables = type({
  CODEF_API_URL: httpUrl('https://api.codef.io'),
  CODEF_TOKEN_URL: httpUrl('https://oauth.codef.io/oauth/token'),
  CODEF_CLIENT_ID: optional(string()),
  CODEF_CLIENT_SECRET: optional(string()),
  CODEF_TIMEOUT_MS: count(90_000, 1000, 600_000),
  KAKAO_REST_API_KEY: optional(
    matching(/^[\w-]{8,200}$/, "must be the app's REST API key: letters, digits, - or _ (8–200)"),
  ),
  KAKAO_CLIENT_SECRET: optional(string()),
  KAKAO_AUTH_URL: httpUrl('https://kauth.kakao.com'),
  KAKAO_API_URL: httpUrl('https://kapi.kakao.com'),
});
type IdentityProviderVariables = Infer<typeof IdentityProviderVariables>;

export function kakaoProblem(vars: IdentityProviderVariables): string | undefined {
  if (vars.KAKAO_CLIENT_SECRET && !vars.KAKAO_REST_API_KEY) {
    return 'KAKAO_CLIENT_SECRET is set but KAKAO_REST_API_KEY is not: set both, or neither';
  }
  return undefined;
}

export function identityProvidersOf(vars: IdentityProviderVariables) {
  return {
    /** The CODEF identity provider, used when sandbox mode is off. */
    codef: {
      /** Product API base, e.g. https://api.codef.io (development: https://development.codef.io). */
      apiUrl: vars.CODEF_API_URL,
      /** OAuth token endpoint (client credentials). */
      tokenUrl: vars.CODEF_TOKEN_URL,
      clientId: vars.CODEF_CLIENT_ID,
      clientSecret: vars.CODEF_CLIENT_SECRET,
      /** Per HTTP call: a simple-auth completion can take tens of seconds at the agency. */
      timeoutMs: vars.CODEF_TIMEOUT_MS,
    },
    /** Messenger (Kakao) login, used when sandbox mode is off. */
    kakao: {
      /** The app's REST API key (the OAuth client_id); without it the messenger login answers 503. */
      restApiKey: vars.KAKAO_REST_API_KEY,
      /** Sent with the token request when the app has client-secret checking on. */
      clientSecret: vars.KAKAO_CLIENT_SECRET,
      /** Authorization server: /oauth/authorize and /oauth/token. */
      authUrl: vars.KAKAO_AUTH_URL,
      /** API server: /v2/user/me. */
      apiUrl: vars.KAKAO_API_URL,
    },
  };
}
