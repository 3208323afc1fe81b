/**
 * A sign-up before verification (POST /v2/users): what the person typed and what they agreed to,
 * and the partner whose link brought them. Each consent is kept with its version and the time it
 * was given (DESIGN.md §6).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Consent, CreateUser } from '../../src/contract/signup';
import type { Database } from '../db/client';
import { candidates, consents, signups } from '../db/schema';
import { badRequest } from '../http/api-error';
import { findPartnerByToken } from './partners';

export const REQUIRED_CONSENTS = ['SERVICE', 'PRIVACY', 'THIRD_PARTY'] as const;

export const REQUIRED_CONSENT_MESSAGE = '필수 약관에 모두 동의해 주세요.';

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
