/**
 * Queries both sides of a conversation share: whether a company room is still open, unread counts,
 * the last message of rooms and pages of history. Read positions are message ids, so an unread
 * count is one range count on messages_room (room_id, id).
 */
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { MESSAGE_AFTER_MAX, MESSAGE_PAGE_SIZE, type Message } from '../../../src/contract/messages';
import type { Executor } from '../../db/executor';
import { bizAccounts, candidateCompanies, coffeechats } from '../../db/schema';
import { messageRooms, messages } from '../../db/schema-messages';
import { type MessageRecord, toMessage } from './message-views';

/**
 * A COMPANY room's company may still be written to: the candidate has not restricted it and a
 * coffee chat with it still stands. Correlated on `message_rooms` of the outer query.
 */
export const companyReachable = sql<boolean>`(not exists (select 1 from ${candidateCompanies} where ${candidateCompanies.candidateId} = ${messageRooms.candidateId} and ${candidateCompanies.companyId} = ${messageRooms.companyId} and ${candidateCompanies.mode} = 'restrict') and exists (select 1 from ${coffeechats} where ${coffeechats.candidateId} = ${messageRooms.candidateId} and ${coffeechats.companyId} = ${messageRooms.companyId}))`;

/** Whether the candidate may write in the room: always to the operators, to a company while it is reachable. */
export const roomOpen = sql<boolean>`(${messageRooms.kind} = 'OPERATOR' or ${companyReachable})`;

/** Messages of the other side after the reader's position: staff messages for the candidate, and the reverse. */
export function unreadCount(reader: 'CANDIDATE' | 'STAFF') {
  const writer = reader === 'CANDIDATE' ? 'STAFF' : 'CANDIDATE';
  const position = reader === 'CANDIDATE' ? messageRooms.candidateReadId : messageRooms.staffReadId;
  return sql<number>`(select count(*)::int from ${messages} where ${messages.roomId} = ${messageRooms.id} and ${messages.senderKind} = ${writer} and ${messages.id} > ${position})`;
}

/** The id of the room's last message, 0 when it has none. */
export const lastMessageId = sql<number>`(select coalesce(max(${messages.id}), 0)::int from ${messages} where ${messages.roomId} = ${messageRooms.id})`;

const messageColumns = {
  id: messages.id,
  roomId: messages.roomId,
  senderKind: messages.senderKind,
  body: messages.body,
  createdAt: messages.createdAt,
  staffName: bizAccounts.name,
};

function selectMessages(db: Executor, where: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(bizAccounts, eq(bizAccounts.id, messages.staffId))
    .where(where);
}

/** The messages with these ids, by id. */
export async function messagesById(db: Executor, ids: readonly number[]): Promise<Map<number, MessageRecord>> {
  const wanted = ids.filter((id) => id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await selectMessages(db, inArray(messages.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface HistorySlice {
  items: Message[];
  hasMore: boolean;
}

/** Where a page starts: the latest page, older than a message, or newer than one. */
export type HistoryCursor = { type: 'latest' } | { type: 'before' | 'after'; messageId: number };

/**
 * A page of a room's history, oldest first. `latest` and `before` take up to MESSAGE_PAGE_SIZE
 * going back (`hasMore`: older ones exist); `after` takes up to MESSAGE_AFTER_MAX going forward
 * (`hasMore`: ask again from the last one).
 */
export async function historySlice(
  db: Executor,
  roomId: number,
  cursor: HistoryCursor,
  fallbackName: string,
): Promise<HistorySlice> {
  const inRoom = eq(messages.roomId, roomId);
  if (cursor.type === 'after') {
    const rows = await selectMessages(db, and(inRoom, gt(messages.id, cursor.messageId)))
      .orderBy(asc(messages.id))
      .limit(MESSAGE_AFTER_MAX + 1);
    return {
      items: rows.slice(0, MESSAGE_AFTER_MAX).map((row) => toMessage(row, fallbackName)),
      hasMore: rows.length > MESSAGE_AFTER_MAX,
    };
  }
  const older = cursor.type === 'before' ? and(inRoom, lt(messages.id, cursor.messageId)) : inRoom;
  const rows = await selectMessages(db, older)
    .orderBy(desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  return {
    items: rows
      .slice(0, MESSAGE_PAGE_SIZE)
      .reverse()
      .map((row) => toMessage(row, fallbackName)),
    hasMore: rows.length > MESSAGE_PAGE_SIZE,
  };
}

/** Stores a message and moves the room: its last activity, and the writer's own read position past it. */
export async function appendMessage(
  tx: Executor,
  room: { id: number },
  message: { senderKind: 'CANDIDATE' | 'STAFF'; staffId: string | null; body: string },
  now: Date,
): Promise<Omit<MessageRecord, 'staffName'>> {
  const [row] = await tx
    .insert(messages)
    .values({ roomId: room.id, ...message, createdAt: now })
    .returning({
      id: messages.id,
      roomId: messages.roomId,
      senderKind: messages.senderKind,
      body: messages.body,
      createdAt: messages.createdAt,
    });
  // Writing means having read what came before: the writer's own position follows the message.
  const ownPosition = message.senderKind === 'CANDIDATE' ? 'candidateReadId' : 'staffReadId';
  const column = messageRooms[ownPosition];
  await tx
    .update(messageRooms)
    .set({
      lastMessageAt: now,
      [ownPosition]: sql`greatest(${column}, ${row.id})`,
      ...(message.staffId ? { operatorId: message.staffId } : {}),
    })
    .where(eq(messageRooms.id, room.id));
  return row;
}

/**
 * Moves a reader's position to `messageId`: never backwards, never past the room's last message.
 * Answers the new position.
 */
export async function markRoomRead(
  db: Executor,
  roomId: number,
  reader: 'CANDIDATE' | 'STAFF',
  messageId: number,
): Promise<number> {
  const ownPosition = reader === 'CANDIDATE' ? 'candidateReadId' : 'staffReadId';
  const column = messageRooms[ownPosition];
  const [row] = await db
    .update(messageRooms)
    .set({ [ownPosition]: sql`greatest(${column}, least(${messageId}::int, ${lastMessageId}))` })
    .where(eq(messageRooms.id, roomId))
    .returning({ readId: column });
  return row?.readId ?? 0;
}
