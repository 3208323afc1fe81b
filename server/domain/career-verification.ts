/**
 * The career verification of a sign-up (POST /v3/users/verify/request, POST /v3/users/verify).
 *
 * The request checks the sign-up, counts one request against the client address's and the overall
 * hourly limits (send-limits.ts) and one lookup against the phone's daily limit, and starts the
 * provider's two-way flow. The completion asks the provider; before the approval it answers 409,
 * and the third early completion restarts the flow (a new continuation for the same cfid, a new
 * notification, 409 VERIFY_RESTARTED carrying the continuation) — counted like a request, since the
 * provider is called and pushes again. On success the candidate is made
 * from the sign-up — or, for a reapply, updated — with its careers, and the sign-up's consents are
 * linked to it. A live account with the phone that is not reapplying gets 208 instead.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TwoWayContinuation, VerificationRequest } from '../../src/contract/signup';
import type { CareerItem } from '../../src/contract/verify-data';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/postgres-errors';
import { candidates, careers, consents, signups } from '../db/schema';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import type {
  IdentityProvider,
  LoginTypeLevel,
  PersonIdentity,
  ProviderCareer,
  Telecom,
} from '../providers/identity-provider';
import { listCareers } from './candidate-records';
import { companyNameKey } from './company-name-key';
import { lookupError, VERIFY_RESTARTED, VERIFY_RESTARTED_MESSAGE } from './lookup-errors';
import type { RateLimits } from './rate-limits';
import { claimVerificationRequest } from './send-limits';
import { findLiveCandidateByPhone, findSignup, type SignupRow } from './signups';
import {
  EARLY_COMPLETIONS_BEFORE_RESTART,
  type PresentedContinuation,
  type SessionRow,
  sessionNotFound,
  type TwoWaySessions,
  twoWayOf,
} from './two-way-sessions';

export type CompletionOutcome =
  | { kind: 'verified'; candidateId: string; existed: boolean; careerItems: CareerItem[] }
  | { kind: 'member' };

/** 409 with the new continuation, so the client can replace the one in its store. */
class VerifyRestartedError extends ApiError {
  constructor(readonly continuation: TwoWayContinuation) {
    super(409, VERIFY_RESTARTED, VERIFY_RESTARTED_MESSAGE);
  }

  override toBody() {
    return { ...super.toBody(), continuation: this.continuation };
  }
}

const signupNotFound = () =>
  new ApiError(404, 'SIGNUP_NOT_FOUND', '가입 정보를 찾을 수 없습니다. 처음부터 다시 진행해 주세요.');
const signupAlreadyVerified = () =>
  new ApiError(409, 'SIGNUP_ALREADY_VERIFIED', '이미 인증을 마친 가입 정보입니다. 처음부터 다시 진행해 주세요.');
export const inputMismatch = () =>
  new ApiError(400, 'INPUT_MISMATCH', '입력하신 정보가 올바르지 않습니다. 다시 확인해 주세요.');

const personOf = (signup: SignupRow, loginTypeLevel: number, telecom: number): PersonIdentity => ({
  name: signup.name,
  phone: signup.phone,
  birthday: signup.birthday,
  gender: signup.gender,
  loginTypeLevel: loginTypeLevel as LoginTypeLevel,
  telecom: telecom as Telecom,
  job: { label: signup.jobLabel, subLabel: signup.jobSubLabel },
});

export interface CareerVerificationDeps {
  db: Database;
  now: () => Date;
  provider: IdentityProvider;
  sessions: TwoWaySessions;
  rateLimits: RateLimits;
  lookupsPerDay: number;
}

