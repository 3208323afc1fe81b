/**
 * Referral partners (SPEC §1, §3 partner session): their sign-in, their link's token, and who is
 * asking. Sign-in works as the console's does (login-attempts.ts): a wrong e-mail and a wrong
 * password get the same answer, failures are counted per e-mail, per client IP and per both. A
 * partner whose agreement ended (disabled) cannot sign in, refresh or use a session, and their link
 * no longer resolves, so it brings nobody new.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TokenPair } from '../../src/contract/auth';
import type { ReferralInfo } from '../../src/contract/partners';
import { REFERRAL_NOT_FOUND } from '../../src/contract/partners';
import type { AccessTokens } from '../auth/access-token';
import { hashPassword } from '../auth/passwords';
import type { RefreshTokens } from '../auth/refresh-tokens';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { isUniqueViolation } from '../db/postgres-errors';
import { partners } from '../db/schema-partners';
import { ApiError, unauthorized } from '../errors/api-error';
import { type LimitDeps, type LoginLimitKinds, normalizedEmail, signInWithPassword } from './login-attempts';
import { newReferralToken } from './random-codes';

export const PARTNER_DISABLED_MESSAGE = '이용이 종료된 파트너 계정이에요. 볼트X에 문의해 주세요.';

const PARTNER_LOGIN_LIMITS: LoginLimitKinds = {
  byEmail: 'partner-login-email',
  byEmailAndIp: 'partner-login-email-ip',
  byIp: 'partner-login-ip',
};

export type PartnerRow = typeof partners.$inferSelect;

// Spelled out rather than picked from AppDeps: app-deps.ts names domain types, and this module is among them.
type LoginDeps = LimitDeps & { db: Database; accessTokens: AccessTokens; refreshTokens: RefreshTokens };

export function loginPartner(
  deps: LoginDeps,
  input: { email: string; password: string },
  clientIp: string,
): Promise<TokenPair> {
  return signInWithPassword(
    deps,
    {
      kind: 'partner',
      limits: PARTNER_LOGIN_LIMITS,
      find: async (email) => {
        const [partner] = await deps.db
          .select({ id: partners.id, passwordHash: partners.passwordHash, disabledAt: partners.disabledAt })
          .from(partners)
          .where(sql`lower(${partners.email}) = ${email}`);
        return partner;
      },
      admit: (partner) => {
        if (partner.disabledAt) throw new ApiError(403, 'PARTNER_DISABLED', PARTNER_DISABLED_MESSAGE);
      },
      replaceHash: async (partner, upgraded) => {
        await deps.db
          .update(partners)
          .set({ passwordHash: upgraded })
          .where(and(eq(partners.id, partner.id), eq(partners.passwordHash, partner.passwordHash)));
      },
    },
    input,
    clientIp,
  );
}

/** The partner of a session, unless gone or disabled. */
export async function findActivePartner(db: Executor, partnerId: string): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, partnerId), isNull(partners.disabledAt)));
  return row;
}

/** The partner behind a partner token, or 401: a disabled partner's session ends with the next call. */
export async function requireActivePartner(db: Executor, partnerId: string): Promise<PartnerRow> {
  const partner = await findActivePartner(db, partnerId);
  if (!partner) throw unauthorized();
  return partner;
}

/** The active partner whose link this is, or undefined (unknown and disabled links alike). */
export async function findPartnerByToken(db: Executor, token: string): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.referralToken, token), isNull(partners.disabledAt)));
  return row;
}

/** GET /referrals/{token}: who recommends the visitor; 404 for an unknown or disabled link. */
export async function referralInfo(db: Database, token: string): Promise<ReferralInfo> {
  const partner = await findPartnerByToken(db, token);
  if (!partner) throw new ApiError(404, 'REFERRAL_NOT_FOUND', REFERRAL_NOT_FOUND);
  return { partnerName: partner.name, token: partner.referralToken };
}

const TOKEN_ATTEMPTS = 3;

/**
 * Adds a partner with a random referral token (or the given one, for the sandbox's demo partner).
 * A token clash is next to impossible with 71 random bits, but is retried rather than failed.
 */
export async function createPartner(
  db: Database,
  input: { email: string; password: string; name: string; referralToken?: string },
): Promise<PartnerRow> {
  const passwordHash = await hashPassword(input.password);
  const email = normalizedEmail(input.email);
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(partners)
        .values({
          email,
          passwordHash,
          name: input.name,
          referralToken: input.referralToken ?? newReferralToken(),
        })
        .returning();
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || input.referralToken || attempt >= TOKEN_ATTEMPTS) throw error;
      const [sameEmail] = await db.select({ id: partners.id }).from(partners).where(eq(partners.email, email));
      if (sameEmail) throw error;
    }
  }
}
