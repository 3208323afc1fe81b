/**
 * What the operators' console-account command does to `biz_accounts` (main.ts reads the command
 * line and the password): adds an account, gives it a new password, disables it, lists them. Every
 * input is checked as the console checks it (the e-mail's shape and length as the sign-in form takes
 * it, a recruiter's company), and refusals are sentences for the operator, in Korean and English.
 *
 * There is no console password policy to follow, so this one sets it: 12 to 200 characters (the
 * sign-in accepts 200), and never the sandbox's published demo password. Passwords are hashed with
 * hashPassword (argon2id), as the sign-in expects. A new password and a disabled account end the
 * account's sessions (its refresh tokens); access tokens of a disabled account stop at once, those of
 * a changed password within their lifetime (ACCESS_TOKEN_TTL_SECONDS).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { DISABLED_PASSWORD_HASH, hashPassword } from '../../server/auth/passwords';
import type { Database } from '../../server/db/client';
import { bizAccounts, companies, refreshTokens } from '../../server/db/schema';
import { DEMO_BIZ_PASSWORD, demoBizAccounts } from '../../server/db/seed';
import { EmailAddress } from '../../src/contract/profile';

export const CONSOLE_ROLES = ['operator', 'agent', 'recruiter'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

const PASSWORD_MIN_LENGTH = 12;
/** The console's sign-in takes passwords up to this long (BizLoginRequest). */
const PASSWORD_MAX_LENGTH = 200;
/** The console's sign-in takes e-mails up to this long (BizLoginRequest). */
const EMAIL_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 50;

/** A refusal the operator reads: what is wrong and what to do, in Korean, then in English. */
export class AccountCommandError extends Error {}

const refuse = (korean: string, english: string) => new AccountCommandError(`${korean}\n${english}`);

export interface NewConsoleAccount {
  email: string;
  name: string;
  role: ConsoleRole;
  /** A recruiter's company: its id, or its name or slug exactly. */
  company?: string;
}

