/**
 * The coffee chat's status machine, as pure rules: 연락 대기 (WAITING) → 일정 제안됨
 * (PROPOSED) → 일정 확정 (CONFIRMED) → 완료 (DONE), or 취소 (CANCELLED) from either side.
 *
 * - The company proposes slots while waiting or proposed, and re-proposes a confirmed meeting (a
 *   change) until CHANGE_LEAD_HOURS before it.
 * - The candidate picks a proposed slot, or asks for other times (back to WAITING, with a note);
 *   a confirmed meeting may be asked to move the same way until CHANGE_LEAD_HOURS before it.
 * - Either side cancels with a reason, a confirmed meeting until CHANGE_LEAD_HOURS before it.
 * - The company marks a confirmed meeting done once its time has come.
 * A move the rules refuse answers the Korean sentence the 409 carries.
 */
import { CHANGE_LEAD_HOURS, type MeetingSide, type MeetingStatus } from '../../src/contract/meetings';

export type MeetingMove =
  | { type: 'propose' }
  | { type: 'pick' }
  | { type: 'askOtherTimes' }
  | { type: 'cancel'; by: MeetingSide }
  | { type: 'complete' };

export interface MeetingState {
  status: MeetingStatus;
  chosenStartsAt: Date | null;
}

export const MEETING_CANCELLED_MESSAGE = '이미 취소된 커피챗이에요.';
export const MEETING_DONE_MESSAGE = '이미 끝난 커피챗이에요.';
export const NO_SLOTS_MESSAGE = '아직 제안된 시간이 없어요.';
export const ALREADY_CONFIRMED_MESSAGE = '이미 일정이 확정됐어요.';
export const TOO_LATE_MESSAGE = `커피챗 ${CHANGE_LEAD_HOURS}시간 전부터는 일정을 바꾸거나 취소할 수 없어요.`;
export const COMPLETE_EARLY_MESSAGE = '커피챗 시간이 된 뒤에 완료로 바꿀 수 있어요.';
export const COMPLETE_UNCONFIRMED_MESSAGE = '일정이 확정된 커피챗만 완료로 바꿀 수 있어요.';

const HOUR_MS = 60 * 60_000;

/** The last moment a confirmed meeting may still be changed or cancelled. */
export const changeDeadline = (startsAt: Date) => new Date(startsAt.getTime() - CHANGE_LEAD_HOURS * HOUR_MS);

const stillChangeable = (state: MeetingState, now: Date) =>
  state.chosenStartsAt !== null && now.getTime() <= changeDeadline(state.chosenStartsAt).getTime();

export type MoveResult = { ok: true; status: MeetingStatus } | { ok: false; message: string };

const to = (status: MeetingStatus): MoveResult => ({ ok: true, status });
const refused = (message: string): MoveResult => ({ ok: false, message });

export function nextStatus(state: MeetingState, move: MeetingMove, now: Date): MoveResult {
  if (state.status === 'CANCELLED') return refused(MEETING_CANCELLED_MESSAGE);
  if (state.status === 'DONE') return refused(MEETING_DONE_MESSAGE);
  const confirmed = state.status === 'CONFIRMED';
  switch (move.type) {
    case 'propose':
      return confirmed && !stillChangeable(state, now) ? refused(TOO_LATE_MESSAGE) : to('PROPOSED');
    case 'pick':
      if (state.status === 'WAITING') return refused(NO_SLOTS_MESSAGE);
      return confirmed ? refused(ALREADY_CONFIRMED_MESSAGE) : to('CONFIRMED');
    case 'askOtherTimes':
      if (state.status === 'WAITING') return refused(NO_SLOTS_MESSAGE);
      return confirmed && !stillChangeable(state, now) ? refused(TOO_LATE_MESSAGE) : to('WAITING');
    case 'cancel':
      return confirmed && !stillChangeable(state, now) ? refused(TOO_LATE_MESSAGE) : to('CANCELLED');
    case 'complete':
      if (!confirmed || !state.chosenStartsAt) return refused(COMPLETE_UNCONFIRMED_MESSAGE);
      return now.getTime() < state.chosenStartsAt.getTime() ? refused(COMPLETE_EARLY_MESSAGE) : to('DONE');
  }
}
