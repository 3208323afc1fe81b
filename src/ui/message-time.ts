/** How a conversation writes time: Korean, in KST (DESIGN §3), whatever the device's zone. */
const TIME_ZONE = 'Asia/Seoul';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayHeadingFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});
const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthDayFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: TIME_ZONE, month: 'long', day: 'numeric' });
const fullDateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** "2026-11-29": the KST calendar day, for grouping. */
export const kstDayKey = (time: string | number) => dayKeyFormat.format(new Date(time));

/** "2026년 11월 29일 일요일": the separator above a day's messages. */
export const formatDayHeading = (iso: string) => dayHeadingFormat.format(new Date(iso));

/**
 * "오후 3:04": under a message. Written by hand: ICU releases disagree on Korean day periods
 * ("오후" or "PM"), and this reads the same on every device.
 */
export function formatClock(iso: string): string {
  const parts = clockFormat.formatToParts(new Date(iso));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0) % 24;
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 === 0 ? 12 : hour % 12}:${minute}`;
}

/** A room list's time: "오후 3:04" today, "어제", "3월 2일" this year, "2025. 3. 2." before. */
export function formatListTime(iso: string, now: number = Date.now()): string {
  const day = kstDayKey(iso);
  const today = kstDayKey(now);
  if (day === today) return formatClock(iso);
  if (day === kstDayKey(now - DAY_MS)) return '어제';
  if (day.slice(0, 4) === today.slice(0, 4)) return monthDayFormat.format(new Date(iso));
  return fullDateFormat.format(new Date(iso));
}
