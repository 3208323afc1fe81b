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

/**
 * Line breaks in any spelling a reader might split a line on: CRLF, CR, LF, VT, FF, NEL (U+0085),
 * LINE SEPARATOR and PARAGRAPH SEPARATOR (U+2028, U+2029).
 */
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
/** Every other control character: the rest of C0, DEL and C1 (tabs become spaces). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, every line break written as the
 * escape `\n`, every other control character removed — a raw CR, VT or NUL in a value would let a
 * lenient reader start a property of the attacker's (ATTENDEE, X-…) in the middle of ours.
 */
export const escapeText = (text: string) =>
  text
    .replace(CONTROLS, '')
    .replace(/\t/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAKS, '\\n');

/** A URI value (§3.3.13) has no escapes: whitespace and control characters are dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const uriValue = (uri: string) => uri.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '');

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function foldLine(line: string): string {
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
    `URL:${uriValue(appUrl)}`,
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
