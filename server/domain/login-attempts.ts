/**
 * Password sign-ins (business console, partners) count failed attempts in the database per e-mail
 * and per client IP, so every replica refuses the 11th guess at a password alike. Each attempt is
 * recorded *before* the slow password check, counting itself, so guesses fired at once cannot all
 * slip under the limit; an attempt that succeeds then removes its own records (releaseAttempt), so
 * only failures stay counted.
 */
import { ErrorCode } from '../../src/contract/errors';
import type { AppDeps } from '../app-deps';
import { hashPassword } from '../auth/passwords';
import { ApiError } from '../http/api-error';
import type { LimitKind } from './rate-limits';

export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
export const LOGIN_LIMITED_MESSAGE = '로그인 시도가 너무 많아요. 1시간 후에 다시 시도해 주세요.';
/** Failed sign-ins one e-mail address may collect per rolling hour before it is locked for the rest of it. */
export const FAILED_LOGINS_PER_EMAIL_PER_HOUR = 10;

export interface LoginLimitKinds {
  byEmail: LimitKind;
  byIp: LimitKind;
}

type LimitDeps = Pick<AppDeps, 'env' | 'rateLimits'>;

const limited = () => new ApiError(429, ErrorCode.tooManyRequests, LOGIN_LIMITED_MESSAGE);
export const loginFailed = () => new ApiError(401, ErrorCode.unauthorized, LOGIN_FAILED_MESSAGE);

/** The e-mail as accounts are looked up by: trimmed, lower case. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** Records this attempt against both limits, or refuses it (429) when either is spent, recording nothing. */
export async function recordLoginAttempt(
  deps: LimitDeps,
  kinds: LoginLimitKinds,
  email: string,
  clientIp: string,
): Promise<number[]> {
  const byEmail = await deps.rateLimits.claimHourly(kinds.byEmail, email, FAILED_LOGINS_PER_EMAIL_PER_HOUR);
  if (byEmail === undefined) throw limited();
  const byIp = await deps.rateLimits.claimHourly(kinds.byIp, clientIp, deps.env.loginAttemptsPerHour);
  if (byIp === undefined) {
    await deps.rateLimits.release([byEmail]);
    throw limited();
  }
  return [byEmail, byIp];
}

/** A successful sign-in is not a failure: its records go. */
export const releaseLoginAttempt = (deps: LimitDeps, attempt: readonly number[]) => deps.rateLimits.release(attempt);

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash to check against when the e-mail is unknown, so timing does not tell. */
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('no-such-account');
  return dummyHash;
};
