/**
 * The console's side of the rooms. Operators and agents serve the OPERATOR rooms of live
 * candidates; a recruiter sees the COMPANY rooms of their own company, and only while the
 * candidate has not restricted it (and the coffee chat stands). A room the viewer may not see
 * answers exactly like one that does not exist: 404.
 */
import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import {
  BIZ_ROOM_NOT_FOUND,
  type BizRoom,
  type BizRoomList,
  type BizRoomPage,
  type MessageSlice,
  type ReadState,
} from '../../../src/contract/messages';
import type { Executor } from '../../db/executor';
import { candidates, companies } from '../../db/schema';
import { messageRooms, messages } from '../../db/schema-messages';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { notFound } from '../../errors/api-error';
import {
  companyReachable,
  type HistoryCursor,
  historySlice,
  lastMessageId,
  markRoomRead,
  messagesById,
  unreadCount,
} from './message-queries';
import { teamNameOf, toMessage } from './message-views';

/** Rooms one console list shows at most, most recent activity first. */
const BIZ_ROOM_LIST_MAX = 200;

const bizRoomNotFound = () => notFound(BIZ_ROOM_NOT_FOUND);

/** The rooms `viewer` may see, as a condition on message_rooms joined with candidates. */
function staffRoomCondition(viewer: BizViewer): SQL {
  const live = isNull(candidates.deletedAt);
  if (isAgent(viewer)) return and(eq(messageRooms.kind, 'OPERATOR'), live) as SQL;
  return and(
    eq(messageRooms.kind, 'COMPANY'),
    eq(messageRooms.companyId, viewer.company.id),
    live,
    companyReachable,
  ) as SQL;
}

const roomColumns = {
  id: messageRooms.id,
  kind: messageRooms.kind,
  candidateId: messageRooms.candidateId,
  candidateName: candidates.name,
  companyName: companies.name,
  topic: messageRooms.topic,
  originPath: messageRooms.originPath,
  unreadCount: unreadCount('STAFF'),
  lastMessageId,
};

function selectRooms(db: Executor, where: SQL | undefined) {
  return db
    .select(roomColumns)
    .from(messageRooms)
    .innerJoin(candidates, eq(candidates.id, messageRooms.candidateId))
    .leftJoin(companies, eq(companies.id, messageRooms.companyId))
    .where(where);
}

type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];
/** A room as the console shows it, with the candidate it belongs to (for notifications). */
export type StaffRoom = BizRoom & { candidateId: string; team: string };

async function toRooms(db: Executor, rows: RoomRow[]): Promise<StaffRoom[]> {
  const last = await messagesById(
    db,
    rows.map((row) => row.lastMessageId),
  );
  return rows.map((row) => {
    const team = teamNameOf(row);
    const message = last.get(row.lastMessageId);
    return {
      roomId: row.id,
      kind: row.kind,
      candidateId: row.candidateId,
      team,
      candidateName: row.candidateName,
      companyName: row.kind === 'COMPANY' ? (row.companyName ?? '') : '',
      topic: row.topic,
      originPath: row.originPath,
      lastMessage: message ? toMessage(message, team) : null,
      unreadCount: row.unreadCount,
    };
  });
}

/** Drops what only the server needs, so the answer is exactly the contract's BizRoom. */
const toBizRoom = ({ candidateId: _candidate, team: _team, ...room }: StaffRoom): BizRoom => room;

export async function listBizRooms(db: Executor, viewer: BizViewer): Promise<BizRoomList> {
  const visible = staffRoomCondition(viewer);
  const rows = await selectRooms(db, visible)
    .orderBy(desc(messageRooms.lastMessageAt), desc(messageRooms.id))
    .limit(BIZ_ROOM_LIST_MAX);
  const [unread] = await db
    .select({ value: count() })
    .from(messages)
    .innerJoin(messageRooms, eq(messageRooms.id, messages.roomId))
    .innerJoin(candidates, eq(candidates.id, messageRooms.candidateId))
    .where(and(visible, eq(messages.senderKind, 'CANDIDATE'), gt(messages.id, messageRooms.staffReadId)));
  return { items: (await toRooms(db, rows)).map(toBizRoom), unreadCount: unread.value };
}

/** A room the viewer may see, or 404. */
export async function findStaffRoom(db: Executor, viewer: BizViewer, roomId: number): Promise<StaffRoom> {
  const rows = await selectRooms(db, and(eq(messageRooms.id, roomId), staffRoomCondition(viewer)));
  if (rows.length === 0) throw bizRoomNotFound();
  const [room] = await toRooms(db, rows);
  return room;
}

export async function readBizRoom(db: Executor, viewer: BizViewer, roomId: number): Promise<BizRoomPage> {
  const room = await findStaffRoom(db, viewer, roomId);
  return { room: toBizRoom(room), ...(await historySlice(db, roomId, { type: 'latest' }, room.team)) };
}

export async function readBizRoomSlice(
  db: Executor,
  viewer: BizViewer,
  roomId: number,
  cursor: Exclude<HistoryCursor, { type: 'latest' }>,
): Promise<MessageSlice> {
  const room = await findStaffRoom(db, viewer, roomId);
  return historySlice(db, roomId, cursor, room.team);
}

export async function markBizRoomRead(
  db: Executor,
  viewer: BizViewer,
  roomId: number,
  messageId: number,
): Promise<ReadState> {
  await findStaffRoom(db, viewer, roomId);
  const readId = await markRoomRead(db, roomId, 'STAFF', messageId);
  const room = await findStaffRoom(db, viewer, roomId);
  return { roomId, readId, unreadCount: room.unreadCount };
}
