/**
 * A room's messages on their way, kept in the outbox (lib/outbox-client.ts) so a reload, a closed
 * browser or a stopped server loses none and none arrives twice: each keeps the Idempotency-Key
 * it was written with. Queued ones read "전송 중" while the server answers and nothing waits ahead,
 * and "전송 대기 중" otherwise (offline, the server unreachable, an earlier entry waiting); the service worker sends them, with no page open
 * where the browser has Background Sync. A waiting one can be deleted — unless a drain is sending
 * it at that very moment, which the answer says. The server's answer replaces the bubble; a
 * refusal keeps the text with 다시 보내기 (when it can help), 수정 and 삭제.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { is, mask } from 'superstruct';
import * as apiPaths from '../../contract/api-paths';
import { Message, SendMessage } from '../../contract/messages';
import type { DiscardResult, OutboxEntry } from '../../contract/outbox';
import { takeSentMessage } from '../../lib/conversation-queries';
import { ApiError } from '../../lib/http';
import { discardEntry, enqueueWrite, outboxState, retryEntry } from '../../lib/outbox-client';
import { isRoomGone } from '../../lib/use-conversation';
import { useOnItsWay, useOutbox, useOutboxRefused, useOutboxSent } from '../../lib/use-outbox';
import type { ThreadMessage } from '../../ui/message-thread';
import { isBlocked, markRoomBlocked, messageKeys } from './api';
import { describeSendFailure } from './send-failure';

function sentBodyOf(entry: OutboxEntry): SendMessage | undefined {
  try {
    const body: unknown = JSON.parse(entry.body);
    return is(body, SendMessage) ? body : undefined;
  } catch {
    return undefined;
  }
}

function threadMessageOf(entry: OutboxEntry, text: string, onItsWay: boolean): ThreadMessage {
  const shown = { key: entry.id, text, mine: true, senderName: '', createdAt: entry.createdAt };
  if (entry.state === 'queued') return { ...shown, status: onItsWay ? 'sending' : 'queued' };
  const refusal = entry.refusal;
  const failure = describeSendFailure(
    refusal ? new ApiError(refusal.status, refusal.code, refusal.message, refusal.field) : undefined,
  );
  return { ...shown, status: 'failed', error: failure.message, canRetry: failure.retryable };
}

/** The server's answer to a send joins its room's history (and the room list reads the new last message). */
function takeSent(queryClient: QueryClient, entry: OutboxEntry) {
  let message: Message;
  try {
    message = mask(entry.response, Message);
  } catch {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    return;
  }
  takeSentMessage(queryClient, messageKeys, message);
}

export function useRoomSends(roomId: number) {
  const queryClient = useQueryClient();
  const onItsWay = useOnItsWay();
  const { entries } = useOutbox('message');
  const sends = entries.flatMap((entry) => {
    const body = sentBodyOf(entry);
    return body?.roomId === roomId ? [{ entry, text: body.message }] : [];
  });

  useOutboxSent('message', (entry) => takeSent(queryClient, entry));
  useOutboxRefused('message', ({ id, refusal }) => {
    const refused = outboxState().entries.find((entry) => entry.id === id);
    const refusedRoom = refused ? sentBodyOf(refused)?.roomId : undefined;
    if (refusedRoom === undefined) return;
    const error = new ApiError(refusal.status, refusal.code, refusal.message, refusal.field);
    if (isBlocked(error)) markRoomBlocked(queryClient, refusedRoom);
    if (isRoomGone(error)) void queryClient.invalidateQueries({ queryKey: messageKeys.room(refusedRoom), exact: true });
  });

  return {
    items: sends.map(({ entry, text }) => threadMessageOf(entry, text, onItsWay(entry))),
    /** A send is on its way: polling waits, so the answer and a poll do not race to show it. */
    sending: sends.some(({ entry }) => onItsWay(entry)),
    send: (text: string) =>
      enqueueWrite({ kind: 'message', method: 'POST', path: apiPaths.sendMessage, body: { roomId, message: text } }),
    retry: (key: string) => void retryEntry(key),
    remove: (key: string): Promise<DiscardResult> => discardEntry(key),
    /** "수정": the refused message leaves the outbox and its text comes back to be rewritten. */
    async takeBack(key: string): Promise<{ result: DiscardResult; text?: string }> {
      const text = sends.find(({ entry }) => entry.id === key)?.text;
      const result = await discardEntry(key);
      return result === 'discarded' || result === 'gone' ? { result, text } : { result };
    },
  };
}
