/**
 * The calendar file cannot be made to carry a property of someone else's: a link or an
 * address with a line break or another control character is refused before it is stored, and
 * whatever reached the database before that rule (or a company name with one) is written into the
 * file escaped or removed — read by a strict RFC 5545 parser and by a lenient one that breaks lines
 * at a bare CR, LF, VT, FF, NEL, U+2028 and U+2029, the file has exactly our properties.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { coffeechatMeetings } from '../../server/db/schema-meetings';
import { MEETING_ADDRESS_CHARACTERS_MESSAGE, MEETING_LINK_MESSAGE } from '../../src/contract/meeting-rules';
import { companyId } from './biz-fixtures';
import { expectError } from './helpers';
import { only, parseIcs, readLeniently, textOf } from './ics-parser';
import { acceptedChat, candidateMeetingCalls, consoleMeetingCalls, meetingOf, slotIn } from './meeting-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

/** Each break a reader might split on, then a property of the attacker's. */
const HOSTILE_BREAKS = {
  CR: '\r',
  LF: '\n',
  CRLF: '\r\n',
  VT: '\v',
  FF: '\f',
  NEL: '\u0085',
  'LINE SEPARATOR': '\u2028',
  'PARAGRAPH SEPARATOR': '\u2029',
  NUL: '\u0000',
  'C1 control': '\u009b',
  'unit separator': '\u001f',
};
const injected = (name: string) => `ATTENDEE;CN=${name}:mailto:evil@example.com`;
/** What the database can hold: PostgreSQL text has no NUL (the contract's own test writes one into the file). */
const hostile = (start: string) => {
  const breaks = Object.entries(HOSTILE_BREAKS)
    .filter(([name]) => name !== 'NUL')
    .map(([name, character]) => `${character}${injected(name.replace(/\s/g, '-'))}`)
    .join('');
  return `${start}${breaks}\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:가짜 일정\rX-EVIL:1`;
};

/** What our file has, and nothing else, as a lenient reader lists it. */
const EXPECTED = [
  ['VCALENDAR', 'VERSION'],
  ['VCALENDAR', 'PRODID'],
  ['VCALENDAR', 'CALSCALE'],
  ['VCALENDAR', 'METHOD'],
  ['VCALENDAR/VEVENT', 'UID'],
  ['VCALENDAR/VEVENT', 'DTSTAMP'],
  ['VCALENDAR/VEVENT', 'DTSTART'],
  ['VCALENDAR/VEVENT', 'DTEND'],
  ['VCALENDAR/VEVENT', 'SUMMARY'],
  ['VCALENDAR/VEVENT', 'LOCATION'],
  ['VCALENDAR/VEVENT', 'DESCRIPTION'],
  ['VCALENDAR/VEVENT', 'URL'],
  ['VCALENDAR/VEVENT/VALARM', 'ACTION'],
  ['VCALENDAR/VEVENT/VALARM', 'DESCRIPTION'],
  ['VCALENDAR/VEVENT/VALARM', 'TRIGGER'],
];

/** No control character at all in a value as written (line breaks inside text are the escape `\n`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe.each(drivers)('the calendar file against injected properties, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it.each(Object.entries(HOSTILE_BREAKS))('refuses a link or an address with a %s before storing it', async (_, br) => {
    const { coffeechatId, candidateId } = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    const slots = [slotIn(app, 24), slotIn(app, 26)];
    const link = `https://meet.example.com/a${br}${injected('x')}`;
    // A NUL is refused before any rule runs, with the hostile-input guard's own sentence.
    const nul = br === '\u0000';
    const badLink = await expectError(
      await company.propose(coffeechatId, { mode: 'ONLINE', link, slots }),
      400,
      'BAD_REQUEST',
      nul ? undefined : MEETING_LINK_MESSAGE,
    );
    expect(badLink.status.field).toBe('link');
    const address = `서울 강남구 테헤란로 1${br}${injected('x')}`;
    const badAddress = await expectError(
      await company.propose(coffeechatId, { mode: 'OFFLINE', address, slots }),
      400,
      'BAD_REQUEST',
      nul ? undefined : MEETING_ADDRESS_CHARACTERS_MESSAGE,
    );
    expect(badAddress.status.field).toBe('address');
    const meeting = await meetingOf(await candidateMeetingCalls(app, candidateId).read(coffeechatId));
    expect(meeting).toMatchObject({ status: 'WAITING', place: null });
  });

  it.each(['ONLINE', 'OFFLINE'] as const)(
    'writes a hostile %s place and company name stored earlier so that no reader finds an injected property',
    async (mode) => {
      const chat = await acceptedChat(app);
      const company = consoleMeetingCalls(app, 'hanbit');
      const candidate = candidateMeetingCalls(app, chat.candidateId);
      const proposed = await meetingOf(
        await company.propose(chat.coffeechatId, {
          mode: 'OFFLINE',
          address: '서울 강남구 테헤란로 1',
          slots: [slotIn(app, 24), slotIn(app, 26)],
        }),
      );
      await meetingOf(await candidate.pick(chat.coffeechatId, proposed.slots[0].id));
      // As a row written before the rule, or by hand: the file must hold whatever the database does.
      const place = hostile(mode === 'ONLINE' ? 'https://meet.example.com/a' : '서울 강남구 테헤란로 1');
      await app.deps.db
        .update(coffeechatMeetings)
        .set({ mode, place })
        .where(eq(coffeechatMeetings.coffeechatId, chat.coffeechatId));
      const hanbit = await companyId(app, 'hanbit-mobility');
      const [{ name }] = await app.deps.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, hanbit));
      await app.deps.db
        .update(companies)
        .set({ name: hostile(name) })
        .where(eq(companies.id, hanbit));
      try {
        const response = await candidate.ics(chat.coffeechatId);
        expect(response.status).toBe(200);
        const file = await response.text();

        const strict = parseIcs(file);
        const [event] = strict.components;
        expect(strict.components.map((component) => component.name)).toEqual(['VEVENT']);
        expect(event.components.map((component) => component.name)).toEqual(['VALARM']);
        expect(event.properties.map((property) => property.name)).toEqual(
          EXPECTED.filter(([path]) => path === 'VCALENDAR/VEVENT').map(([, property]) => property),
        );
        for (const property of ['SUMMARY', 'LOCATION', 'DESCRIPTION', 'URL'])
          expect(only(event, property).value).not.toMatch(CONTROL);
        expect(textOf(only(event, 'LOCATION'))).toContain('ATTENDEE;CN=CR:mailto:evil@example.com');

        const lenient = readLeniently(file);
        expect(lenient.map(({ path, name: property }) => [path, property])).toEqual(EXPECTED);
        // Nothing but the CRLF ending each line.
        expect(file.replace(/\r\n/g, '')).not.toMatch(CONTROL);
      } finally {
        await app.deps.db.update(companies).set({ name }).where(eq(companies.id, hanbit));
      }
    },
  );
});
