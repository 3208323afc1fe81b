/**
 * Sign-up and career verification (SPEC §4 sign-up order: check existence, create user, verify).
 * Membership is sensitive: the existence check is limited per client IP, and the 208 of the
 * verification only answers someone the provider has just verified as the phone's owner. Sign-ups
 * and verification requests are limited per client address (and the requests in all), answered
 * 429 with Retry-After.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import type { VerifiedV2 } from '../../../src/contract/legacy';
import {
  type AlreadyMember,
  CreateUser,
  type Existence,
  ExistQuery,
  VerificationRequest,
  type Verified,
  VerifyCompletion,
} from '../../../src/contract/signup';
import type { AppDeps, AppEnv } from '../../app-deps';
import { issueCandidateSession } from '../../auth/candidate-session';
import { HOUR_MS } from '../../domain/rate-limits';
import { claimSignup, createSignup, findLiveCandidateByPhone } from '../../domain/signups';
import { koreanDuration, RetryLaterError } from '../../errors/retry-later';
import { clientNetwork } from '../../http/client-network';
import { parseJson, parseQuery } from '../../http/parse';
import { sendRetryAfter } from '../../http/send-retry-after';

/** Offices and mobile carriers put many people behind one address: say so, and when to come back. */
const existChecksLimitedMessage = (waitMs: number) =>
  `이 네트워크에서 가입 확인 요청이 너무 많아요. ${koreanDuration(waitMs)} 후에 다시 시도해 주세요.`;

export function signupRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.userExist, sendRetryAfter, async (c) => {
    const { name, phone } = parseQuery(c, ExistQuery);
    const ip = clientNetwork(c, deps.env.trustProxy);
    const claimed = await deps.rateLimits.claimWithin('exist-check', ip, {
      limit: deps.env.existChecksPerHour,
      windowMs: HOUR_MS,
    });
    if (!claimed.granted)
      throw new RetryLaterError(existChecksLimitedMessage(claimed.retryAfterMs), claimed.retryAfterMs);
    const candidate = await findLiveCandidateByPhone(deps.db, phone);
    return c.json({ existence: candidate?.name === name } satisfies Infer<typeof Existence>);
  });

  app.post(apiPaths.createUser, sendRetryAfter, async (c) => {
    const input = await parseJson(c, CreateUser);
    await claimSignup(deps, clientNetwork(c, deps.env.trustProxy));
    return c.json(await createSignup(deps.db, deps.now, input));
  });

  app.post(apiPaths.verifyRequest, sendRetryAfter, async (c) => {
    const input = await parseJson(c, VerificationRequest);
    return c.json(await deps.careerVerification.request(input, clientNetwork(c, deps.env.trustProxy)));
  });

  app.post(apiPaths.verify, sendRetryAfter, async (c) => {
    const input = await parseJson(c, VerifyCompletion);
    const outcome = await deps.careerVerification.complete(input, clientNetwork(c, deps.env.trustProxy));
    if (outcome.kind === 'member') return c.json({ existence: true } satisfies Infer<typeof AlreadyMember>, 208);
    const { accessToken, refreshToken } = await issueCandidateSession(deps, outcome.candidateId);
    return c.json({
      existence: outcome.existed,
      userId: outcome.candidateId,
      accessToken,
      refreshToken,
      careerItems: outcome.careerItems,
    } satisfies Verified);
  });

  // SPEC §7's older verify: the same completion, answered in SPEC §3's verify response shape.
  app.post(apiPaths.verifyV2, sendRetryAfter, async (c) => {
    const input = await parseJson(c, VerifyCompletion);
    const outcome = await deps.careerVerification.complete(input, clientNetwork(c, deps.env.trustProxy));
    if (outcome.kind === 'member') return c.json({ existence: true } satisfies Infer<typeof AlreadyMember>, 208);
    const { accessToken, refreshToken } = await issueCandidateSession(deps, outcome.candidateId);
    return c.json({ accessToken, refreshToken, existence: outcome.existed } satisfies VerifiedV2);
  });

  return app;
}
