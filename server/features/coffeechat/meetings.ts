/**
 * Moves of a coffee chat's meeting by the candidate and by the company's console.
 *
 * Each move runs in one transaction that first locks the coffee chat's row (SELECT … FOR UPDATE),
 * then reads the meeting as it now stands and asks the status machine (meeting-status.ts) whether
 * the move applies. Two moves fired at once — the candidate's pick and the company's cancellation,
 * or a pick replayed from the outbox while the company re-proposes — are serialised by that lock:
 * the second sees the first's outcome and is refused with a 409 in Korean if it no longer fits.
 *
 * Who may move: the candidate whose coffee chat it is; in the console, a recruiter of its company
 * or the agent or operator who sent its offer. Anyone else is told it does not exist (404).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import { proposalProblem } from '../../../src/contract/meeting-rules';
import type { CoffeechatMeeting, MeetingSide, ProposeSlots } from '../../../src/contract/meetings';
import { atomically, type Executor } from '../../db/executor';
import { candidates, coffeechats, companies, offers } from '../../db/schema';
import { coffeechatMeetings, coffeechatSlots } from '../../db/schema-meetings';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { shutOutCondition } from '../../domain/candidate-visibility';
import { type MeetingMove, nextStatus } from '../../domain/meeting-status';
import { type ChatFacts, type MeetingRow, meetingOf } from '../../domain/meeting-views';
import { ApiError, badRequest, notFound } from '../../errors/api-error';
import { COFFEECHAT_NOT_FOUND_MESSAGE } from './coffeechat-questions';

export type MeetingActor = { side: 'CANDIDATE'; candidateId: string } | { side: 'COMPANY'; viewer: BizViewer };

export const SLOT_NOT_OFFERED_MESSAGE = '지금 제안된 시간이 아니에요. 새로 제안된 시간을 확인해 주세요.';
const SLOT_PASSED_MESSAGE = '이미 지난 시간이에요. 다른 시간을 골라 주세요.';

const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);
const coffeechatNotFound = () => notFound(COFFEECHAT_NOT_FOUND_MESSAGE);

export interface ChatRecord extends ChatFacts {
  candidateId: string;
  companyId: number;
  senderId: string;
}

async function findChat(db: Executor, coffeechatId: number) {
  const [row] = await db
    .select({
      id: coffeechats.id,
      candidateId: coffeechats.candidateId,
      companyId: coffeechats.companyId,
      createdAt: coffeechats.createdAt,
      company: companies.name,
      senderId: offers.senderId,
      deletedAt: candidates.deletedAt,
    })
    .from(coffeechats)
    .innerJoin(offers, eq(offers.id, coffeechats.offerId))
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .innerJoin(candidates, eq(candidates.id, coffeechats.candidateId))
    .where(eq(coffeechats.id, coffeechatId));
  return row;
}

function mayReach(actor: MeetingActor, chat: ChatRecord & { deletedAt: Date | null }) {
  if (chat.deletedAt) return false;
  if (actor.side === 'CANDIDATE') return chat.candidateId === actor.candidateId;
  return isAgent(actor.viewer) ? chat.senderId === actor.viewer.id : chat.companyId === actor.viewer.company.id;
}

/** Whether the candidate restricted the chat's company or works there now (candidate-visibility.ts). */
async function shutOut(db: Executor, chat: ChatRecord): Promise<boolean> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, chat.candidateId), shutOutCondition({ id: chat.companyId, name: chat.company })));
  return row !== undefined;
}

/**
 * The coffee chat if `actor` may see it, or 404. The console never reaches one whose candidate
 * restricted its company (or works there now): restriction is total, as for offers and rooms.
 */
export async function reachableChat(db: Executor, actor: MeetingActor, coffeechatId: number): Promise<ChatRecord> {
  const chat = await findChat(db, coffeechatId);
  if (!chat || !mayReach(actor, chat)) throw coffeechatNotFound();
  if (actor.side === 'COMPANY' && (await shutOut(db, chat))) throw coffeechatNotFound();
  return chat;
}

export async function readMeeting(db: Executor, actor: MeetingActor, coffeechatId: number): Promise<CoffeechatMeeting> {
  return meetingOf(db, await reachableChat(db, actor, coffeechatId));
}

/** Locks the coffee chat and answers its meeting row (created as 연락 대기 when none was). */
async function lockMeeting(tx: Executor, coffeechatId: number): Promise<MeetingRow> {
  await tx.select({ id: coffeechats.id }).from(coffeechats).where(eq(coffeechats.id, coffeechatId)).for('update');
  await tx.insert(coffeechatMeetings).values({ coffeechatId }).onConflictDoNothing();
  const [meeting] = await tx.select().from(coffeechatMeetings).where(eq(coffeechatMeetings.coffeechatId, coffeechatId));
  return meeting;
}

/** What happened, for the notices sent after the commit. */
export interface MeetingOutcome {
  chat: ChatRecord;
  meeting: CoffeechatMeeting;
}

