/**
 * Messenger (Kakao) login: where the browser goes to consent, and the authorization code it comes
 * back with exchanged for the account's phone number. The real adapter speaks Kakao's OAuth 2.0 —
 * a form-encoded token request, then /v2/user/me with the access token — every call with a
 * timeout. A code the messenger refuses is `invalid`; anything else that goes wrong (unreachable,
 * timed out, a refused client key, an unreadable answer) is `unavailable`. Codes and tokens are
 * never logged.
 */
import { MOBILE_DIGITS } from '../../src/contract/validators';
import type { RedirectUri } from '../domain/oauth-codes';
import type { KakaoSettings } from '../env';
import type { Logger } from '../logger';

type KakaoExchangeResult = { phone: string } | { error: 'invalid' | 'unavailable' };

export interface KakaoOAuth {
  /** The consent screen for this redirect URI and state; undefined when the login is not configured. */
  authorizeUrl(redirectUri: RedirectUri, state: string): string | undefined;
  /** The phone number (digits, e.g. 01012345678) of the account that consented. */
  exchange(code: string, redirectUri: RedirectUri): Promise<KakaoExchangeResult>;
}

const KAKAO_TIMEOUT_MS = 10_000; // per HTTP call

/** Kakao's "+82 10-1234-5678" (or a national "010-1234-5678") as digits; undefined if not a Korean mobile. */
function phoneDigitsOf(kakaoPhone: string): string | undefined {
  const digits = kakaoPhone.replace(/\D/g, '');
  const national = kakaoPhone.trim().startsWith('+82') ? digits.slice(2).replace(/^0?/, '0') : digits;
  return MOBILE_DIGITS.test(national) ? national : undefined;
}

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

function stringField(value: unknown, ...path: string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

export function createKakaoOAuth(
  settings: KakaoSettings & { restApiKey: string },
  logger: Logger,
  fetchImpl: typeof fetch = fetch,
): KakaoOAuth {
  async function send(url: string, init: RequestInit): Promise<Response | undefined> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(KAKAO_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      logger.warn('kakao login unavailable', { path: new URL(url).pathname, reason });
      return undefined;
    }
  }

  async function accessToken(code: string, redirectUri: string): Promise<string | KakaoExchangeResult> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: settings.restApiKey,
      redirect_uri: redirectUri,
      code,
    });
    if (settings.clientSecret) form.set('client_secret', settings.clientSecret);
    const response = await send(`${settings.authUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body: form.toString(),
    });
    if (!response) return { error: 'unavailable' };
    const body = await readJson(response);
    const token = stringField(body, 'access_token');
    if (response.ok && token) return token;
    // 400 is Kakao's answer to a wrong, used or expired code (invalid_grant); 401 is our client key refused.
    const refusedCode = response.status === 400;
    logger.warn('kakao token request refused', {
      status: response.status,
      error: stringField(body, 'error'),
      errorCode: stringField(body, 'error_code'),
    });
    return { error: refusedCode ? 'invalid' : 'unavailable' };
  }

  return {
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        client_id: settings.restApiKey,
        redirect_uri: redirectUri.absolute,
        response_type: 'code',
        state,
        scope: 'phone_number',
      });
      return `${settings.authUrl}/oauth/authorize?${query}`;
    },

    async exchange(code, redirectUri) {
      const token = await accessToken(code, redirectUri.absolute);
      if (typeof token !== 'string') return token;
      const response = await send(`${settings.apiUrl}/v2/user/me`, {
        method: 'GET',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      if (!response) return { error: 'unavailable' };
      const body = await readJson(response);
      if (!response.ok || body === undefined) {
        logger.warn('kakao user request refused', { status: response.status });
        return { error: 'unavailable' };
      }
      const kakaoPhone = stringField(body, 'kakao_account', 'phone_number');
      const phone = kakaoPhone === undefined ? undefined : phoneDigitsOf(kakaoPhone);
      if (!phone) {
        // The person declined to share the number, or it is not a Korean mobile.
        logger.info('kakao account without a usable phone number', { shared: kakaoPhone !== undefined });
        return { error: 'invalid' };
      }
      return { phone };
    },
  };
}

/** Sandbox off and no KAKAO_REST_API_KEY: the messenger login answers 503 instead of pretending. */
export const unconfiguredKakaoOAuth: KakaoOAuth = {
  authorizeUrl: () => undefined,
  exchange: () => Promise.resolve({ error: 'unavailable' }),
};
