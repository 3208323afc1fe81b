/**
 * Quiet hours: no push between 22:00 and 08:00 KST. A push held then goes out at 08:00,
 * unless it is about something ending within the hour (an offer's last hour, a meeting about to
 * start): that one is sent at once, since at 08:00 it would be moot. The notification itself is
 * recorded (and lands in the sandbox inbox) at once either way; only the push waits.
 */
import { kstParts, startOfKstDay } from '../../src/contract/kst';

const HOUR_MS = 60 * 60_000;
const QUIET_FROM_HOUR = 22;
const QUIET_UNTIL_HOUR = 8;
/** What ends within this long is pushed even in quiet hours. */
const FINAL_HOUR_MS = HOUR_MS;

export const isQuietHour = (moment: Date) => {
  const { hour } = kstParts(moment);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** The next 08:00 KST after `moment`. */
export function nextQuietEnd(moment: Date): Date {
  const todayEight = startOfKstDay(moment).getTime() + QUIET_UNTIL_HOUR * HOUR_MS;
  return new Date(
    todayEight > moment.getTime() ? todayEight : startOfKstDay(moment, 1).getTime() + QUIET_UNTIL_HOUR * HOUR_MS,
  );
}

/**
 * When a push made at `now` should go out: undefined for now, or the end of the quiet hours.
 * `endsAt` is when what it announces stops mattering (an offer's expiry, a meeting's start).
 */
export function heldUntil(now: Date, endsAt: Date | undefined): Date | undefined {
  if (!isQuietHour(now)) return undefined;
  if (endsAt && endsAt.getTime() - now.getTime() <= FINAL_HOUR_MS) return undefined;
  return nextQuietEnd(now);
}
