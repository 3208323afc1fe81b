/**
 * Password sign-ins (business console, partners) count failures in the database, so every replica
 * refuses alike, under three keys — built so that a stranger cannot lock the owner out:
 * - per account *and* client address: from its 3rd failure in an hour each next try waits twice as
 *   long after the last one (30 s, 1 min, 2 min, … — 429 with Retry-After), and the 10th ends the
 *   hour for that pair. Someone guessing at one account from one address slows down at once;
 * - per client address, LOGIN_ATTEMPTS_PER_HOUR (30) whatever the accounts: guessing at many;
 * - per account from all addresses, LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR (100): the ceiling. Only a
 *   guesser spread over ten or more addresses reaches it; below it the owner, signing in from an
 *   address of their own, is never refused because of someone else's failures.
 * Each attempt is recorded *before* the slow password check, counting itself, so guesses fired at
 * once cannot all slip under a limit; an attempt that succeeds removes its own records and the
 * pair's earlier failures (the owner's typos), so only failures stay counted.
 */
import type { SessionKind, TokenPair } from '../../src/contract/auth';
import { ErrorCode } from '../../src/contract/errors';
import type { AccessTokens } from '../auth/access-token';
import { hashPassword, upgradedPasswordHash, verifyPassword } from '../auth/passwords';
import type { RefreshTokens } from '../auth/refresh-tokens';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { koreanDuration, RetryLaterError } from '../errors/retry-later';
import { HOUR_MS, type LimitKind, type RateLimits } from './rate-limits';

export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
export const LOGIN_LIMITED_MESSAGE = '로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.';
/** Refused during a growing delay: "로그인 시도가 너무 많아요. 30초 후에 다시 시도해 주세요." */
const loginDelayedMessage = (waitMs: number) =>
  `로그인 시도가 너무 많아요. ${koreanDuration(waitMs)} 후에 다시 시도해 주세요.`;

/** Failures one address may make at one account per rolling hour. */
const FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS_PER_HOUR = 10;
/** Failures at one account from one address before each next try must wait. */
const FAILURES_BEFORE_DELAY = 3;
/** The first wait; each further failure doubles it. */
const FIRST_DELAY_MS = 30_000;

export interface LoginLimitKinds {
  byEmail: LimitKind;
  byEmailAndIp: LimitKind;
  byIp: LimitKind;
}

// Spelled out rather than picked from AppDeps: app-deps.ts names domain types that reach this module.
export type LimitDeps = { env: Env; rateLimits: RateLimits };

/** A recorded attempt: its records, and the pair to forget once it succeeds. */
interface LoginAttempt {
  ids: number[];
  pair: { kind: LimitKind; subject: string };
}

const loginFailed = () => new ApiError(401, ErrorCode.unauthorized, LOGIN_FAILED_MESSAGE);

/** The e-mail as accounts are looked up by: trimmed, lower case. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** Records this attempt against all three limits, or refuses it (429) when one is spent or delays it, recording nothing. */
async function recordLoginAttempt(
  deps: LimitDeps,
  kinds: LoginLimitKinds,
  email: string,
  clientIp: string,
): Promise<LoginAttempt> {
  const pair = { kind: kinds.byEmailAndIp, subject: `${email} ${clientIp}` };
  const claimed = await deps.rateLimits.claimAll([
    {
      ...pair,
      window: {
        limit: FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS_PER_HOUR,
        windowMs: HOUR_MS,
        backoff: { free: FAILURES_BEFORE_DELAY, baseMs: FIRST_DELAY_MS },
      },
    },
    { kind: kinds.byIp, subject: clientIp, window: { limit: deps.env.loginAttemptsPerHour, windowMs: HOUR_MS } },
    {
      kind: kinds.byEmail,
      subject: email,
      window: { limit: deps.env.loginFailuresPerAccountPerHour, windowMs: HOUR_MS },
    },
  ]);
  if (claimed.granted) return { ids: claimed.ids, pair };
  // The pair's refusal says exactly how long; the address's and the account's say the hour.
  const message = claimed.kind === pair.kind ? loginDelayedMessage(claimed.retryAfterMs) : LOGIN_LIMITED_MESSAGE;
  throw new RetryLaterError(message, claimed.retryAfterMs);
}

/** A successful sign-in is not a failure: its records go, and so do the pair's earlier failures. */
async function releaseLoginAttempt(deps: LimitDeps, attempt: LoginAttempt) {
  await deps.rateLimits.release(attempt.ids);
  await deps.rateLimits.forget(attempt.pair.kind, attempt.pair.subject);
}

let dummyHash: Promise<string> | undefined;
/** A real password hash (argon2id) to check against when the e-mail is unknown, so timing does not tell. */
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('no-such-account');
  return dummyHash;
};

/** An account that signs in with a password, as sign-in reads it. */
interface PasswordAccount {
  id: string;
  passwordHash: string;
}

interface PasswordSignIn<Account extends PasswordAccount> {
  kind: SessionKind;
  limits: LoginLimitKinds;
  /** The account of a normalized e-mail, if any. */
  find(email: string): Promise<Account | undefined>;
  /** Refuses an account whose password was right but which may not sign in now (a disabled partner). */
  admit?(account: Account): void;
  /** Stores a hash of a newer setting in place of `account`'s, unless it changed meanwhile. */
  replaceHash(account: Account, upgraded: string): Promise<void>;
}

type SignInDeps = LimitDeps & { accessTokens: AccessTokens; refreshTokens: RefreshTokens };

/**
 * A password sign-in (the console's, a partner's): counted as above, a wrong e-mail and a wrong
 * password answered alike in about the same time (an unknown e-mail still pays for one hash). What
 * `admit` refuses is told only after the password was right, so it says nothing to a guesser.
 */
export async function signInWithPassword<Account extends PasswordAccount>(
  deps: SignInDeps,
  signIn: PasswordSignIn<Account>,
  input: { email: string; password: string },
  clientIp: string,
): Promise<TokenPair> {
  const email = normalizedEmail(input.email);
  const attempt = await recordLoginAttempt(deps, signIn.limits, email, clientIp);
  const account = await signIn.find(email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (!account || !matches) throw loginFailed();
  await releaseLoginAttempt(deps, attempt);
  signIn.admit?.(account);
  const upgraded = await upgradedPasswordHash(input.password, account.passwordHash);
  if (upgraded) await signIn.replaceHash(account, upgraded);
  const [accessToken, refreshToken] = await Promise.all([
    deps.accessTokens.sign({ subjectId: account.id, kind: signIn.kind }),
    deps.refreshTokens.issue(account.id, signIn.kind),
  ]);
  return { accessToken, refreshToken };
}
