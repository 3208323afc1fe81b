/**
 * Business time is Asia/Seoul (DESIGN.md §3). Korea has no daylight saving, so KST is a fixed
 * UTC+9 and day arithmetic needs no time-zone database.
 */
import { OFFER_SELECTABLE_DAYS } from '../../src/contract/offers';

/** Asia/Seoul is UTC+9 all year. */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The last millisecond of the KST day that is `days` days after the KST day of `moment`. */
export function endOfKstDay(moment: Date, days = 0): Date {
  const kstMidnight = Math.floor((moment.getTime() + KST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(kstMidnight + (days + 1) * DAY_MS - 1 - KST_OFFSET_MS);
}

/** An offer sent on KST day D is selectable until 23:59:59.999 KST of D+7. */
export const offerExpiry = (sentAt: Date) => endOfKstDay(sentAt, OFFER_SELECTABLE_DAYS);

/** Default length of the attack period after a submit, before any extension. */
export const ATTACK_PERIOD_DAYS = 30;

export function attackPeriodEnd(submittedAt: Date | null, attackUntil: Date | null): Date | null {
  if (attackUntil) return attackUntil;
  return submittedAt ? new Date(submittedAt.getTime() + ATTACK_PERIOD_DAYS * DAY_MS) : null;
}

/** Adds calendar months (a 31st becomes the month's last day). */
export function addMonths(moment: Date, months: number): Date {
  const result = new Date(moment);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Monday to Friday in Seoul (public holidays are not known here). */
const isKstWeekday = (kstDayStart: number) => {
  const weekday = new Date(kstDayStart).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The moment `days` KST business days (Monday–Friday) after `moment`, at the same time of day; a
 * moment on a weekend counts from the next Monday's start. Three business days after Friday 15:00
 * is Wednesday 15:00; after Saturday 11:00 it is Thursday 00:00.
 */
export function addKstBusinessDays(moment: Date, days: number): Date {
  let kst = moment.getTime() + KST_OFFSET_MS;
  while (!isKstWeekday(Math.floor(kst / DAY_MS) * DAY_MS)) kst = (Math.floor(kst / DAY_MS) + 1) * DAY_MS;
  for (let added = 0; added < days; ) {
    kst += DAY_MS;
    if (isKstWeekday(Math.floor(kst / DAY_MS) * DAY_MS)) added += 1;
  }
  return new Date(kst - KST_OFFSET_MS);
}
