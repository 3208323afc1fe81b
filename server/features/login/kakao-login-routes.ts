/**
 * Messenger (Kakao) sign-in for existing candidates: the consent URL, and the code the messenger
 * hands back exchanged for the same tokens as the phone sign-in. Both only return to our own pages
 * (domain/oauth-codes.ts). In sandbox mode our own consent screen issues the codes.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  type KakaoAuthorizeUrl,
  KakaoAuthorizeUrlQuery,
  KakaoLoginRequest,
  type LoginResponse,
  SandboxAuthorizeRequest,
  type SandboxAuthorizeResponse,
} from '../../../src/contract/auth';
import { ErrorCode } from '../../../src/contract/errors';
import type { AppDeps, AppEnv } from '../../app-deps';
import { issueCandidateSession } from '../../auth/candidate-session';
import { candidates } from '../../db/schema';
import { checkRedirectUri, type RedirectUri, withAuthorization } from '../../domain/oauth-codes';
import type { LimitKind } from '../../domain/rate-limits';
import { ApiError, badRequest } from '../../errors/api-error';
import { clientNetwork } from '../../http/client-network';
import { parseJson, parseQuery } from '../../http/parse';
import { requestOrigin } from '../../http/request-origin';

const LOGIN_ATTEMPT: LimitKind = 'kakao-login';

const loginFailed = () => new ApiError(400, ErrorCode.codeInvalid, '카카오 로그인에 실패했어요. 다시 시도해 주세요.');
const providerUnavailable = () =>
  new ApiError(503, 'PROVIDER_UNAVAILABLE', '지금은 카카오 로그인을 할 수 없어요. 잠시 후 다시 시도해 주세요.');
const tooManyAttempts = () =>
  new ApiError(429, ErrorCode.tooManyRequests, '로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.');
const notMember = () =>
  new ApiError(404, ErrorCode.notMember, '볼트X 참여 이력이 없어요. 경력 인증으로 시작해 주세요.');

function allowedRedirect(deps: AppDeps, c: Context, redirectUri: string): RedirectUri {
  const checked = checkRedirectUri(redirectUri, {
    requestOrigin: requestOrigin(c, deps.env.trustProxy),
    publicOrigins: deps.env.publicOrigins,
  });
  if (!checked) throw badRequest('로그인 후 돌아갈 주소가 올바르지 않습니다.', 'redirectUri');
  return checked;
}

export function kakaoLoginRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.kakaoAuthorizeUrl, (c) => {
    const { redirectUri, state } = parseQuery(c, KakaoAuthorizeUrlQuery);
    const url = deps.kakaoOAuth.authorizeUrl(allowedRedirect(deps, c, redirectUri), state);
    if (!url) throw providerUnavailable();
    return c.json({ url } satisfies Infer<typeof KakaoAuthorizeUrl>);
  });

  app.post(apiPaths.kakaoLogin, async (c) => {
    const { code, redirectUri } = await parseJson(c, KakaoLoginRequest);
    const ip = clientNetwork(c, deps.env.trustProxy);
    if (!(await deps.rateLimits.takeHourly(LOGIN_ATTEMPT, ip, deps.env.loginAttemptsPerHour))) {
      throw tooManyAttempts();
    }
    const exchanged = await deps.kakaoOAuth.exchange(code, allowedRedirect(deps, c, redirectUri));
    if ('error' in exchanged) throw exchanged.error === 'invalid' ? loginFailed() : providerUnavailable();
    const [candidate] = await deps.db
      .select({ id: candidates.id, name: candidates.name })
      .from(candidates)
      .where(and(eq(candidates.phone, exchanged.phone), isNull(candidates.deletedAt)));
    if (!candidate) throw notMember();
    const { accessToken, refreshToken } = await issueCandidateSession(deps, candidate.id);
    return c.json({
      accessToken,
      refreshToken,
      userId: candidate.id,
      name: candidate.name,
    } satisfies Infer<typeof LoginResponse>);
  });

  return app;
}

/** Mounted only in sandbox mode: the stand-in consent screen's "agree" issues a code for the phone typed. */
export function sandboxKakaoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(apiPaths.sandboxAuthorize, async (c) => {
    const { phone, redirectUri, state } = await parseJson(c, SandboxAuthorizeRequest);
    const redirect = allowedRedirect(deps, c, redirectUri);
    const code = await deps.oauthCodes.issue(phone, redirect.asGiven);
    return c.json({
      redirectTo: withAuthorization(redirect.asGiven, code, state),
    } satisfies Infer<typeof SandboxAuthorizeResponse>);
  });

  return app;
}
