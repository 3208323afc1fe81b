/**
 * Limits on what costs money and reaches a stranger's phone: sign-in codes (an SMS) and career
 * verification requests (a paid provider call that pushes to the person's messenger). Counted in
 * the database (rate-limits.ts), so they hold across replicas.
 *
 * Sign-in codes, each limit per rolling hour:
 * - per phone *and* client address, CODE_SENDS_PER_HOUR (5): the owner asking again and again;
 * - per phone from all addresses, CODE_SENDS_PER_PHONE_PER_HOUR (20): the absolute ceiling of what
 *   one phone receives;
 * - per client address, CODE_SENDS_PER_ADDRESS_PER_HOUR (10), whatever the phones: pumping from one
 *   client (a mobile carrier's NAT puts many people behind one address, hence not lower);
 * - in all, CODE_SENDS_TOTAL_PER_HOUR (1000): what an attacker with many addresses can cost at most.
 * Why the phone's own count is keyed by address too: a stranger flooding the owner's phone from one
 * address uses up only their own pair's 5 and stops there, so the owner asking from their own
 * address still gets a code; only strangers on four or more addresses together reach the phone's
 * ceiling of 20 (and the per-address limit keeps each of them to 10 phones an hour).
 *
 * Verification requests: per client address VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR (10) and in all
 * VERIFY_REQUESTS_TOTAL_PER_HOUR (500), besides the phone's daily lookups (career-verification.ts).
 *
 * Limits are claimed in the order above, each under its own lock: a request refused by one spends
 * none of the others (claimAll), so a refused flood never eats into the overall budget.
 */
import type { Env } from '../env';
import { RetryLaterError } from '../errors/retry-later';
import { HOUR_MS, type LimitUse, type RateLimits } from './rate-limits';

export const CODE_SENDS_LIMITED_MESSAGE = '인증번호 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.';
export const CODE_SENDS_BUSY_MESSAGE = '지금은 인증번호 요청이 많아 보낼 수 없어요. 잠시 후 다시 시도해 주세요.';
export const VERIFY_REQUESTS_LIMITED_MESSAGE = '인증 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.';
export const VERIFY_REQUESTS_BUSY_MESSAGE = '지금은 인증 요청이 많아 처리할 수 없어요. 잠시 후 다시 시도해 주세요.';

/** Subject of the limits counted over everyone. */
const EVERYONE = 'all';

type SendLimitDeps = { rateLimits: RateLimits; env: Env };

const hourly = (limit: number) => ({ limit, windowMs: HOUR_MS });

/**
 * Claims one code send to `phone` asked for from `address`; answers the claims' ids (to release if
 * the code is not sent after all), or throws a 429 saying when to come back.
 */
export async function claimCodeSend({ rateLimits, env }: SendLimitDeps, phone: string, address: string) {
  const uses: LimitUse[] = [
    { kind: 'code-send-phone-ip', subject: `${phone} ${address}`, window: hourly(env.codeSendsPerHour) },
    { kind: 'code-send-phone', subject: phone, window: hourly(env.codeSendsPerPhonePerHour) },
    { kind: 'code-send-ip', subject: address, window: hourly(env.codeSendsPerAddressPerHour) },
    { kind: 'code-send-all', subject: EVERYONE, window: hourly(env.codeSendsTotalPerHour) },
  ];
  const claimed = await rateLimits.claimAll(uses);
  if (claimed.granted) return claimed.ids;
  const message = claimed.kind === 'code-send-all' ? CODE_SENDS_BUSY_MESSAGE : CODE_SENDS_LIMITED_MESSAGE;
  throw new RetryLaterError(message, claimed.retryAfterMs);
}

/** Claims one verification request from `address` (the phone's daily limit is the caller's); as claimCodeSend. */
export async function claimVerificationRequest({ rateLimits, env }: SendLimitDeps, address: string) {
  const claimed = await rateLimits.claimAll([
    { kind: 'verify-request-ip', subject: address, window: hourly(env.verifyRequestsPerAddressPerHour) },
    { kind: 'verify-request-all', subject: EVERYONE, window: hourly(env.verifyRequestsTotalPerHour) },
  ]);
  if (claimed.granted) return claimed.ids;
  const message =
    claimed.kind === 'verify-request-all' ? VERIFY_REQUESTS_BUSY_MESSAGE : VERIFY_REQUESTS_LIMITED_MESSAGE;
  throw new RetryLaterError(message, claimed.retryAfterMs);
}
