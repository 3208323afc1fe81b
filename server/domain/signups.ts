/**
 * A sign-up before verification (POST /v2/users): what the person typed and what they agreed to,
 * and the partner whose link brought them. Each consent is kept with its version and the time it
 * was given (DESIGN.md §6). One client address may sign up SIGNUPS_PER_ADDRESS_PER_HOUR (20) times
 * an hour; a sign-up still unverified after a day is deleted with its consents and verification
 * sessions (purgeUnverifiedSignups, the job runner's hourly sweep).
 */
import { and, eq, gt, isNull, lt, notExists } from 'drizzle-orm';
import type { Consent, CreateUser } from '../../src/contract/signup';
import type { Database } from '../db/client';
import { candidates, consents, signups, verificationSessions } from '../db/schema';
import type { Env } from '../env';
import { badRequest } from '../errors/api-error';
import { RetryLaterError } from '../errors/retry-later';
import { findPartnerByToken } from './partners';
import { HOUR_MS, type RateLimits } from './rate-limits';

const REQUIRED_CONSENTS = ['SERVICE', 'PRIVACY', 'THIRD_PARTY'] as const;

export const REQUIRED_CONSENT_MESSAGE = '필수 약관에 모두 동의해 주세요.';
export const SIGNUPS_LIMITED_MESSAGE = '가입 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.';
/** An unverified sign-up is kept this long: the verification takes minutes, not days. */
const UNVERIFIED_SIGNUP_TTL_MS = 24 * HOUR_MS;

/** The consents as given, or why they cannot be accepted. */
export function checkConsents(given: readonly Consent[]): string | undefined {
  const codes = given.map((consent) => consent.code);
  if (new Set(codes).size !== codes.length) return '같은 약관이 두 번 들어 있습니다.';
  const agreed = new Set(given.filter((consent) => consent.agreed).map((consent) => consent.code));
  return REQUIRED_CONSENTS.every((code) => agreed.has(code)) ? undefined : REQUIRED_CONSENT_MESSAGE;
}

export async function createSignup(db: Database, now: () => Date, input: CreateUser): Promise<{ id: string }> {
  const problem = checkConsents(input.consents);
  if (problem) throw badRequest(problem, 'consents');
  // A link that names no active partner is ignored: the person still signs up.
  const referrer = input.referralToken ? await findPartnerByToken(db, input.referralToken) : undefined;
  const at = now();
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .insert(signups)
      .values({
        name: input.name,
        phone: input.phone,
        birthday: input.birthday,
        gender: input.gender,
        jobLabel: input.jobLabel,
        jobSubLabel: input.jobSubLabel,
        userSelect: input.userSelect || null,
        reapply: input.reapply ?? false,
        referralPartnerId: referrer?.id ?? null,
        createdAt: at,
      })
      .returning({ id: signups.id });
    await tx.insert(consents).values(
      input.consents.map((consent) => ({
        signupId: signup.id,
        code: consent.code,
        version: consent.version,
        agreed: consent.agreed,
        agreedAt: at,
      })),
    );
    return { id: signup.id };
  });
}

/** Counts one sign-up from `address` against its hourly limit, or refuses it with a 429. */
export async function claimSignup(deps: { rateLimits: RateLimits; env: Env }, address: string): Promise<void> {
  const claimed = await deps.rateLimits.claimWithin('signup-ip', address, {
    limit: deps.env.signupsPerAddressPerHour,
    windowMs: HOUR_MS,
  });
  if (!claimed.granted) throw new RetryLaterError(SIGNUPS_LIMITED_MESSAGE, claimed.retryAfterMs);
}

/**
 * Deletes sign-ups older than a day that never became a candidate, with their consents and
 * verification sessions (foreign keys on delete cascade); one whose verification is still running
 * stays until it ends. A verified sign-up (candidate_id set) is the candidate's consent record and
 * is never touched here. Answers how many were deleted.
 */
export async function purgeUnverifiedSignups(db: Database, now: Date): Promise<number> {
  const verifying = db
    .select({ id: verificationSessions.id })
    .from(verificationSessions)
    .where(
      and(
        eq(verificationSessions.signupId, signups.id),
        eq(verificationSessions.status, 'pending'),
        gt(verificationSessions.expiresAt, now),
      ),
    );
  const deleted = await db
    .delete(signups)
    .where(
      and(
        isNull(signups.candidateId),
        isNull(signups.verifiedAt),
        lt(signups.createdAt, new Date(now.getTime() - UNVERIFIED_SIGNUP_TTL_MS)),
        notExists(verifying),
      ),
    )
    .returning({ id: signups.id });
  return deleted.length;
}

export async function findSignup(db: Database, id: string) {
  const [row] = await db.select().from(signups).where(eq(signups.id, id));
  return row;
}

export type SignupRow = typeof signups.$inferSelect;

/** A live account with this phone: membership (GET /users/exist) and the 208 of the verification. */
export async function findLiveCandidateByPhone(db: Database, phone: string) {
  const [row] = await db
    .select({ id: candidates.id, name: candidates.name })
    .from(candidates)
    .where(and(eq(candidates.phone, phone), isNull(candidates.deletedAt)));
  return row;
}
