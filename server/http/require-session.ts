import type { Context, MiddlewareHandler } from 'hono';
import type { SessionKind } from '../../src/contract/auth';
import { ErrorCode } from '../../src/contract/errors';
import type { AppDeps, AppEnv } from '../app-deps';
import type { AccessClaims } from '../auth/access-token';
import { ApiError, forbidden, unauthorized } from '../errors/api-error';

/**
 * The claims of the request's bearer access token; undefined without one. A token that is there
 * but expired or forged is 401 (EXPIRED_TOKEN tells the client to refresh).
 */
export async function bearerSession(deps: AppDeps, c: Context): Promise<AccessClaims | undefined> {
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) return undefined;
  const result = await deps.accessTokens.verify(token);
  if (!result.ok) {
    throw result.reason === 'expired'
      ? new ApiError(401, ErrorCode.expiredToken, '로그인이 만료되었습니다. 다시 인증을 진행해 주세요.')
      : new ApiError(401, ErrorCode.invalidToken, '로그인 정보가 올바르지 않습니다.');
  }
  return result.claims;
}

/** Bearer access token of the given kind, or 401 (EXPIRED_TOKEN tells the client to refresh). */
export function requireSession(deps: AppDeps, kind: SessionKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await bearerSession(deps, c);
    if (!claims) throw unauthorized();
    if (claims.kind !== kind) throw forbidden();
    c.set('session', claims);
    await next();
  };
}

/** Who the request's session belongs to: the candidate's or the business account's id. Behind requireSession only. */
export const subjectOf = (c: Context<AppEnv>) => c.get('session').subjectId;
