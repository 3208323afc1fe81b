/**
 * An inquiry from /ask written without a connection waits in the outbox like a message (issue
 * 18): with the Idempotency-Key of its first attempt, shown on /ask as 전송 대기 중 with 삭제, and
 * sent once the server answers; the room it opens then opens here if /ask is still on screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { mask, object } from 'superstruct';
import { useLocation } from 'wouter';
import * as apiPaths from '../../contract/api-paths';
import { MessagePage, type OpenInquiry } from '../../contract/messages';
import { enqueueWrite } from '../../lib/outbox-client';
import { useOutbox, useOutboxSent } from '../../lib/use-outbox';
import { OutboxNote } from '../../ui/outbox-note';
import { messageKeys } from './api';
import { roomHref } from './room-link';

const OpenedRoom = object({ room: MessagePage.schema.room });

export const queueInquiry = (body: OpenInquiry, idempotencyKey: string) =>
  enqueueWrite({ kind: 'inquiry', method: 'POST', path: apiPaths.messageRooms, body, idempotencyKey });

export function QueuedInquiries() {
  const { entries } = useOutbox('inquiry');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useOutboxSent('inquiry', (entry) => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    try {
      navigate(roomHref(mask(entry.response, OpenedRoom).room.roomId), { replace: true });
    } catch {
      // No room in the answer: the message list shows it.
    }
  });
  return (
    <>
      {entries.map((entry) => (
        <OutboxNote key={entry.id} entry={entry} what="문의" />
      ))}
    </>
  );
}