/** Runs one move: reach, lock, ask the status machine, apply `change` (a 409 when refused). */
async function move(
  db: Executor,
  actor: MeetingActor,
  coffeechatId: number,
  theMove: MeetingMove,
  now: Date,
  change: (tx: Executor, current: MeetingRow) => Promise<Partial<MeetingRow>>,
): Promise<MeetingOutcome> {
  return atomically(db, async (tx) => {
    const chat = await reachableChat(tx, actor, coffeechatId);
    const current = await lockMeeting(tx, coffeechatId);
    const result = nextStatus({ status: current.status, chosenStartsAt: current.chosenStartsAt }, theMove, now);
    if (!result.ok) throw conflict(result.message);
    const changes = await change(tx, current);
    await tx
      .update(coffeechatMeetings)
      .set({ ...changes, status: result.status, updatedAt: now })
      .where(eq(coffeechatMeetings.coffeechatId, coffeechatId));
    return { chat, meeting: await meetingOf(tx, chat) };
  });
}

const clearSlots = (tx: Executor, coffeechatId: number) =>
  tx.delete(coffeechatSlots).where(eq(coffeechatSlots.coffeechatId, coffeechatId));

const noChosenTime = { chosenStartsAt: null, chosenEndsAt: null, remindedDayAt: null, remindedHourAt: null };

export async function proposeSlots(
  db: Executor,
  viewer: BizViewer,
  coffeechatId: number,
  input: ProposeSlots,
  now: Date,
): Promise<MeetingOutcome> {
  const problem = proposalProblem(input, now);
  if (problem) throw badRequest(problem.message, problem.field);
  return move(db, { side: 'COMPANY', viewer }, coffeechatId, { type: 'propose' }, now, async (tx, current) => {
    await clearSlots(tx, coffeechatId);
    await tx.insert(coffeechatSlots).values(
      input.slots.map((slot) => ({
        coffeechatId,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
        createdAt: now,
      })),
    );
    return {
      ...noChosenTime,
      mode: input.mode,
      place: input.mode === 'ONLINE' ? (input.link ?? null) : (input.address ?? null),
      otherTimesNote: null,
      firstProposedAt: current.firstProposedAt ?? now,
    };
  });
}

export async function pickSlot(
  db: Executor,
  candidateId: string,
  coffeechatId: number,
  slotId: number,
  now: Date,
): Promise<MeetingOutcome> {
  return move(db, { side: 'CANDIDATE', candidateId }, coffeechatId, { type: 'pick' }, now, async (tx, current) => {
    const [slot] = await tx
      .select()
      .from(coffeechatSlots)
      .where(and(eq(coffeechatSlots.id, slotId), eq(coffeechatSlots.coffeechatId, coffeechatId)));
    if (!slot) throw conflict(SLOT_NOT_OFFERED_MESSAGE);
    if (slot.startsAt.getTime() <= now.getTime()) throw conflict(SLOT_PASSED_MESSAGE);
    await clearSlots(tx, coffeechatId);
    return {
      chosenStartsAt: slot.startsAt,
      chosenEndsAt: slot.endsAt,
      remindedDayAt: null,
      remindedHourAt: null,
      firstConfirmedAt: current.firstConfirmedAt ?? now,
      candidateActedAt: now,
    };
  });
}

export async function askOtherTimes(
  db: Executor,
  candidateId: string,
  coffeechatId: number,
  note: string,
  now: Date,
): Promise<MeetingOutcome> {
  return move(db, { side: 'CANDIDATE', candidateId }, coffeechatId, { type: 'askOtherTimes' }, now, async (tx) => {
    await clearSlots(tx, coffeechatId);
    return { ...noChosenTime, otherTimesNote: note, candidateActedAt: now };
  });
}

export async function cancelMeeting(
  db: Executor,
  actor: MeetingActor,
  coffeechatId: number,
  reason: string,
  now: Date,
): Promise<MeetingOutcome> {
  const by: MeetingSide = actor.side;
  return move(db, actor, coffeechatId, { type: 'cancel', by }, now, async (tx) => {
    await clearSlots(tx, coffeechatId);
    return {
      cancelledBy: by,
      cancelReason: reason,
      cancelledAt: now,
      ...(by === 'CANDIDATE' ? { candidateActedAt: now } : {}),
    };
  });
}

export async function completeMeeting(db: Executor, viewer: BizViewer, coffeechatId: number, now: Date) {
  return move(db, { side: 'COMPANY', viewer }, coffeechatId, { type: 'complete' }, now, async () => ({}));
}

/** The console saw its coffee chats: the candidates' latest moves are no longer news. */
export async function markCoffeechatsSeen(db: Executor, coffeechatIds: number[], now: Date) {
  if (coffeechatIds.length === 0) return;
  await db
    .update(coffeechatMeetings)
    .set({ companySeenAt: now })
    .where(
      and(inArray(coffeechatMeetings.coffeechatId, coffeechatIds), isNotNull(coffeechatMeetings.candidateActedAt)),
    );
}
