/** How a conversation writes time: Korean, in KST (DESIGN §3), whatever the device's zone. */
import { DAY_MS, kstDay, kstParts } from '../contract/kst';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** "2026년 11월 29일 일요일": the separator above a day's messages. */
export function formatDayHeading(iso: string): string {
  const { year, month, day, weekday } = kstParts(iso);
  return `${year}년 ${month}월 ${day}일 ${WEEKDAYS[weekday]}요일`;
}

/** "오후 3:04": under a message, the same on every device (ICU releases disagree on "오후" or "PM"). */
export function formatClock(iso: string): string {
  const { hour, minute } = kstParts(iso);
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`;
}

/** A room list's time: "오후 3:04" today, "어제", "3월 2일" this year, "2025. 3. 2." before. */
export function formatListTime(iso: string, now: number = Date.now()): string {
  const day = kstDay(iso);
  const today = kstDay(now);
  if (day === today) return formatClock(iso);
  if (day === kstDay(now - DAY_MS)) return '어제';
  const { year, month, day: date } = kstParts(iso);
  if (day.slice(0, 4) === today.slice(0, 4)) return `${month}월 ${date}일`;
  return `${year}. ${month}. ${date}.`;
}
