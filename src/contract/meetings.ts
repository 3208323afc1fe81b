/**
 * From coffee chat to meeting: the coffee chat's status, the time slots a company
 * proposes, the candidate's pick or request for other times, and cancellation from either side.
 * Both sides read the same CoffeechatMeeting; the slot rules (meeting-rules.ts) are shared too, so
 * the console's form says what the server would say.
 */
import {
  array,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  trimmed,
} from 'superstruct';
import { IsoDateTime, PositiveId, RowId, rule } from './validators';

/** 연락 대기 → 일정 제안됨 → 일정 확정 → 완료, or 취소 from either side. */
export const MEETING_STATUSES = ['WAITING', 'PROPOSED', 'CONFIRMED', 'DONE', 'CANCELLED'] as const;
export const MeetingStatus = enums(MEETING_STATUSES);
export type MeetingStatus = Infer<typeof MeetingStatus>;

export const MEETING_STATUS_LABEL: Record<MeetingStatus, string> = {
  WAITING: '연락 대기',
  PROPOSED: '일정 제안됨',
  CONFIRMED: '일정 확정',
  DONE: '완료',
  CANCELLED: '취소',
};

export const MeetingMode = enums(['ONLINE', 'OFFLINE']);
export type MeetingMode = Infer<typeof MeetingMode>;
export const MeetingSide = enums(['CANDIDATE', 'COMPANY']);
export type MeetingSide = Infer<typeof MeetingSide>;

export const SLOTS_MIN = 2;
export const SLOTS_MAX = 5;
export const SLOT_MINUTES_MIN = 30;
export const SLOT_MINUTES_MAX = 60;
/** Slots start within this many days from the moment they are proposed. */
export const SLOT_HORIZON_DAYS = 7;
/** A confirmed meeting may be changed or cancelled until this long before it starts. */
export const CHANGE_LEAD_HOURS = 2;
export const OTHER_TIMES_NOTE_MAX = 200;
export const CANCEL_REASON_MAX = 200;
const ADDRESS_MAX = 200;
const MEETING_LINK_MAX = 500;

const MeetingSlot = object({ id: integer(), startsAt: IsoDateTime, endsAt: IsoDateTime });

export const MeetingPlace = object({
  mode: MeetingMode,
  /** The https meeting link (ONLINE) or the address (OFFLINE). */
  value: string(),
});
export type MeetingPlace = Infer<typeof MeetingPlace>;

export const CoffeechatMeeting = object({
  coffeechatId: integer(),
  company: string(),
  status: MeetingStatus,
  /** Where the proposed or confirmed meeting happens; null before any proposal. */
  place: nullable(MeetingPlace),
  /** The proposed slots while PROPOSED; empty otherwise. */
  slots: array(MeetingSlot),
  /** The confirmed (or completed) time. */
  chosen: nullable(object({ startsAt: IsoDateTime, endsAt: IsoDateTime })),
  /** The candidate's request for other times, until the company proposes again. */
  otherTimesNote: nullable(string()),
  cancelled: nullable(object({ by: MeetingSide, reason: string(), at: IsoDateTime })),
  /** Last moment a confirmed meeting may still be changed or cancelled; null unless CONFIRMED. */
  changeableUntil: nullable(IsoDateTime),
  acceptedAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type CoffeechatMeeting = Infer<typeof CoffeechatMeeting>;

/** Where one coffee chat stands, as an accepted offer's card and page show it. */
export const CoffeechatMeetingSummary = object({
  coffeechatId: integer(),
  offerId: integer(),
  status: MeetingStatus,
  /** The confirmed (or completed) time; null otherwise. */
  chosen: nullable(object({ startsAt: IsoDateTime, endsAt: IsoDateTime })),
  /** Where the confirmed meeting happens; null unless CONFIRMED. */
  place: nullable(MeetingPlace),
});
export type CoffeechatMeetingSummary = Infer<typeof CoffeechatMeetingSummary>;

/** GET /users/coffeechats/meetings: every coffee chat's summary, for the accepted offers' cards and pages. */
export const CoffeechatMeetingList = object({ items: array(CoffeechatMeetingSummary) });
export type CoffeechatMeetingList = Infer<typeof CoffeechatMeetingList>;

/** The `{id}` of a coffee chat's path. */
export const CoffeechatIdParam = object({ id: PositiveId });

export const PickSlot = object({ slotId: RowId });
export type PickSlot = Infer<typeof PickSlot>;

const OTHER_TIMES_NOTE_MESSAGE = `원하는 시간을 1~${OTHER_TIMES_NOTE_MAX}자로 적어 주세요.`;
export const AskOtherTimes = object({
  note: rule(
    trimmed(string()),
    'otherTimesNote',
    (note) => note.length >= 1 && note.length <= OTHER_TIMES_NOTE_MAX,
    OTHER_TIMES_NOTE_MESSAGE,
  ),
});
export type AskOtherTimes = Infer<typeof AskOtherTimes>;

const CANCEL_REASON_MESSAGE = `취소 사유를 1~${CANCEL_REASON_MAX}자로 적어 주세요.`;
export const CancelMeeting = object({
  reason: rule(
    trimmed(string()),
    'cancelReason',
    (reason) => reason.length >= 1 && reason.length <= CANCEL_REASON_MAX,
    CANCEL_REASON_MESSAGE,
  ),
});
export type CancelMeeting = Infer<typeof CancelMeeting>;

/** POST /biz/coffeechats/{id}/slots. The times and the place are checked by meeting-rules.ts. */
export const ProposeSlots = object({
  mode: MeetingMode,
  /** The https meeting link, for ONLINE. */
  link: optional(size(trimmed(string()), 0, MEETING_LINK_MAX)),
  /** The address, for OFFLINE. */
  address: optional(size(trimmed(string()), 0, ADDRESS_MAX)),
  slots: size(array(object({ startsAt: IsoDateTime, endsAt: IsoDateTime })), 0, 20),
});
export type ProposeSlots = Infer<typeof ProposeSlots>;

/** Coffee chats of the last RESPONSE_RECORD_DAYS a company needs before its record is shown. */
export const RESPONSE_RECORD_MIN_CHATS = 5;
export const RESPONSE_RECORD_DAYS = 90;

/** The company's response record, once it has enough coffee chats to say something fair. */
export const ResponseRecord = object({
  /** Median whole days (rounded up, at least 1) from acceptance to the first proposal; null when none came. */
  medianDays: nullable(integer()),
  /** Percent of the last 90 days' coffee chats that reached 일정 확정. */
  confirmedPercent: integer(),
  coffeechats: integer(),
});
export type ResponseRecord = Infer<typeof ResponseRecord>;

/** GET /v2/users/offers/{id}/company: the company behind an offer (its card on the offer page). */
export const OfferCompany = object({
  id: integer(),
  name: string(),
  logo: string(),
  industry: string(),
  employees: nullable(string()),
  location: nullable(string()),
  homepage: nullable(string()),
  /** The offer's own link (a job posting), http(s) only; opened outside the app. */
  link: nullable(string()),
  /** Its place in the 30-day offer ranking (/rankingtalk), when it is listed. */
  ranking: nullable(object({ rank: integer(), offerCount: integer(), averageRaise: nullable(number()) })),
  responseRecord: nullable(ResponseRecord),
});
export type OfferCompany = Infer<typeof OfferCompany>;