export interface ConsoleAccountView {
  email: string;
  name: string;
  role: ConsoleRole;
  company: string | null;
  disabled: boolean;
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();

function checkedEmail(given: string): string {
  const email = normalizedEmail(given);
  if (email.length > EMAIL_MAX_LENGTH || !is(email, EmailAddress)) {
    throw refuse(`이메일 주소 형식이 올바르지 않아요: ${given}`, `Not an e-mail address the console accepts: ${given}`);
  }
  if (demoBizAccounts.some((account) => account.email === email)) {
    throw refuse(
      '샌드박스 데모 계정의 주소라서 쓸 수 없어요. 샌드박스 밖의 서버는 시작할 때마다 이 계정을 막아요.',
      'This is a sandbox demo account address: a server outside the sandbox disables it at every start. Use another.',
    );
  }
  return email;
}

/** Why a password cannot be a console password, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return (
      `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상 ${PASSWORD_MAX_LENGTH}자 이하로 정해 주세요.\n` +
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`
    );
  }
  if (password === DEMO_BIZ_PASSWORD) {
    return '샌드박스 데모 계정의 공개된 비밀번호는 쓸 수 없어요.\nThat is the sandbox demo accounts’ published password.';
  }
  return undefined;
}

function checkPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AccountCommandError(problem);
}

async function findCompany(db: Database, given: string): Promise<{ id: number; name: string }> {
  const wanted = given.trim();
  const byId = /^\d{1,9}$/.test(wanted) ? eq(companies.id, Number(wanted)) : sql`false`;
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`${byId} or ${companies.name} = ${wanted} or ${companies.slug} = ${wanted}`)
    .orderBy(asc(companies.id));
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    const [any] = await db.select({ id: companies.id }).from(companies).limit(1);
    if (!any) {
      throw refuse(
        '이 데이터베이스에는 아직 회사가 없어요. 서버를 한 번 시작하면 회사 목록이 들어가요.',
        'This database has no companies yet: the server adds them at its first start. Start it once, then try again.',
      );
    }
    throw refuse(
      `'${wanted}' 회사를 찾을 수 없어요. 회사의 id나 이름을 정확히 적어 주세요.`,
      `No company '${wanted}': give its id, or its name or slug exactly.`,
    );
  }
  const ids = found.map((company) => `${company.id} (${company.name})`).join(', ');
  throw refuse(
    `'${wanted}' 이름의 회사가 여럿이에요: ${ids}. id로 골라 주세요.`,
    `Several companies are called '${wanted}': ${ids}. Give the id.`,
  );
}

async function findAccount(db: Database, email: string) {
  const [account] = await db
    .select({ id: bizAccounts.id, passwordHash: bizAccounts.passwordHash })
    .from(bizAccounts)
    .where(sql`lower(${bizAccounts.email}) = ${normalizedEmail(email)}`);
  if (!account) {
    throw refuse(`${email} 콘솔 계정이 없어요.`, `There is no console account ${email}.`);
  }
  return account;
}

async function endSessions(db: Database, accountId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.subjectId, accountId), isNull(refreshTokens.revokedAt)));
}

/** What add needs, checked before the password is asked for (the operator fixes a typo first). */
export async function checkNewAccount(db: Database, input: NewConsoleAccount) {
  const email = checkedEmail(input.email);
  const name = input.name.trim();
  if (name.length === 0 || name.length > NAME_MAX_LENGTH) {
    throw refuse(
      `이름은 1자 이상 ${NAME_MAX_LENGTH}자 이하로 적어 주세요.`,
      `The name must be 1 to ${NAME_MAX_LENGTH} characters long.`,
    );
  }
  if (input.role === 'recruiter' && input.company === undefined) {
    throw refuse(
      '채용담당자(recruiter) 계정에는 --company로 회사를 정해 주세요.',
      'A recruiter acts for one company: name it with --company <id or name>.',
    );
  }
  if (input.role !== 'recruiter' && input.company !== undefined) {
    throw refuse(
      `${input.role} 계정은 회사에 속하지 않아요. --company를 빼 주세요.`,
      `An ${input.role} acts for the service, not for a company: leave --company out.`,
    );
  }
  const company = input.company === undefined ? undefined : await findCompany(db, input.company);
  const [existing] = await db
    .select({ id: bizAccounts.id })
    .from(bizAccounts)
    .where(sql`lower(${bizAccounts.email}) = ${email}`);
  if (existing) {
    throw refuse(
      `${email} 계정이 이미 있어요. 비밀번호를 바꾸려면 reset-password를 쓰세요.`,
      `${email} already has a console account: use reset-password to give it a new password.`,
    );
  }
  return { email, name, role: input.role, company };
}

export async function addConsoleAccount(
  db: Database,
  input: NewConsoleAccount,
  password: string,
): Promise<ConsoleAccountView> {
  const account = await checkNewAccount(db, input);
  checkPassword(password);
  await db.insert(bizAccounts).values({
    email: account.email,
    name: account.name,
    role: account.role,
    companyId: account.company?.id ?? null,
    passwordHash: await hashPassword(password),
  });
  return { ...account, company: account.company?.name ?? null, disabled: false };
}

/** Checks that the account exists before the password is asked for. */
export async function checkExistingAccount(db: Database, email: string): Promise<void> {
  await findAccount(db, email);
}

/** A new password; a disabled account can sign in again with it. Its sessions end. */
export async function resetConsolePassword(db: Database, email: string, password: string, now: Date): Promise<void> {
  const account = await findAccount(db, email);
  checkPassword(password);
  await db
    .update(bizAccounts)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(bizAccounts.id, account.id));
  await endSessions(db, account.id, now);
}

/** No password opens it any more, and its sessions end; reset-password opens it again. */
export async function disableConsoleAccount(db: Database, email: string, now: Date): Promise<void> {
  const account = await findAccount(db, email);
  await db.update(bizAccounts).set({ passwordHash: DISABLED_PASSWORD_HASH }).where(eq(bizAccounts.id, account.id));
  await endSessions(db, account.id, now);
}

export async function listConsoleAccounts(db: Database): Promise<ConsoleAccountView[]> {
  const rows = await db
    .select({
      email: bizAccounts.email,
      name: bizAccounts.name,
      role: bizAccounts.role,
      company: companies.name,
      passwordHash: bizAccounts.passwordHash,
    })
    .from(bizAccounts)
    .leftJoin(companies, eq(companies.id, bizAccounts.companyId))
    .orderBy(asc(bizAccounts.role), asc(bizAccounts.email));
  return rows.map(({ passwordHash, ...row }) => ({ ...row, disabled: passwordHash === DISABLED_PASSWORD_HASH }));
}
