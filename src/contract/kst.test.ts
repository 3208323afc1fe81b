import { describe, expect, it } from 'vitest';
import {
  addKstBusinessDays,
  DAY_MS,
  endOfKstDay,
  formatKstDate,
  formatKstDateTime,
  formatKstDay,
  formatKstMeetingTime,
  formatKstSlot,
  kstDay,
  kstParts,
  kstYear,
  startOfKstDay,
} from './kst';

describe('the KST day of an instant', () => {
  it('turns at 15:00 UTC, whatever the machine zone', () => {
    expect(kstDay('2026-11-20T14:59:59.999Z')).toBe('2026-11-20');
    expect(kstDay('2026-11-20T15:00:00.000Z')).toBe('2026-11-21');
    expect(kstDay(Date.parse('2026-03-01T15:00:00.000Z'))).toBe('2026-03-02');
  });

  it('crosses month and year ends nine hours before UTC does', () => {
    expect(kstDay(new Date('2026-02-28T15:00:00.000Z'))).toBe('2026-03-01');
    expect(kstDay(new Date('2028-02-28T15:00:00.000Z'))).toBe('2028-02-29');
    expect(kstDay(new Date('2026-12-31T16:30:12.345Z'))).toBe('2027-01-01');
    expect(kstYear(new Date('2026-12-31T14:59:59.000Z'))).toBe(2026);
    expect(kstYear(new Date('2026-12-31T15:00:00.000Z'))).toBe(2027);
  });

  it('reads the wall clock in Seoul', () => {
    expect(kstParts('2026-03-01T15:05:00.000Z')).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      weekday: 1,
      hour: 0,
      minute: 5,
    });
  });
});

describe('start and end of a KST day', () => {
  it('starts at 15:00 UTC of the previous UTC day', () => {
    expect(startOfKstDay(new Date('2025-03-01T14:59:59Z')).toISOString()).toBe('2025-02-28T15:00:00.000Z');
    expect(startOfKstDay(new Date('2025-03-01T15:00:00Z')).toISOString()).toBe('2025-03-01T15:00:00.000Z');
  });

  it('adds and subtracts whole KST days across month and year ends', () => {
    expect(startOfKstDay('2026-12-31T03:00:00Z', 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(startOfKstDay('2026-03-01T03:00:00Z', -1).toISOString()).toBe('2026-02-27T15:00:00.000Z');
    expect(kstDay(startOfKstDay('2026-11-20T15:30:00Z', -29))).toBe('2026-10-23');
  });

  it('ends on its last millisecond', () => {
    expect(endOfKstDay(new Date('2026-11-22T14:59:59.999Z')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
    expect(endOfKstDay(new Date('2026-11-22T01:00:00Z'), 7).toISOString()).toBe('2026-11-29T14:59:59.999Z');
  });

  it('keeps 24-hour days on a machine whose own zone shifts for daylight saving', () => {
    const machineZone = process.env.TZ;
    process.env.TZ = 'America/New_York'; // clocks go back on 2026-11-01
    try {
      const start = startOfKstDay('2026-11-01T12:00:00+09:00');
      expect(start.toISOString()).toBe('2026-10-31T15:00:00.000Z');
      expect(endOfKstDay(start, 1).getTime() + 1 - start.getTime()).toBe(2 * DAY_MS);
      expect(formatKstDateTime('2026-11-01T06:30:00Z')).toBe('11월 1일 15:30');
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
});

describe('KST dates in Korean', () => {
  it('writes a KST day as the API sends it, never shifted by the device zone', () => {
    expect(formatKstDay('2026-11-21')).toBe('2026년 11월 21일');
    expect(formatKstDay('2027-01-05')).toBe('2027년 1월 5일');
  });

  it('writes the date of an instant', () => {
    expect(formatKstDate('2026-11-29T14:59:59.999Z')).toBe('2026년 11월 29일');
    expect(formatKstDate('2026-11-29T15:00:00.000Z')).toBe('2026년 11월 30일');
  });

  it('writes a deadline with a 24-hour clock that starts at 00', () => {
    expect(formatKstDateTime('2026-11-29T14:59:59.999Z')).toBe('11월 29일 23:59');
    expect(formatKstDateTime('2026-11-29T15:05:00.000Z')).toBe('11월 30일 00:05');
  });
});

describe('meeting times and business days in Seoul', () => {
  const kst = (local: string) => new Date(`${local}+09:00`);

  it('shows a meeting slot with its Seoul weekday and times', () => {
    expect(formatKstSlot('2026-11-27T05:00:00Z', '2026-11-27T05:30:00Z')).toBe('11월 27일 (금) 14:00–14:30');
    expect(formatKstSlot('2026-11-27T15:00:00Z', '2026-11-27T16:00:00Z')).toBe('11월 28일 (토) 00:00–01:00');
  });

  it('says when a meeting starts on the 12-hour clock, noon as 오후 12:00 and midnight as 오전 12:00', () => {
    expect(formatKstMeetingTime('2026-12-03T05:00:00Z')).toBe('12월 3일 (목) 오후 2:00');
    expect(formatKstMeetingTime('2026-12-03T01:30:00Z')).toBe('12월 3일 (목) 오전 10:30');
    expect(formatKstMeetingTime('2026-12-03T03:00:00Z')).toBe('12월 3일 (목) 오후 12:00');
    expect(formatKstMeetingTime('2026-12-02T15:05:00Z')).toBe('12월 3일 (목) 오전 12:05');
  });

  it('skips the weekend, keeping the time of day', () => {
    // 2026-11-27 is a Friday in Seoul.
    expect(addKstBusinessDays(kst('2026-11-27T15:00:00'), 3)).toEqual(kst('2026-12-02T15:00:00'));
    expect(addKstBusinessDays(kst('2026-11-23T09:30:00'), 3)).toEqual(kst('2026-11-26T09:30:00'));
  });

  it('skips public holidays and their substitute days', () => {
    // 추석 2026 is Thursday 24 – Saturday 26 September: Wednesday 23rd + 2 is Tuesday 29th.
    expect(addKstBusinessDays(kst('2026-09-23T10:00:00'), 2)).toEqual(kst('2026-09-29T10:00:00'));
    // 개천절 falls on Saturday 3 October 2026, so Monday 5th is off: Friday 2nd + 1 is Tuesday 6th.
    expect(addKstBusinessDays(kst('2026-10-02T10:00:00'), 1)).toEqual(kst('2026-10-06T10:00:00'));
    // A request on 설날 (Tuesday 17 February 2026) counts from Thursday 19th.
    expect(addKstBusinessDays(kst('2026-02-17T10:00:00'), 1)).toEqual(kst('2026-02-20T00:00:00'));
  });

  it('counts a weekend moment from the next Monday, by the Seoul date', () => {
    expect(addKstBusinessDays(kst('2026-11-28T11:00:00'), 3)).toEqual(kst('2026-12-03T00:00:00'));
    // Saturday 01:00 in Seoul is still Friday in UTC.
    expect(addKstBusinessDays(kst('2026-11-28T01:00:00'), 1)).toEqual(kst('2026-12-01T00:00:00'));
  });
});
