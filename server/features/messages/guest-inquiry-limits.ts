/**
 * How many inquiries people who are not signed in may leave, counted in the database
 * (rate-limits.ts) so the limits hold across replicas, each over a rolling window:
 * - per contact (phone or e-mail address), guestInquiriesPerContactPerDay (3 a day): nobody's
 *   phone or inbox is flooded with our answers by a stranger, and one person's repeats stay few;
 * - per client address, guestInquiriesPerAddressPerHour (10 an hour): a carrier's NAT puts many
 *   people behind one address, hence not lower;
 * - in all, guestInquiriesTotalPerHour (300 an hour): what a flood from many addresses costs at most.
 * A refusal is a 429 with Retry-After whose Korean message says it is a limit and when to retry.
 */

import { DAY_MS } from '../../../src/contract/kst';
import { HOUR_MS, type LimitUse, type RateLimits } from '../../domain/rate-limits';
import type { Env } from '../../env';
import { koreanDuration, RetryLaterError } from '../../errors/retry-later';

const EVERYONE = 'all';

const guestContactLimitedMessage = (perDay: number, waitMs: number) =>
  `같은 연락처로는 하루에 ${perDay}번까지 문의할 수 있어요. ${koreanDuration(waitMs)} 후에 다시 문의해 주세요.`;
const guestAddressLimitedMessage = (waitMs: number) =>
  `이 네트워크에서 보낸 문의가 많아 잠시 받을 수 없어요. ${koreanDuration(waitMs)} 후에 다시 문의해 주세요.`;
const guestBusyMessage = (waitMs: number) =>
  `지금은 문의가 많아 받을 수 없어요. ${koreanDuration(waitMs)} 후에 다시 문의해 주세요.`;

type Kind = 'guest-inquiry-contact' | 'guest-inquiry-ip' | 'guest-inquiry-all';

/** Claims one guest inquiry; answers the claims' ids (to give back if nothing is stored), or throws the 429. */
export async function claimGuestInquiry(
  { rateLimits, env }: { rateLimits: RateLimits; env: Env },
  contact: string,
  address: string,
): Promise<number[]> {
  const uses: LimitUse<Kind>[] = [
    {
      kind: 'guest-inquiry-contact',
      subject: contact,
      window: { limit: env.guestInquiriesPerContactPerDay, windowMs: DAY_MS },
    },
    {
      kind: 'guest-inquiry-ip',
      subject: address,
      window: { limit: env.guestInquiriesPerAddressPerHour, windowMs: HOUR_MS },
    },
    {
      kind: 'guest-inquiry-all',
      subject: EVERYONE,
      window: { limit: env.guestInquiriesTotalPerHour, windowMs: HOUR_MS },
    },
  ];
  const claimed = await rateLimits.claimAll(uses);
  if (claimed.granted) return claimed.ids;
  const wait = claimed.retryAfterMs;
  const message =
    claimed.kind === 'guest-inquiry-contact'
      ? guestContactLimitedMessage(env.guestInquiriesPerContactPerDay, wait)
      : claimed.kind === 'guest-inquiry-ip'
        ? guestAddressLimitedMessage(wait)
        : guestBusyMessage(wait);
  throw new RetryLaterError(message, wait);
}
