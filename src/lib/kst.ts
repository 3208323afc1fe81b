/** Dates as Korean users read them (SPEC §1: Korean locale; DESIGN.md §3: business time is Asia/Seoul). */
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const slotDayFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const clockFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "11월 27일 (금) 14:00–14:30": a meeting's time, in Seoul. */
export function formatKstSlot(startsAt: string, endsAt: string): string {
  const parts = slotDayFormat.formatToParts(new Date(startsAt));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${part('month')} ${part('day')}일 (${part('weekday')})`;
  return `${day} ${clockFormat.format(new Date(startsAt))}–${clockFormat.format(new Date(endsAt))}`;
}

/** "2026년 11월 29일" */
export const formatKstDate = (iso: string) => dateFormat.format(new Date(iso));
/** "11월 29일 23:59" */
export const formatKstDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left of a countdown: "6일 13:04:09", "13:04:09" on the last day, "" once over. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return '';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const seconds = Math.floor((ms % MINUTE) / SECOND);
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${days}일 ${clock}` : clock;
}
