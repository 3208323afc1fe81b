import { describe, expect, it } from 'vitest';
import { only, parseIcs, readLeniently, textOf } from '../../tests/api/ics-parser';
import { escapeText, meetingCalendar } from './meeting-calendar';
import type { CoffeechatMeeting } from './meetings';

const BREAKS = ['\r', '\n', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029', '\u0000', '\u001b', '\u009b', '\u007f'];
const hostile = (start: string) => BREAKS.map((br) => `${br}ATTENDEE:mailto:evil@example.com`).join('') + start;

const meeting = (place: CoffeechatMeeting['place'], company = '한빛모빌리티'): CoffeechatMeeting => ({
  coffeechatId: 7,
  company,
  status: 'CONFIRMED',
  place,
  slots: [],
  chosen: { startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-27T05:30:00.000Z' },
  otherTimesNote: null,
  cancelled: null,
  changeableUntil: '2026-11-27T03:00:00.000Z',
  acceptedAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
});

describe('escapeText', () => {
  it('writes every line break as the escape \\n and drops every other control character', () => {
    expect(escapeText('a\rb\nc\r\nd\ve\ff\u0085g\u2028h\u2029i')).toBe('a\\nb\\nc\\nd\\ne\\nf\\ng\\nh\\ni');
    expect(escapeText('a\u0000b\u001bc\u007fd\u009be\tf')).toBe('abcde f');
    expect(escapeText('a;b,c\\d')).toBe('a\\;b\\,c\\\\d');
  });
});

describe('the calendar file', () => {
  it.each([
    ['an online link', { mode: 'ONLINE' as const, value: hostile('https://meet.example.com/a') }],
    ['an address', { mode: 'OFFLINE' as const, value: hostile('서울 강남구 테헤란로 1') }],
  ])('keeps %s with control characters inside its own properties, for strict and lenient readers', (_, place) => {
    const file = meetingCalendar({
      meeting: meeting(place, hostile('한빛모빌리티')),
      appUrl: 'https://boltx.example/my/result/like/7\r\nX-EVIL:1',
      now: new Date('2026-11-20T05:00:00.000Z'),
    });
    expect(file).toBeDefined();
    const text = file as string;
    const [event] = parseIcs(text).components;
    expect(event.properties.map((property) => property.name)).toEqual([
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'URL',
    ]);
    expect(only(event, 'URL').value).toBe('https://boltx.example/my/result/like/7X-EVIL:1');
    expect(textOf(only(event, 'LOCATION'))).toContain('ATTENDEE:mailto:evil@example.com');
    expect(readLeniently(text).map((property) => property.name)).toEqual([
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'URL',
      'ACTION',
      'DESCRIPTION',
      'TRIGGER',
    ]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});
