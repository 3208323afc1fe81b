/**
 * The confirmed coffee chat as an iCalendar file (RFC 5545), for "캘린더에 추가". Times are
 * written in UTC with a Z, so every calendar places them right whatever its own time zone; the
 * server answers it (GET …/meeting.ics) and the app builds the same file from its persisted copy,
 * which works offline too. Lines end in CRLF and are folded at 75 octets without splitting a
 * UTF-8 character; text values are escaped.
 */
import type { CoffeechatMeeting } from './meetings';

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarEventFacts {
  meeting: CoffeechatMeeting;
  /** Where the event links back to in the app, e.g. https://boltx.example/my/result/like/3. */
  appUrl: string;
  /** The event's stamp (the moment the file is made). */
  now: Date;
}

export const icsFileName = (meeting: Pick<CoffeechatMeeting, 'coffeechatId'>) =>
  `boltx-coffeechat-${meeting.coffeechatId}.ics`;

/** The file, or undefined unless the meeting has a confirmed time. */
export function meetingCalendar({ meeting, appUrl, now }: CalendarEventFacts): string | undefined {
  if (!meeting.chosen || meeting.status !== 'CONFIRMED') return undefined;
  const place = meeting.place;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BoltX//Coffee chat//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:coffeechat-${meeting.coffeechatId}-${utc(meeting.chosen.startsAt)}@boltx`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(meeting.chosen.startsAt)}`,
    `DTEND:${utc(meeting.chosen.endsAt)}`,
    `SUMMARY:${escapeText(`${meeting.company} 커피챗`)}`,
    ...(place ? [`LOCATION:${escapeText(place.value)}`] : []),
    `DESCRIPTION:${escapeText(
      place?.mode === 'ONLINE'
        ? `화상 회의 링크: ${place.value}\n볼트X에서 보기: ${appUrl}`
        : `볼트X에서 보기: ${appUrl}`,
    )}`,
    `URL:${appUrl}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${meeting.company} 커피챗이 1시간 뒤에 시작돼요`)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
