/**
 * Reading coffee chats' meetings as both sides see them. A coffee chat without a
 * meeting row has had nothing happen yet: 연락 대기.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  CoffeechatMeeting,
  CoffeechatMeetingList,
  CoffeechatMeetingSummary,
  MeetingStatus,
} from '../../src/contract/meetings';
import type { Executor } from '../db/executor';
import { coffeechats } from '../db/schema';
import { coffeechatMeetings, coffeechatSlots } from '../db/schema-meetings';
import { changeDeadline } from './meeting-status';

export type MeetingRow = typeof coffeechatMeetings.$inferSelect;
type SlotRow = typeof coffeechatSlots.$inferSelect;

export interface ChatFacts {
  id: number;
  company: string;
  createdAt: Date;
}

type ChosenTime = Pick<MeetingRow, 'chosenStartsAt' | 'chosenEndsAt'>;

/** The time a confirmed or completed meeting has; none in any other status. */
function chosenOf(meeting: ChosenTime | undefined, status: MeetingStatus): CoffeechatMeeting['chosen'] {
  return meeting?.chosenStartsAt && meeting.chosenEndsAt && (status === 'CONFIRMED' || status === 'DONE')
    ? { startsAt: meeting.chosenStartsAt.toISOString(), endsAt: meeting.chosenEndsAt.toISOString() }
    : null;
}

function toMeeting(chat: ChatFacts, meeting: MeetingRow | undefined, slots: SlotRow[]): CoffeechatMeeting {
  const status: MeetingStatus = meeting?.status ?? 'WAITING';
  const chosen = chosenOf(meeting, status);
  return {
    coffeechatId: chat.id,
    company: chat.company,
    status,
    place: meeting?.mode && meeting.place ? { mode: meeting.mode, value: meeting.place } : null,
    slots:
      status === 'PROPOSED'
        ? slots.map((slot) => ({
            id: slot.id,
            startsAt: slot.startsAt.toISOString(),
            endsAt: slot.endsAt.toISOString(),
          }))
        : [],
    chosen,
    otherTimesNote: status === 'WAITING' ? (meeting?.otherTimesNote ?? null) : null,
    cancelled:
      status === 'CANCELLED' && meeting?.cancelledBy && meeting.cancelledAt
        ? { by: meeting.cancelledBy, reason: meeting.cancelReason ?? '', at: meeting.cancelledAt.toISOString() }
        : null,
    changeableUntil:
      status === 'CONFIRMED' && meeting?.chosenStartsAt ? changeDeadline(meeting.chosenStartsAt).toISOString() : null,
    acceptedAt: chat.createdAt.toISOString(),
    updatedAt: (meeting?.updatedAt ?? chat.createdAt).toISOString(),
  };
}

/** The meetings of many coffee chats at once (two queries), in the order of `chats`. */
export async function meetingsOf(db: Executor, chats: ChatFacts[]): Promise<CoffeechatMeeting[]> {
  const ids = chats.map((chat) => chat.id);
  if (ids.length === 0) return [];
  const [meetings, slots] = await Promise.all([
    db.select().from(coffeechatMeetings).where(inArray(coffeechatMeetings.coffeechatId, ids)),
    db
      .select()
      .from(coffeechatSlots)
      .where(inArray(coffeechatSlots.coffeechatId, ids))
      .orderBy(asc(coffeechatSlots.startsAt), asc(coffeechatSlots.id)),
  ]);
  const meetingById = new Map(meetings.map((meeting) => [meeting.coffeechatId, meeting]));
  return chats.map((chat) =>
    toMeeting(
      chat,
      meetingById.get(chat.id),
      slots.filter((slot) => slot.coffeechatId === chat.id),
    ),
  );
}

export async function meetingOf(db: Executor, chat: ChatFacts): Promise<CoffeechatMeeting> {
  const [meeting] = await db.select().from(coffeechatMeetings).where(eq(coffeechatMeetings.coffeechatId, chat.id));
  const slots = await db
    .select()
    .from(coffeechatSlots)
    .where(eq(coffeechatSlots.coffeechatId, chat.id))
    .orderBy(asc(coffeechatSlots.startsAt), asc(coffeechatSlots.id));
  return toMeeting(chat, meeting, slots);
}

type SummaryRow = ChosenTime &
  Pick<MeetingRow, 'mode' | 'place'> & { coffeechatId: number; offerId: number; status: MeetingStatus | null };

/** An accepted offer's coffee chat in brief: its status, and the time and place once confirmed. */
function toMeetingSummary(row: SummaryRow): CoffeechatMeetingSummary {
  const status = row.status ?? 'WAITING';
  return {
    coffeechatId: row.coffeechatId,
    offerId: row.offerId,
    status,
    chosen: chosenOf(row, status),
    place: status === 'CONFIRMED' && row.mode && row.place ? { mode: row.mode, value: row.place } : null,
  };
}

/** The candidate's coffee chats and where each stands (the accepted offers' cards and pages). */
export async function candidateMeetingSummaries(db: Executor, candidateId: string): Promise<CoffeechatMeetingList> {
  const rows = await db
    .select({
      coffeechatId: coffeechats.id,
      offerId: coffeechats.offerId,
      status: coffeechatMeetings.status,
      chosenStartsAt: coffeechatMeetings.chosenStartsAt,
      chosenEndsAt: coffeechatMeetings.chosenEndsAt,
      mode: coffeechatMeetings.mode,
      place: coffeechatMeetings.place,
    })
    .from(coffeechats)
    .leftJoin(coffeechatMeetings, eq(coffeechatMeetings.coffeechatId, coffeechats.id))
    .where(eq(coffeechats.candidateId, candidateId))
    .orderBy(desc(coffeechats.createdAt), desc(coffeechats.id));
  return { items: rows.map(toMeetingSummary) };
}
