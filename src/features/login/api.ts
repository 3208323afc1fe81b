import { useMutation } from '@tanstack/react-query';
import * as apiPaths from '../../contract/api-paths';
import {
  KakaoAuthorizeUrl,
  LoginCodeResponse,
  type LoginRequest,
  LoginResponse,
  SandboxAuthorizeResponse,
} from '../../contract/auth';
import { request } from '../../lib/http';

const requestLoginCode = (phone: string) =>
  request(apiPaths.loginCode, { method: 'POST', body: { phone }, response: LoginCodeResponse, auth: false });

const signInWithCode = (body: LoginRequest) =>
  request(apiPaths.login, { method: 'POST', body, response: LoginResponse, auth: false });

export const useRequestLoginCode = () => useMutation({ mutationFn: requestLoginCode });
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode });

const OAUTH_STATE_KEY = 'oauth-state';

/** Sends the browser to the messenger's consent screen (the sandbox's own, in sandbox mode). */
export async function startKakaoLogin(): Promise<void> {
  const state = crypto.randomUUID();
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  const { url } = await request(apiPaths.kakaoAuthorizeUrl, {
    query: { redirectUri: `${window.location.origin}/login/autho`, state },
    response: KakaoAuthorizeUrl,
    auth: false,
  });
  window.location.assign(url);
}

/** The state we sent must come back: otherwise the code was not requested by this tab. */
export function takeOAuthState(): string | null {
  const state = sessionStorage.getItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  return state;
}

export const signInWithKakao = (code: string) =>
  request(apiPaths.kakaoLogin, {
    method: 'POST',
    body: { code, redirectUri: `${window.location.origin}/login/autho` },
    response: LoginResponse,
    auth: false,
  });

export const sandboxAuthorize = (body: { phone: string; redirectUri: string; state: string }) =>
  request(apiPaths.sandboxAuthorize, { method: 'POST', body, response: SandboxAuthorizeResponse, auth: false });
