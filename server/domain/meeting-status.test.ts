import { describe, expect, it } from 'vitest';
import {
  ALREADY_CONFIRMED_MESSAGE,
  COMPLETE_EARLY_MESSAGE,
  COMPLETE_UNCONFIRMED_MESSAGE,
  MEETING_CANCELLED_MESSAGE,
  MEETING_DONE_MESSAGE,
  type MeetingState,
  NO_SLOTS_MESSAGE,
  nextStatus,
  TOO_LATE_MESSAGE,
} from './meeting-status';

const now = new Date('2026-11-26T03:00:00Z');
const HOUR = 60 * 60_000;
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);
const waiting: MeetingState = { status: 'WAITING', chosenStartsAt: null };
const proposed: MeetingState = { status: 'PROPOSED', chosenStartsAt: null };
const confirmedIn = (hours: number): MeetingState => ({ status: 'CONFIRMED', chosenStartsAt: inHours(hours) });

describe('the coffee chat status machine', () => {
  it('walks 연락 대기 → 일정 제안됨 → 일정 확정 → 완료', () => {
    expect(nextStatus(waiting, { type: 'propose' }, now)).toEqual({ ok: true, status: 'PROPOSED' });
    expect(nextStatus(proposed, { type: 'pick' }, now)).toEqual({ ok: true, status: 'CONFIRMED' });
    expect(nextStatus(confirmedIn(-0.5), { type: 'complete' }, now)).toEqual({ ok: true, status: 'DONE' });
  });

  it('sends a request for other times back to 연락 대기', () => {
    expect(nextStatus(proposed, { type: 'askOtherTimes' }, now)).toEqual({ ok: true, status: 'WAITING' });
    expect(nextStatus(confirmedIn(3), { type: 'askOtherTimes' }, now)).toEqual({ ok: true, status: 'WAITING' });
  });

  it('lets either side cancel, a confirmed meeting only until two hours before it', () => {
    for (const by of ['CANDIDATE', 'COMPANY'] as const) {
      expect(nextStatus(waiting, { type: 'cancel', by }, now)).toEqual({ ok: true, status: 'CANCELLED' });
      expect(nextStatus(confirmedIn(2), { type: 'cancel', by }, now)).toEqual({ ok: true, status: 'CANCELLED' });
      expect(nextStatus(confirmedIn(1.9), { type: 'cancel', by }, now)).toEqual({
        ok: false,
        message: TOO_LATE_MESSAGE,
      });
    }
  });

  it('refuses a change of a confirmed meeting within two hours of it', () => {
    expect(nextStatus(confirmedIn(1), { type: 'propose' }, now)).toEqual({ ok: false, message: TOO_LATE_MESSAGE });
    expect(nextStatus(confirmedIn(1), { type: 'askOtherTimes' }, now)).toEqual({
      ok: false,
      message: TOO_LATE_MESSAGE,
    });
    expect(nextStatus(confirmedIn(5), { type: 'propose' }, now)).toEqual({ ok: true, status: 'PROPOSED' });
  });

  it('refuses moves that make no sense where the chat stands, in Korean', () => {
    expect(nextStatus(waiting, { type: 'pick' }, now)).toEqual({ ok: false, message: NO_SLOTS_MESSAGE });
    expect(nextStatus(waiting, { type: 'askOtherTimes' }, now)).toEqual({ ok: false, message: NO_SLOTS_MESSAGE });
    expect(nextStatus(confirmedIn(5), { type: 'pick' }, now)).toEqual({
      ok: false,
      message: ALREADY_CONFIRMED_MESSAGE,
    });
    expect(nextStatus(proposed, { type: 'complete' }, now)).toEqual({
      ok: false,
      message: COMPLETE_UNCONFIRMED_MESSAGE,
    });
    expect(nextStatus(confirmedIn(1), { type: 'complete' }, now)).toEqual({
      ok: false,
      message: COMPLETE_EARLY_MESSAGE,
    });
    const cancelled: MeetingState = { status: 'CANCELLED', chosenStartsAt: null };
    const done: MeetingState = { status: 'DONE', chosenStartsAt: inHours(-3) };
    for (const move of [{ type: 'propose' }, { type: 'pick' }, { type: 'cancel', by: 'COMPANY' }] as const) {
      expect(nextStatus(cancelled, move, now)).toEqual({ ok: false, message: MEETING_CANCELLED_MESSAGE });
      expect(nextStatus(done, move, now)).toEqual({ ok: false, message: MEETING_DONE_MESSAGE });
    }
  });
});
