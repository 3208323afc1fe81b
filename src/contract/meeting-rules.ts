/**
 * The rules a company's proposal must keep, shared by the server, which refuses a
 * proposal breaking them (400 naming the field), and the console's form, which says so first.
 * Times are instants; "the next 7 days" counts from the moment of the proposal.
 */
import {
  type ProposeSlots,
  SLOT_HORIZON_DAYS,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  SLOTS_MAX,
  SLOTS_MIN,
} from './meetings';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const SLOT_COUNT_MESSAGE = `시간은 ${SLOTS_MIN}~${SLOTS_MAX}개 제안해 주세요.`;
export const SLOT_LENGTH_MESSAGE = `커피챗 시간은 ${SLOT_MINUTES_MIN}~${SLOT_MINUTES_MAX}분으로 정해 주세요.`;
export const SLOT_PAST_MESSAGE = '이미 지난 시간은 제안할 수 없어요.';
export const SLOT_HORIZON_MESSAGE = `앞으로 ${SLOT_HORIZON_DAYS}일 안의 시간만 제안할 수 있어요.`;
export const SLOT_OVERLAP_MESSAGE = '제안한 시간끼리 겹치지 않게 해 주세요.';
export const MEETING_LINK_MESSAGE = '화상 회의 링크는 https://로 시작하는 주소로 적어 주세요.';
export const MEETING_ADDRESS_MESSAGE = '만날 장소의 주소를 적어 주세요.';
export const MEETING_ADDRESS_CHARACTERS_MESSAGE = '주소는 줄바꿈 없이 한 줄로 적어 주세요.';

export interface ProposalProblem {
  message: string;
  field: string;
}

/**
 * Whitespace, control and invisible format characters (C0, DEL, C1, U+2028/2029, bidi overrides):
 * never in a link, and never in an address, which is one line. The URL parser would quietly drop
 * a CR or LF from a link, and the raw text is what is stored and put into the calendar file.
 */
const NO_LINK_CHARACTERS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const NO_ADDRESS_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** An absolute https URL with a host, no credentials and no whitespace or control character anywhere. */
export function isHttpsLink(value: string): boolean {
  if (NO_LINK_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The first rule the proposal breaks at `now`, or undefined when it may be sent. */
export function proposalProblem(input: ProposeSlots, now: Date): ProposalProblem | undefined {
  if (input.mode === 'ONLINE' && !isHttpsLink(input.link ?? ''))
    return { message: MEETING_LINK_MESSAGE, field: 'link' };
  if (input.mode === 'OFFLINE' && !input.address) return { message: MEETING_ADDRESS_MESSAGE, field: 'address' };
  if (input.mode === 'OFFLINE' && NO_ADDRESS_CHARACTERS.test(input.address ?? '')) {
    return { message: MEETING_ADDRESS_CHARACTERS_MESSAGE, field: 'address' };
  }
  if (input.slots.length < SLOTS_MIN || input.slots.length > SLOTS_MAX) {
    return { message: SLOT_COUNT_MESSAGE, field: 'slots' };
  }
  const horizon = now.getTime() + SLOT_HORIZON_DAYS * DAY_MS;
  const times = input.slots.map((slot) => ({ start: Date.parse(slot.startsAt), end: Date.parse(slot.endsAt) }));
  for (const [index, { start, end }] of times.entries()) {
    const field = `slots.${index}`;
    const minutes = (end - start) / MINUTE_MS;
    if (!(minutes >= SLOT_MINUTES_MIN && minutes <= SLOT_MINUTES_MAX)) return { message: SLOT_LENGTH_MESSAGE, field };
    if (start <= now.getTime()) return { message: SLOT_PAST_MESSAGE, field };
    if (end > horizon) return { message: SLOT_HORIZON_MESSAGE, field };
  }
  const sorted = times.map((time, index) => ({ ...time, index })).sort((a, b) => a.start - b.start);
  for (let next = 1; next < sorted.length; next += 1) {
    if (sorted[next].start < sorted[next - 1].end)
      return { message: SLOT_OVERLAP_MESSAGE, field: `slots.${sorted[next].index}` };
  }
  return undefined;
}

/** A `datetime-local` value ("2026-11-27T14:00") read as Seoul time, as an ISO instant. */
export function kstLocalToIso(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const moment = new Date(`${local}:00+09:00`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}
