import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { LoginCodeRequest, LoginRequest } from '../../../src/contract/auth';
import { ErrorCode } from '../../../src/contract/errors';
import type { AppDeps, AppEnv } from '../../app-deps';
import { issueCandidateSession } from '../../auth/candidate-session';
import { candidates } from '../../db/schema';
import { LOGIN_LIMITED_MESSAGE } from '../../domain/login-attempts';
import { CODE_TTL_MS, FAILED_CODE_CHECKS_PER_IP_PER_HOUR } from '../../domain/one-time-codes';
import { findActivePartner } from '../../domain/partners';
import { claimCodeSend } from '../../domain/send-limits';
import { ApiError } from '../../errors/api-error';
import { clientNetwork } from '../../http/client-network';
import { deliveryRefusal } from '../../http/delivery-refusal';
import { parseJson } from '../../http/parse';
import { sendRetryAfter } from '../../http/send-retry-after';

/** A code the SMS provider did not take: 503 with Retry-After, or 400 when it refuses the number. */
const CODE_NOT_SENT = {
  unavailable: '지금은 인증번호를 보낼 수 없어요. 잠시 후 다시 시도해 주세요.',
  rejected: '이 번호로는 인증번호를 보낼 수 없어요. 휴대폰 번호를 확인해 주세요.',
  field: 'phone',
};

const expiredSession = () =>
  new ApiError(401, ErrorCode.invalidToken, '로그인이 만료되었습니다. 다시 인증을 진행해 주세요.');

const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : '');

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  async function findLiveCandidate(where: ReturnType<typeof eq>) {
    const [row] = await deps.db
      .select({ id: candidates.id, name: candidates.name })
      .from(candidates)
      .where(and(where, isNull(candidates.deletedAt)));
    return row;
  }

  // The refresh token travels as the bearer credential (SPEC §7: "the refresh call carries the refresh token").
  app.get(apiPaths.authRefresh, async (c) => {
    const token = bearer(c.req.header('Authorization'));
    if (!token) throw expiredSession();
    const rotated = await deps.refreshTokens.rotate(token);
    if (!rotated.ok) throw expiredSession();
    if (rotated.kind === 'candidate' && !(await findLiveCandidate(eq(candidates.id, rotated.subjectId)))) {
      await deps.refreshTokens.revokeSubject(rotated.subjectId);
      throw expiredSession();
    }
    // A partner whose agreement ended (or who was removed) keeps no session.
    if (rotated.kind === 'partner' && !(await findActivePartner(deps.db, rotated.subjectId))) {
      await deps.refreshTokens.revokeSubject(rotated.subjectId);
      throw expiredSession();
    }
    const accessToken = await deps.accessTokens.sign({ subjectId: rotated.subjectId, kind: rotated.kind });
    return c.json({ accessToken, refreshToken: rotated.token });
  });

  app.post(apiPaths.authLogout, async (c) => {
    const token = bearer(c.req.header('Authorization'));
    if (token) await deps.refreshTokens.revoke(token);
    return c.json({ ok: true as const });
  });

  // A code is sent whether or not the phone belongs to a member: only the phone's owner may
  // learn that someone is looking for a job.
  app.post(apiPaths.loginCode, sendRetryAfter, async (c) => {
    const { phone } = await parseJson(c, LoginCodeRequest);
    const claims = await claimCodeSend(deps, phone, clientNetwork(c, deps.env.trustProxy));
    const code = await deps.oneTimeCodes.issue(phone);
    try {
      await deps.messageSender.sendCode(phone, code);
    } catch (error) {
      const refusal = deliveryRefusal(error, CODE_NOT_SENT);
      if (!refusal) throw error;
      // Nothing was sent: the limits give the send back.
      await deps.rateLimits.release(claims);
      throw refusal;
    }
    return c.json({ expiresIn: CODE_TTL_MS / 1000 });
  });

  app.post(apiPaths.login, async (c) => {
    const { phone, code } = await parseJson(c, LoginRequest);
    // Each try is counted for the client address before the check (so tries fired at once are
    // counted alike) and taken back unless it was a wrong code: a sign-in, or a dead code, is no guess.
    const ip = clientNetwork(c, deps.env.trustProxy);
    const attempt = await deps.rateLimits.claimHourly('phone-login-ip', ip, FAILED_CODE_CHECKS_PER_IP_PER_HOUR);
    if (attempt === undefined) throw new ApiError(429, ErrorCode.tooManyRequests, LOGIN_LIMITED_MESSAGE);
    const checked = await deps.oneTimeCodes.check(phone, code);
    if (checked.ok || checked.reason !== 'invalid') await deps.rateLimits.release([attempt]);
    if (!checked.ok) {
      throw checked.reason === 'invalid'
        ? new ApiError(400, ErrorCode.codeInvalid, '올바르지 않은 인증번호입니다. 인증번호를 확인해주세요.', 'code')
        : new ApiError(400, ErrorCode.codeExpired, '인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.', 'code');
    }
    const candidate = await findLiveCandidate(eq(candidates.phone, phone));
    if (!candidate) {
      throw new ApiError(404, ErrorCode.notMember, '볼트X 참여 이력이 없어요. 경력 인증으로 시작해 주세요.');
    }
    const { accessToken, refreshToken } = await issueCandidateSession(deps, candidate.id);
    return c.json({ accessToken, refreshToken, userId: candidate.id, name: candidate.name });
  });

  return app;
}
