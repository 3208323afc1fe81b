import { describe, expect, it } from 'vitest';
import {
  isHttpsLink,
  kstLocalToIso,
  MEETING_ADDRESS_CHARACTERS_MESSAGE,
  MEETING_ADDRESS_MESSAGE,
  MEETING_LINK_MESSAGE,
  proposalProblem,
  SLOT_COUNT_MESSAGE,
  SLOT_HORIZON_MESSAGE,
  SLOT_LENGTH_MESSAGE,
  SLOT_OVERLAP_MESSAGE,
  SLOT_PAST_MESSAGE,
} from './meeting-rules';

const now = new Date('2026-11-26T01:00:00Z'); // 10:00 KST
const HOUR = 60 * 60_000;
const slot = (startHours: number, minutes = 30) => ({
  startsAt: new Date(now.getTime() + startHours * HOUR).toISOString(),
  endsAt: new Date(now.getTime() + startHours * HOUR + minutes * 60_000).toISOString(),
});
const online = (slots: { startsAt: string; endsAt: string }[]) => ({
  mode: 'ONLINE' as const,
  link: 'https://meet.example.com/abc',
  slots,
});

describe('a proposal of slots', () => {
  it('passes with 2–5 slots of 30–60 minutes in the next 7 days', () => {
    expect(proposalProblem(online([slot(24), slot(48, 60)]), now)).toBeUndefined();
    expect(
      proposalProblem({ mode: 'OFFLINE', address: '서울 강남구 테헤란로 1', slots: [slot(2), slot(3)] }, now),
    ).toBeUndefined();
  });

  it('names the rule a proposal breaks', () => {
    expect(proposalProblem(online([slot(24)]), now)).toEqual({ message: SLOT_COUNT_MESSAGE, field: 'slots' });
    expect(proposalProblem(online([1, 2, 3, 4, 5, 6].map((day) => slot(day * 24))), now)?.message).toBe(
      SLOT_COUNT_MESSAGE,
    );
    expect(proposalProblem(online([slot(24), slot(26, 20)]), now)).toEqual({
      message: SLOT_LENGTH_MESSAGE,
      field: 'slots.1',
    });
    expect(proposalProblem(online([slot(24), slot(26, 90)]), now)?.message).toBe(SLOT_LENGTH_MESSAGE);
    expect(proposalProblem(online([slot(-1), slot(26)]), now)).toEqual({
      message: SLOT_PAST_MESSAGE,
      field: 'slots.0',
    });
    expect(proposalProblem(online([slot(24), slot(7 * 24)]), now)).toEqual({
      message: SLOT_HORIZON_MESSAGE,
      field: 'slots.1',
    });
    expect(proposalProblem(online([slot(24, 60), slot(24.5)]), now)).toEqual({
      message: SLOT_OVERLAP_MESSAGE,
      field: 'slots.1',
    });
  });

  it('wants an https link online and an address offline', () => {
    const slots = [slot(24), slot(48)];
    expect(proposalProblem({ mode: 'ONLINE', link: 'http://meet.example.com', slots }, now)?.message).toBe(
      MEETING_LINK_MESSAGE,
    );
    expect(proposalProblem({ mode: 'ONLINE', link: 'javascript:alert(1)', slots }, now)?.message).toBe(
      MEETING_LINK_MESSAGE,
    );
    expect(proposalProblem({ mode: 'OFFLINE', address: '', slots }, now)?.message).toBe(MEETING_ADDRESS_MESSAGE);
  });

  it.each([
    ['a CR', 'https://meet.example.com/a\rATTENDEE:mailto:x@evil.example'],
    ['a LF', 'https://meet.example.com/a\nX-EVIL:1'],
    ['a tab', 'https://meet.example.com/a\tb'],
    ['a space', 'https://meet.example.com/a b'],
    ['a VT', 'https://meet.example.com/a\vb'],
    ['a FF', 'https://meet.example.com/a\fb'],
    ['a NUL', 'https://meet.example.com/a\u0000b'],
    ['a NEL', 'https://meet.example.com/a\u0085b'],
    ['a LINE SEPARATOR', 'https://meet.example.com/a\u2028b'],
    ['a PARAGRAPH SEPARATOR', 'https://meet.example.com/a\u2029b'],
    ['a right-to-left override', 'https://meet.example.com/\u202egnp.exe'],
    ['a relative path', '/meet/abc'],
    ['credentials', 'https://user:pass@meet.example.com/'],
  ])('refuses a link with %s', (_, link) => {
    expect(isHttpsLink(link)).toBe(false);
    expect(proposalProblem({ mode: 'ONLINE', link, slots: [slot(24), slot(48)] }, now)?.field).toBe('link');
  });

  it.each(['https://meet.example.com/abc?pwd=1,2;3', 'https://zoom.us/j/123456789', 'https://한글.kr/회의'])(
    'takes the absolute https link %s',
    (link) => {
      expect(isHttpsLink(link)).toBe(true);
    },
  );

  it.each([
    ['a CR', '서울 강남구\r테헤란로 1'],
    ['a LF', '서울 강남구\nATTENDEE:mailto:x@evil.example'],
    ['a VT', '서울\v강남구'],
    ['a NUL', '서울\u0000강남구'],
    ['a LINE SEPARATOR', '서울\u2028강남구'],
  ])('refuses an address with %s', (_, address) => {
    expect(proposalProblem({ mode: 'OFFLINE', address, slots: [slot(24), slot(48)] }, now)).toEqual({
      message: MEETING_ADDRESS_CHARACTERS_MESSAGE,
      field: 'address',
    });
  });

  it('reads a datetime-local value as Seoul time', () => {
    expect(kstLocalToIso('2026-11-27T14:00')).toBe('2026-11-27T05:00:00.000Z');
    expect(kstLocalToIso('2026-11-27')).toBeUndefined();
  });
});
