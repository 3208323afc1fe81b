/**
 * What the console writes: a staff message in a room the viewer may see, and a room the operators
 * open themselves (the sandbox's welcome). The write runs inside the caller's transaction; the
 * candidate is told afterwards, and a failed notification never undoes the message.
 */
import type { Message } from '../../../src/contract/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { messageRooms } from '../../db/schema-messages';
import type { BizViewer } from '../../domain/biz-accounts';
import type { NotificationMessage } from '../../domain/notification-message';
import { findStaffRoom } from './biz-message-rooms';
import { appendMessage } from './message-queries';
import { messagePreview, teamNameOf, toMessage } from './message-views';

const MESSAGE_NOTICE_TITLE = '새 메시지가 도착했어요';

/** A staff message written, and what to tell its candidate once it is committed. */
export interface StaffMessageSent {
  message: Message;
  candidateId: string;
  notice: NotificationMessage;
}

/** The notification of a staff message: who speaks (team or company) and the start of what they said. */
export function messageNotice(roomId: number, team: string, text: string): NotificationMessage {
  return {
    kind: 'MESSAGE',
    title: MESSAGE_NOTICE_TITLE,
    body: `${team}: ${messagePreview(text)}`,
    url: `/my/message?room=${roomId}`,
  };
}

export async function sendStaffMessage(
  tx: Executor,
  viewer: BizViewer,
  roomId: number,
  text: string,
  now: Date,
): Promise<StaffMessageSent> {
  const room = await findStaffRoom(tx, viewer, roomId);
  const stored = await appendMessage(tx, { id: roomId }, { senderKind: 'STAFF', staffId: viewer.id, body: text }, now);
  const team = teamNameOf({ kind: room.kind, companyName: room.companyName }, viewer.role);
  return {
    message: toMessage({ ...stored, staffName: viewer.name }, team),
    candidateId: room.candidateId,
    notice: messageNotice(roomId, team, text),
  };
}

/** Opens a room with the operators in which `staff` writes first (no Idempotency-Key: jobs call it). */
export async function openStaffRoom(
  tx: Executor,
  input: { candidateId: string; staff: BizViewer; topic: string; message: string },
  now: Date,
): Promise<StaffMessageSent> {
  const [room] = await tx
    .insert(messageRooms)
    .values({
      candidateId: input.candidateId,
      kind: 'OPERATOR',
      topic: input.topic,
      operatorId: input.staff.id,
      lastMessageAt: now,
      createdAt: now,
    })
    .returning({ id: messageRooms.id });
  const stored = await appendMessage(
    tx,
    room,
    { senderKind: 'STAFF', staffId: input.staff.id, body: input.message },
    now,
  );
  const team = teamNameOf({ kind: 'OPERATOR', companyName: null }, input.staff.role);
  return {
    message: toMessage({ ...stored, staffName: input.staff.name }, team),
    candidateId: input.candidateId,
    notice: messageNotice(room.id, team, input.message),
  };
}

/** Tells the candidate; a failure is logged (without the text) and the message stands. */
export async function notifyMessage(deps: Pick<AppDeps, 'notifier' | 'logger'>, sent: StaffMessageSent) {
  try {
    await deps.notifier.notify(sent.candidateId, sent.notice);
  } catch (error) {
    deps.logger.warn('notification failed', {
      kind: sent.notice.kind,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