/** `env` holds the hourly request limits per address and in all (send-limits.ts). */
export function createCareerVerification(deps: CareerVerificationDeps & { env: Env }) {
  const { db, now, provider, sessions, rateLimits, lookupsPerDay } = deps;

  /** `clientAddress` asks the provider to push a verification to the sign-up's phone. */
  async function request(input: VerificationRequest, clientAddress: string): Promise<TwoWayContinuation> {
    const signup = await findSignup(db, input.id);
    if (!signup) throw signupNotFound();
    if (signup.candidateId) throw signupAlreadyVerified();
    if (signup.phone !== input.phone || signup.name !== input.name || signup.birthday !== input.birthday) {
      throw inputMismatch();
    }
    const context = { flow: 'career', loginTypeLevel: input.loginTypeLevel } as const;
    // Only a request that reaches the provider counts; one the phone's daily limit refuses gives its claims back.
    const claims = await claimVerificationRequest(deps, clientAddress);
    if (!(await rateLimits.takeDaily('career-lookup', signup.phone, lookupsPerDay))) {
      await rateLimits.release(claims);
      throw lookupError(412, context);
    }

    const person = personOf(signup, input.loginTypeLevel, input.telecom ?? 0);
    const id = randomUUID();
    const started = await provider.startCareerAuth(person, id);
    if (started.kind === 'failed') throw lookupError(started.status, context);
    return sessions.open({
      id,
      purpose: 'career',
      signupId: signup.id,
      loginTypeLevel: person.loginTypeLevel,
      telecom: person.telecom,
      twoWay: started.twoWay,
    });
  }

  /** A new flow for the same cfid; counts as a request and a lookup, since the provider runs one again. */
  async function restart(session: SessionRow, person: PersonIdentity, clientAddress: string): Promise<ApiError> {
    const context = { flow: 'career', loginTypeLevel: person.loginTypeLevel } as const;
    const claims = await claimVerificationRequest(deps, clientAddress);
    if (!(await rateLimits.takeDaily('career-lookup', person.phone, lookupsPerDay))) {
      await rateLimits.release(claims);
      await sessions.finish(session.id, 'failed');
      return lookupError(412, context);
    }
    const started = await provider.startCareerAuth(person, session.id);
    if (started.kind === 'failed') {
      await sessions.finish(session.id, 'failed');
      return lookupError(started.status, context);
    }
    return new VerifyRestartedError(await sessions.restart(session, started.twoWay));
  }

  async function complete(
    input: PresentedContinuation & { reapply?: boolean },
    clientAddress: string,
  ): Promise<CompletionOutcome> {
    const session = await sessions.load(input, 'career');
    const signup = session.signupId ? await findSignup(db, session.signupId) : undefined;
    if (!signup) throw sessionNotFound();
    const person = personOf(signup, session.loginTypeLevel, session.telecom);
    const context = { flow: 'career', loginTypeLevel: person.loginTypeLevel } as const;

    const result = await provider.completeCareerAuth(person, twoWayOf(session), session.id);
    if (result.kind === 'pending' || result.kind === 'restart') {
      const early = result.kind === 'restart' ? EARLY_COMPLETIONS_BEFORE_RESTART : await sessions.countEarly(session);
      if (early < EARLY_COMPLETIONS_BEFORE_RESTART) throw lookupError(409, context);
      throw await restart(session, person, clientAddress);
    }
    if (result.kind === 'failed' || result.value.length === 0) {
      await sessions.finish(session.id, 'failed');
      throw lookupError(result.kind === 'failed' ? result.status : 422, context);
    }
    return settle(session, signup, result.value, signup.reapply || input.reapply === true);
  }

  async function settle(
    session: SessionRow,
    signup: SignupRow,
    found: ProviderCareer[],
    reapply: boolean,
  ): Promise<CompletionOutcome> {
    const existing = await findLiveCandidateByPhone(db, signup.phone);
    if (existing && !reapply) {
      await sessions.finish(session.id, 'completed');
      return { kind: 'member' };
    }
    const at = now();
    const person = {
      name: signup.name,
      birthday: signup.birthday,
      gender: signup.gender,
      jobLabel: signup.jobLabel,
      jobSubLabel: signup.jobSubLabel,
    };
    try {
      const candidateId = await db.transaction(async (tx) => {
        let id: string;
        if (existing) {
          id = existing.id;
          await tx.update(candidates).set(person).where(eq(candidates.id, id));
          await tx.delete(careers).where(eq(careers.candidateId, id));
        } else {
          // Hidden from companies until the profile is submitted. The partner whose link brought the
          // sign-up is the new member's referrer; an existing member's is never changed above.
          const [created] = await tx
            .insert(candidates)
            .values({
              ...person,
              phone: signup.phone,
              isActivate: false,
              referralPartnerId: signup.referralPartnerId,
              createdAt: at,
            })
            .returning({ id: candidates.id });
          id = created.id;
        }
        await tx.insert(careers).values(
          found.map((career, position) => ({
            candidateId: id,
            position,
            company: career.company,
            companyKey: companyNameKey(career.company),
            job: career.job || signup.jobSubLabel,
            startMonth: career.start,
            endMonth: career.end,
            createdAt: at,
          })),
        );
        await tx.update(consents).set({ candidateId: id }).where(eq(consents.signupId, signup.id));
        await tx.update(signups).set({ candidateId: id, verifiedAt: at }).where(eq(signups.id, signup.id));
        // Two completions racing: only the first one settles; the other rolls back.
        if (!(await sessions.finish(session.id, 'completed', id, tx))) throw lookupError(410);
        return id;
      });
      return {
        kind: 'verified',
        candidateId,
        existed: Boolean(existing),
        careerItems: await listCareers(db, candidateId),
      };
    } catch (error) {
      // Someone else became the live account of this phone in the meantime.
      if (isUniqueViolation(error)) {
        await sessions.finish(session.id, 'completed');
        return { kind: 'member' };
      }
      throw error;
    }
  }

  return { request, complete };
}

export type CareerVerification = ReturnType<typeof createCareerVerification>;
