/**
 * Business-console accounts: sign-in and who is asking. A wrong e-mail and a wrong password get
 * the same answer in about the same time (an unknown e-mail still pays for one password hash). Failed
 * attempts are counted per e-mail, per client IP and per both (login-attempts.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TokenPair } from '../../src/contract/auth';
import type { BizMe } from '../../src/contract/biz';
import type { AppDeps } from '../app-deps';
import { DISABLED_PASSWORD_HASH } from '../auth/passwords';
import type { Database } from '../db/client';
import { bizAccounts, companies } from '../db/schema';
import { forbidden, unauthorized } from '../errors/api-error';
import { type LoginLimitKinds, signInWithPassword } from './login-attempts';

const BIZ_LOGIN_LIMITS: LoginLimitKinds = {
  byEmail: 'biz-login-email',
  byEmailAndIp: 'biz-login-email-ip',
  byIp: 'biz-login-ip',
};

type Company = NonNullable<BizMe['company']>;
type Account = Omit<BizMe, 'role' | 'company'>;
/** A recruiter always acts for their company (an account without one is refused at the door). */
type RecruiterViewer = Account & { role: 'recruiter'; company: Company };
/** Agents and operators act for the service, not for a company. */
export type AgentViewer = Account & { role: 'agent' | 'operator'; company: null };
/** The signed-in console user: exactly what the console may know about itself (BizMe). */
export type BizViewer = RecruiterViewer | AgentViewer;

type LoginDeps = Pick<AppDeps, 'db' | 'env' | 'rateLimits' | 'accessTokens' | 'refreshTokens'>;

export function loginBizAccount(
  deps: LoginDeps,
  input: { email: string; password: string },
  clientIp: string,
): Promise<TokenPair> {
  return signInWithPassword(
    deps,
    {
      kind: 'biz',
      limits: BIZ_LOGIN_LIMITS,
      find: async (email) => {
        const [account] = await deps.db
          .select({ id: bizAccounts.id, passwordHash: bizAccounts.passwordHash })
          .from(bizAccounts)
          .where(sql`lower(${bizAccounts.email}) = ${email}`);
        return account;
      },
      replaceHash: async (account, upgraded) => {
        await deps.db
          .update(bizAccounts)
          .set({ passwordHash: upgraded })
          .where(and(eq(bizAccounts.id, account.id), eq(bizAccounts.passwordHash, account.passwordHash)));
      },
    },
    input,
    clientIp,
  );
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
    // A disabled account's access tokens, still valid for minutes, find nobody.
    .where(and(eq(bizAccounts.id, accountId), ne(bizAccounts.passwordHash, DISABLED_PASSWORD_HASH)));
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
