/**
 * The candidate's message rooms (SPEC §7 messaging calls): the list with unread counts, a room's
 * history, who answers it, and the read position. A room answers only its owner; anyone else —
 * and an id that names nothing — gets the same 404 with SPEC §8's MESSAGE_UNVIEWABLE.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  ANSWER_HOURS,
  MESSAGE_UNVIEWABLE,
  type MessagePage,
  type MessageRoom,
  type MessageRoomList,
  type MessageSlice,
  OPERATOR_TEAM,
  type ReadState,
  type RoomOperator,
} from '../../../src/contract/messages';
import type { Executor } from '../../db/executor';
import { bizAccounts, companies } from '../../db/schema';
import { messageRooms } from '../../db/schema-messages';
import { notFound } from '../../errors/api-error';
import {
  type HistoryCursor,
  historySlice,
  lastMessageId,
  markRoomRead,
  messagesById,
  roomOpen,
  unreadCount,
} from './message-queries';
import { teamNameOf, toMessage } from './message-views';

export const roomUnviewable = () => notFound(MESSAGE_UNVIEWABLE);

const roomColumns = {
  id: messageRooms.id,
  kind: messageRooms.kind,
  topic: messageRooms.topic,
  companyName: companies.name,
  logo: companies.logoPath,
  canSend: roomOpen,
  unreadCount: unreadCount('CANDIDATE'),
  lastMessageId,
};

function selectRooms(db: Executor, where: SQL | undefined) {
  return db
    .select(roomColumns)
    .from(messageRooms)
    .leftJoin(companies, eq(companies.id, messageRooms.companyId))
    .where(where);
}

type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

async function toRooms(db: Executor, rows: RoomRow[]): Promise<MessageRoom[]> {
  const last = await messagesById(
    db,
    rows.map((row) => row.lastMessageId),
  );
  return rows.map((row) => {
    const title = teamNameOf(row);
    const message = last.get(row.lastMessageId);
    return {
      roomId: row.id,
      kind: row.kind,
      title,
      logo: row.kind === 'COMPANY' ? (row.logo ?? '') : '',
      topic: row.topic,
      lastMessage: message ? toMessage(message, title) : null,
      unreadCount: row.unreadCount,
      canSend: row.canSend,
    };
  });
}

/** The candidate's rooms, most recent activity first, with the unread total. */
export async function listRooms(db: Executor, candidateId: string): Promise<MessageRoomList> {
  const rows = await selectRooms(db, eq(messageRooms.candidateId, candidateId)).orderBy(
    desc(messageRooms.lastMessageAt),
    desc(messageRooms.id),
  );
  const items = await toRooms(db, rows);
  return { items, unreadCount: items.reduce((sum, room) => sum + room.unreadCount, 0) };
}

/** The candidate's own room, or 404 MESSAGE_UNVIEWABLE. */
async function findOwnRoom(db: Executor, candidateId: string, roomId: number): Promise<MessageRoom> {
  const rows = await selectRooms(db, and(eq(messageRooms.id, roomId), eq(messageRooms.candidateId, candidateId)));
  if (rows.length === 0) throw roomUnviewable();
  const [room] = await toRooms(db, rows);
  return room;
}

/** The latest page of the room. */
export async function readRoom(db: Executor, candidateId: string, roomId: number): Promise<MessagePage> {
  const room = await findOwnRoom(db, candidateId, roomId);
  return { room, ...(await historySlice(db, roomId, { type: 'latest' }, room.title)) };
}

/** Older history, or what arrived since a message. */
export async function readRoomSlice(
  db: Executor,
  candidateId: string,
  roomId: number,
  cursor: Exclude<HistoryCursor, { type: 'latest' }>,
): Promise<MessageSlice> {
  const room = await findOwnRoom(db, candidateId, roomId);
  return historySlice(db, roomId, cursor, room.title);
}

export async function markOwnRoomRead(
  db: Executor,
  candidateId: string,
  roomId: number,
  messageId: number,
): Promise<ReadState> {
  await findOwnRoom(db, candidateId, roomId);
  const readId = await markRoomRead(db, roomId, 'CANDIDATE', messageId);
  const room = await findOwnRoom(db, candidateId, roomId);
  return { roomId, readId, unreadCount: room.unreadCount };
}

/**
 * Who answers the room: the staff member who answered last; before anyone has, the operators'
 * team — or, in a company room, the company's recruiter (its first console account).
 */
export async function roomOperator(db: Executor, candidateId: string, roomId: number): Promise<RoomOperator> {
  const [room] = await db
    .select({
      kind: messageRooms.kind,
      companyId: messageRooms.companyId,
      companyName: companies.name,
      operatorName: bizAccounts.name,
      operatorRole: bizAccounts.role,
    })
    .from(messageRooms)
    .leftJoin(companies, eq(companies.id, messageRooms.companyId))
    .leftJoin(bizAccounts, eq(bizAccounts.id, messageRooms.operatorId))
    .where(and(eq(messageRooms.id, roomId), eq(messageRooms.candidateId, candidateId)));
  if (!room) throw roomUnviewable();
  const team = teamNameOf(room, room.operatorRole ?? undefined);
  if (room.operatorName) return { name: room.operatorName, team, hours: ANSWER_HOURS };
  if (room.kind === 'OPERATOR' || room.companyId === null) {
    return { name: OPERATOR_TEAM, team: OPERATOR_TEAM, hours: ANSWER_HOURS };
  }
  const [recruiter] = await db
    .select({ name: bizAccounts.name })
    .from(bizAccounts)
    .where(and(eq(bizAccounts.companyId, room.companyId), eq(bizAccounts.role, 'recruiter')))
    .orderBy(bizAccounts.createdAt, bizAccounts.email)
    .limit(1);
  return { name: recruiter?.name ?? `${team} 채용팀`, team, hours: ANSWER_HOURS };
}
