/**
 * Business time is Asia/Seoul (DESIGN.md §3), on the server and in the page alike. Korea has kept no
 * daylight saving since 1988, so KST is a fixed UTC+9: its days are plain offset arithmetic, the same
 * whatever zone the server or the device runs in, with no time-zone database. Written by hand rather
 * than with Intl for the same reason: ICU releases disagree on details (some write midnight as 24:05).
 */

/** Asia/Seoul is UTC+9 all year. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment: a Date, epoch milliseconds or an ISO string with its offset. */
export type Instant = Date | number | string;

/** The wall clock in Seoul at `at`: year, month (1–12), day of month, weekday (0 Sunday–6), hour (0–23), minute. */
export function kstParts(at: Instant) {
  const clock = new Date(new Date(at).getTime() + KST_OFFSET_MS);
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth() + 1,
    day: clock.getUTCDate(),
    weekday: clock.getUTCDay(),
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
  };
}

/** "2026-11-29": the KST calendar day of an instant. */
export const kstDay = (at: Instant) => new Date(new Date(at).getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The calendar year in Seoul (on 31 December 15:00 UTC it is already next year there). */
export const kstYear = (at: Instant) => kstParts(at).year;

/** 00:00 KST of the day `days` days after the KST day of `at` (negative: before). */
export function startOfKstDay(at: Instant, days = 0): Date {
  const wallClock = new Date(at).getTime() + KST_OFFSET_MS;
  return new Date((Math.floor(wallClock / DAY_MS) + days) * DAY_MS - KST_OFFSET_MS);
}

/** The last millisecond (23:59:59.999 KST) of the day `days` days after the KST day of `at`. */
export const endOfKstDay = (at: Instant, days = 0) => new Date(startOfKstDay(at, days + 1).getTime() - 1);

/**
 * "2026년 11월 29일" for a KST day as the API sends it ("2026-11-29"), read as it is: parsed as an
 * instant it would be midnight UTC and land on the right day only by the device's zone.
 */
export function formatKstDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}년 ${month}월 ${date}일`;
}

/** "2026년 11월 29일": the Korean date of an instant. */
export const formatKstDate = (at: Instant) => formatKstDay(kstDay(at));

/** "11월 29일 23:59": the KST date and 24-hour time of an instant (a deadline, a send time). */
export function formatKstDateTime(at: Instant): string {
  const { month, day, hour, minute } = kstParts(at);
  return `${month}월 ${day}일 ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const clock = (at: Instant) => {
  const { hour, minute } = kstParts(at);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** "11월 27일 (금) 14:00–14:30": a meeting's time in Seoul. */
export function formatKstSlot(startsAt: Instant, endsAt: Instant): string {
  const { month, day, weekday } = kstParts(startsAt);
  return `${month}월 ${day}일 (${WEEKDAYS[weekday]}) ${clock(startsAt)}–${clock(endsAt)}`;
}

/**
 * "12월 3일 (수) 오후 2:00": when a coffee chat starts, in the 12-hour clock Koreans read a meeting
 * time in (noon is 오후 12:00, midnight 오전 12:00).
 */
export function formatKstMeetingTime(startsAt: Instant): string {
  const { month, day, weekday, hour, minute } = kstParts(startsAt);
  const half = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${month}월 ${day}일 (${WEEKDAYS[weekday]}) ${half} ${hour12}:${String(minute).padStart(2, '0')}`;
}

/**
 * Korea's public holidays (관공서의 공휴일에 관한 규정) with their substitute days, 2025–2027: 설날 and
 * 추석 (three days each), the national days, 어린이날, 부처님오신날, 현충일, 성탄절 and election days.
 * Temporary holidays (임시공휴일) are declared by the government a few weeks ahead: add them here
 * when announced, and the next year's list each autumn (a date after the list counts as ordinary).
 */
// biome-ignore format: a calendar, a year to a block
const PUBLIC_HOLIDAYS = new Set([
  // 2025
  '2025-01-01', '2025-01-27', '2025-01-28', '2025-01-29', '2025-01-30', '2025-03-03', '2025-05-05', '2025-05-06',
  '2025-06-03', '2025-06-06', '2025-08-15', '2025-10-03', '2025-10-06', '2025-10-07', '2025-10-08', '2025-10-09',
  '2025-12-25',
  // 2026
  '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-03-02', '2026-05-05', '2026-05-25', '2026-06-03',
  '2026-08-17', '2026-09-24', '2026-09-25', '2026-10-05', '2026-10-09', '2026-12-25',
  // 2027
  '2027-01-01', '2027-02-08', '2027-02-09', '2027-03-01', '2027-05-05', '2027-05-13', '2027-08-16', '2027-09-14',
  '2027-09-15', '2027-09-16', '2027-10-04', '2027-10-11', '2027-12-27',
]);

/** Monday to Friday and not a public holiday, by the Seoul date. */
const isBusinessDay = (dayStart: Date) => {
  const { weekday } = kstParts(dayStart);
  return weekday !== 0 && weekday !== 6 && !PUBLIC_HOLIDAYS.has(kstDay(dayStart));
};

/**
 * The moment `days` KST business days (Monday–Friday, not a public holiday) after `at`, at the same
 * time of day; a moment on a day off counts from the next business day's start. Three business days
 * after Friday 15:00 is Wednesday 15:00; after Saturday 11:00 it is Thursday 00:00.
 */
export function addKstBusinessDays(at: Instant, days: number): Date {
  let moment = new Date(at);
  while (!isBusinessDay(startOfKstDay(moment))) moment = startOfKstDay(moment, 1);
  for (let added = 0; added < days; ) {
    moment = new Date(moment.getTime() + DAY_MS);
    if (isBusinessDay(startOfKstDay(moment))) added += 1;
  }
  return moment;
}
