/** When offers stop being selectable and attack periods end (business time: src/contract/kst.ts). */
import { DAY_MS, endOfKstDay } from '../../src/contract/kst';
import { OFFER_SELECTABLE_DAYS } from '../../src/contract/offers';

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
