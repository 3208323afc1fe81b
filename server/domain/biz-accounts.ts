/**
 * Business-console accounts: sign-in and who is asking. A wrong e-mail and a wrong password get
 * the same answer in about the same time (an unknown e-mail still pays for one scrypt), and
 * failed attempts are counted per e-mail and per client IP in the database, so every replica
 * refuses the 11th guess at a password alike.
 */
import { eq, sql } from 'drizzle-orm';
import type { TokenPair } from '../../src/contract/auth';
import type { BizMe } from '../../src/contract/biz';
import { ErrorCode } from '../../src/contract/errors';
import type { AppDeps } from '../app-deps';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { bizAccounts, companies } from '../db/schema';
import { ApiError, forbidden, unauthorized } from '../http/api-error';
import type { LimitKind } from './rate-limits';

export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
export const LOGIN_LIMITED_MESSAGE = '로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.';
/** Failed sign-ins one e-mail address may collect per rolling hour before it is locked for the rest of it. */
export const FAILED_LOGINS_PER_EMAIL_PER_HOUR = 10;

// Counted with the shared RateLimits; these kinds are the console's own (not yet in its LimitKind union).
const FAILED_BY_EMAIL: LimitKind = 'biz-login-email';
const FAILED_BY_IP: LimitKind = 'biz-login-ip';
const HOUR_MS = 3_600_000;

/** The signed-in console user: BizMe is exactly what the console may know about itself. */
export type BizViewer = BizMe;

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash to check against when the e-mail is unknown, so timing does not tell. */
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('no-such-account');
  return dummyHash;
};

type LoginDeps = Pick<AppDeps, 'db' | 'now' | 'env' | 'rateLimits' | 'accessTokens' | 'refreshTokens'>;

export async function loginBizAccount(
  deps: LoginDeps,
  input: { email: string; password: string },
  clientIp: string,
): Promise<TokenPair> {
  const email = input.email.trim().toLowerCase();
  const since = new Date(deps.now().getTime() - HOUR_MS);
  const [byEmail, byIp] = await Promise.all([
    deps.rateLimits.countSince(FAILED_BY_EMAIL, email, since),
    deps.rateLimits.countSince(FAILED_BY_IP, clientIp, since),
  ]);
  if (byEmail >= FAILED_LOGINS_PER_EMAIL_PER_HOUR || byIp >= deps.env.loginAttemptsPerHour) {
    throw new ApiError(429, ErrorCode.tooManyRequests, LOGIN_LIMITED_MESSAGE);
  }

  const [account] = await deps.db
    .select({ id: bizAccounts.id, passwordHash: bizAccounts.passwordHash })
    .from(bizAccounts)
    .where(sql`lower(${bizAccounts.email}) = ${email}`);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (!account || !matches) {
    await Promise.all([
      deps.rateLimits.takeHourly(FAILED_BY_EMAIL, email, Number.MAX_SAFE_INTEGER),
      deps.rateLimits.takeHourly(FAILED_BY_IP, clientIp, Number.MAX_SAFE_INTEGER),
    ]);
    throw new ApiError(401, ErrorCode.unauthorized, LOGIN_FAILED_MESSAGE);
  }

  const [accessToken, refreshToken] = await Promise.all([
    deps.accessTokens.sign({ subjectId: account.id, kind: 'biz' }),
    deps.refreshTokens.issue(account.id, 'biz'),
  ]);
  return { accessToken, refreshToken };
}

export async function findBizViewer(db: Database, accountId: string): Promise<BizViewer | undefined> {
  const [row] = await db
    .select({
      id: bizAccounts.id,
      name: bizAccounts.name,
      email: bizAccounts.email,
      role: bizAccounts.role,
      companyId: companies.id,
      companyName: companies.name,
      companyLogo: companies.logoPath,
      registrationNumber: companies.registrationNumber,
    })
    .from(bizAccounts)
    .leftJoin(companies, eq(companies.id, bizAccounts.companyId))
    .where(eq(bizAccounts.id, accountId));
  if (!row) return undefined;
  const company =
    row.role === 'recruiter' && row.companyId !== null && row.companyName !== null && row.companyLogo !== null
      ? {
          id: row.companyId,
          name: row.companyName,
          logo: row.companyLogo,
          registrationNumber: row.registrationNumber ?? '',
        }
      : null;
  return { id: row.id, name: row.name, email: row.email, role: row.role, company };
}

/**
 * The account behind a biz token; a token whose account is gone is a 401. A recruiter without a
 * company would otherwise see what an agent sees: refused instead.
 */
export async function requireBizViewer(db: Database, accountId: string): Promise<BizViewer> {
  const viewer = await findBizViewer(db, accountId);
  if (!viewer) throw unauthorized();
  if (viewer.role === 'recruiter' && !viewer.company) throw forbidden();
  return viewer;
}

/** Agents and operators act for the service, not for a company. */
export const isAgent = (viewer: Pick<BizViewer, 'role'>) => viewer.role !== 'recruiter';
