/**
 * Business-console accounts: sign-in and who is asking. A wrong e-mail and a wrong password get
 * the same answer in about the same time (an unknown e-mail still pays for one scrypt).
 *
 * Failed attempts are counted per e-mail and per client IP in the database, so every replica
 * refuses the 11th guess at a password alike. Each attempt is recorded *before* the slow password
 * check, counting itself, so guesses fired at once cannot all slip under the limit; an attempt that
 * succeeds then removes its own records, so only failures stay counted.
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

const FAILED_BY_EMAIL: LimitKind = 'biz-login-email';
const FAILED_BY_IP: LimitKind = 'biz-login-ip';

type Company = NonNullable<BizMe['company']>;
type Account = Omit<BizMe, 'role' | 'company'>;
/** A recruiter always acts for their company (an account without one is refused at the door). */
export type RecruiterViewer = Account & { role: 'recruiter'; company: Company };
/** Agents and operators act for the service, not for a company. */
export type AgentViewer = Account & { role: 'agent' | 'operator'; company: null };
/** The signed-in console user: exactly what the console may know about itself (BizMe). */
export type BizViewer = RecruiterViewer | AgentViewer;

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash to check against when the e-mail is unknown, so timing does not tell. */
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('no-such-account');
  return dummyHash;
};

type LoginDeps = Pick<AppDeps, 'db' | 'env' | 'rateLimits' | 'accessTokens' | 'refreshTokens'>;

const limited = () => new ApiError(429, ErrorCode.tooManyRequests, LOGIN_LIMITED_MESSAGE);

/** Records this attempt against both limits, or refuses it (429) when either is spent, recording nothing. */
async function recordAttempt(deps: LoginDeps, email: string, clientIp: string): Promise<number[]> {
  const byEmail = await deps.rateLimits.claimHourly(FAILED_BY_EMAIL, email, FAILED_LOGINS_PER_EMAIL_PER_HOUR);
  if (byEmail === undefined) throw limited();
  const byIp = await deps.rateLimits.claimHourly(FAILED_BY_IP, clientIp, deps.env.loginAttemptsPerHour);
  if (byIp === undefined) {
    await deps.rateLimits.release([byEmail]);
    throw limited();
  }
  return [byEmail, byIp];
}

export async function loginBizAccount(
  deps: LoginDeps,
  input: { email: string; password: string },
  clientIp: string,
): Promise<TokenPair> {
  const email = input.email.trim().toLowerCase();
  const attempt = await recordAttempt(deps, email, clientIp);

  const [account] = await deps.db
    .select({ id: bizAccounts.id, passwordHash: bizAccounts.passwordHash })
    .from(bizAccounts)
    .where(sql`lower(${bizAccounts.email}) = ${email}`);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (!account || !matches) throw new ApiError(401, ErrorCode.unauthorized, LOGIN_FAILED_MESSAGE);

  await deps.rateLimits.release(attempt);
  const [accessToken, refreshToken] = await Promise.all([
    deps.accessTokens.sign({ subjectId: account.id, kind: 'biz' }),
    deps.refreshTokens.issue(account.id, 'biz'),
  ]);
  return { accessToken, refreshToken };
}

async function loadAccount(db: Database, accountId: string) {
  const [row] = await db
    .select({
      id: bizAccounts.id,
      name: bizAccounts.name,
      email: bizAccounts.email,
      role: bizAccounts.role,
      company: { id: companies.id, name: companies.name, logo: companies.logoPath },
      registrationNumber: companies.registrationNumber,
    })
    .from(bizAccounts)
    .leftJoin(companies, eq(companies.id, bizAccounts.companyId))
    .where(eq(bizAccounts.id, accountId));
  return row;
}

/** The viewer an account is, or undefined for a recruiter without a company (who would otherwise see what an agent sees). */
function viewerOf(row: NonNullable<Awaited<ReturnType<typeof loadAccount>>>): BizViewer | undefined {
  const account = { id: row.id, name: row.name, email: row.email };
  if (row.role !== 'recruiter') return { ...account, role: row.role, company: null };
  if (!row.company) return undefined;
  return {
    ...account,
    role: 'recruiter',
    company: { ...row.company, registrationNumber: row.registrationNumber ?? '' },
  };
}

/** The viewer of an account id, or undefined when there is none (or it is a recruiter without a company). */
export async function findBizViewer(db: Database, accountId: string): Promise<BizViewer | undefined> {
  const row = await loadAccount(db, accountId);
  return row && viewerOf(row);
}

/** The account behind a biz token: 401 when it is gone, 403 for a recruiter without a company. */
export async function requireBizViewer(db: Database, accountId: string): Promise<BizViewer> {
  const row = await loadAccount(db, accountId);
  if (!row) throw unauthorized();
  const viewer = viewerOf(row);
  if (!viewer) throw forbidden();
  return viewer;
}

/** Agents and operators act for the service, not for a company. */
export const isAgent = (viewer: BizViewer): viewer is AgentViewer => viewer.role !== 'recruiter';
