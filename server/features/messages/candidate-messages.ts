/**
 * What the candidate writes: a message in one of their rooms, and an inquiry that opens a room
 * with the operators. Both run inside the caller's transaction (the Idempotency-Key's), so a
 * replayed request writes nothing twice, and both are limited per candidate
 * (candidate-write-limits.ts).
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import { MESSAGE_COMPANY_BLOCKED, type Message, type MessagePage } from '../../../src/contract/messages';
import type { Executor } from '../../db/executor';
import { messageRooms } from '../../db/schema-messages';
import { ApiError } from '../../errors/api-error';
import {
  lockCandidateWrites,
  refusePastInquiries,
  refusePastMessages,
  type WriteLimits,
} from './candidate-write-limits';
import { appendMessage, roomOpen } from './message-queries';
import { readRoom, roomUnviewable } from './message-rooms';
import { originPathOf, toMessage } from './message-views';

/** The topic of a room the candidate opens from /ask. */
const INQUIRY_TOPIC = '문의';

const messageBlocked = () => new ApiError(409, ErrorCode.messageBlocked, MESSAGE_COMPANY_BLOCKED);

/** A message in the candidate's own room; 404 for anyone else's, 409 in a company room that is closed to them. */
export async function sendCandidateMessage(
  tx: Executor,
  candidateId: string,
  roomId: number,
  text: string,
  now: Date,
  limits: WriteLimits,
): Promise<Message> {
  await lockCandidateWrites(tx, candidateId);
  const [room] = await tx
    .select({ id: messageRooms.id, open: roomOpen })
    .from(messageRooms)
    .where(and(eq(messageRooms.id, roomId), eq(messageRooms.candidateId, candidateId)));
  if (!room) throw roomUnviewable();
  if (!room.open) throw messageBlocked();
  await refusePastMessages(tx, candidateId, limits.messagesPerHour, now);
  const stored = await appendMessage(tx, room, { senderKind: 'CANDIDATE', staffId: null, body: text }, now);
  return toMessage({ ...stored, staffName: null }, '');
}

/** Opens a room with the operators carrying the inquiry as its first message; answers its first page. */
export async function openInquiry(
  tx: Executor,
  candidateId: string,
  inquiry: { message: string; from?: string },
  now: Date,
  limits: WriteLimits,
): Promise<MessagePage> {
  await lockCandidateWrites(tx, candidateId);
  await refusePastInquiries(tx, candidateId, INQUIRY_TOPIC, limits.inquiriesPerDay, now);
  await refusePastMessages(tx, candidateId, limits.messagesPerHour, now);
  const [room] = await tx
    .insert(messageRooms)
    .values({
      candidateId,
      kind: 'OPERATOR',
      topic: INQUIRY_TOPIC,
      originPath: originPathOf(inquiry.from),
      lastMessageAt: now,
      createdAt: now,
    })
    .returning({ id: messageRooms.id });
  await appendMessage(tx, room, { senderKind: 'CANDIDATE', staffId: null, body: inquiry.message }, now);
  return readRoom(tx, candidateId, room.id);
}
