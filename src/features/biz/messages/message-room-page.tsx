/**
 * /biz/messages/:roomId: one conversation with a candidate. Candidate messages arrive by polling
 * while the page is visible and are marked read once the newest is on screen; an answer shows at
 * once and keeps its Idempotency-Key for every retry. What is being written is kept per room in
 * sessionStorage, which ends with the tab.
 */
import { styled } from '@linaria/react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import type { BizMe } from '../../../contract/biz';
import { BIZ_ROOM_NOT_FOUND, type BizRoom, MESSAGE_LENGTH_MAX, type Message } from '../../../contract/messages';
import { rowIdInPath } from '../../../contract/validators';
import { ApiError, NetworkError } from '../../../lib/http';
import { isRoomGone, useConversation } from '../../../lib/use-conversation';
import { MessageComposer } from '../../../ui/message-composer';
import { MessageThread, type ThreadMessage } from '../../../ui/message-thread';
import { type PendingSend, type SendFailure, usePendingSends } from '../../../ui/use-pending-sends';
import { useSessionDraft } from '../../../ui/use-session-draft';
import { BizShell } from '../shell/biz-shell';
import { messageOf, OFFLINE_MESSAGE } from '../shell/error-message';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { Muted, Panel } from '../shell/shell-styles';
import { ConversationHeading } from './conversation-heading';
import { inquiryOriginText } from './inquiry-origin';
import { bizRoomSource, sendBizMessage } from './messages-api';

/** Per account as well as per room: the next person signing in at a shared desk never sees them. */
export const bizDraftKey = (accountId: string, roomId: number) => `biz-message-draft:${accountId}:${roomId}`;
export const bizOutboxKey = (accountId: string, roomId: number) => `biz-message-outbox:${accountId}:${roomId}`;

/** The messages scroll inside the panel; the composer stays under them. */
const ThreadBox = styled.div`
  display: flex;
  flex-direction: column;
  height: clamp(320px, 60vh, 640px);
`;

const fromServer =
  (room: BizRoom) =>
  (message: Message): ThreadMessage => ({
    key: `m${message.messageId}`,
    text: message.message,
    mine: message.sender === 'STAFF',
    senderName: message.sender === 'STAFF' ? message.senderName : room.candidateName,
    createdAt: message.createdAt,
  });

const fromPending =
  (me: BizMe) =>
  (send: PendingSend): ThreadMessage => ({
    key: send.key,
    text: send.text,
    mine: true,
    senderName: me.name,
    createdAt: send.createdAt,
    status: send.state,
    error: send.error,
    canRetry: send.retryable,
  });

/** Statuses where sending the same request again cannot help: refused, gone, not allowed, key reused. */
const FINAL_STATUSES = new Set([400, 403, 404, 413, 422]);

function describeFailure(error: unknown): SendFailure {
  if (error instanceof NetworkError) return { message: OFFLINE_MESSAGE, retryable: true };
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) {
    return { message: isRoomGone(error) ? BIZ_ROOM_NOT_FOUND : messageOf(error), retryable: false };
  }
  return { message: '보내지 못했습니다. 잠시 후 다시 보내 주세요.', retryable: true };
}

function Room({ roomId, me }: { roomId: number; me: BizMe }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useSessionDraft(bizDraftKey(me.id, roomId));
  const pending = usePendingSends({
    storageKey: bizOutboxKey(me.id, roomId),
    send: (text, key) => sendBizMessage(queryClient, roomId, text, key),
    describeFailure,
  });
  const conversation = useConversation(bizRoomSource(queryClient, roomId), { paused: pending.sending });
  const { history } = conversation;

  if (isRoomGone(history.error)) return <EmptyState role="alert">{BIZ_ROOM_NOT_FOUND}</EmptyState>;
  const page = history.data;
  if (!page) return <QueryStatus query={history} />;
  const { room } = page;
  const messages = [...page.items.map(fromServer(room)), ...pending.items.map(fromPending(me))];
  return (
    <Panel aria-labelledby="biz-room-title">
      <ConversationHeading titleId="biz-room-title" title={room.candidateName}>
        <Muted>{[room.companyName || '볼트X 운영팀', room.topic].filter(Boolean).join(' · ')}</Muted>
        {room.originPath ? <Muted>{inquiryOriginText(room.originPath)}</Muted> : null}
      </ConversationHeading>
      <ThreadBox>
        <MessageThread
          label={`${room.candidateName} 님과의 대화`}
          messages={messages}
          hasMore={page.hasMore}
          loadingOlder={conversation.loadingOlder}
          olderError={conversation.olderFailed ? '이전 메시지를 불러오지 못했습니다.' : undefined}
          onLoadOlder={conversation.loadOlder}
          onRetry={pending.retry}
          onDelete={pending.remove}
          onAtBottomChange={conversation.setAtBottom}
          emptyText="아직 메시지가 없습니다."
        />
      </ThreadBox>
      <MessageComposer
        label="답변 입력"
        placeholder="후보자에게 보낼 답변을 입력해 주세요."
        value={draft}
        onChange={setDraft}
        maxLength={MESSAGE_LENGTH_MAX}
        onSend={(text) => {
          pending.add(text);
          setDraft('');
        }}
      />
    </Panel>
  );
}

export function BizMessageRoomPage() {
  const roomId = rowIdInPath(useParams<{ roomId: string }>().roomId);
  return (
    <BizShell title="메시지" back="/biz/messages">
      {(me) => (
        <>
          {roomId === undefined ? (
            <EmptyState role="alert">{BIZ_ROOM_NOT_FOUND}</EmptyState>
          ) : (
            <Room key={roomId} roomId={roomId} me={me} />
          )}
        </>
      )}
    </BizShell>
  );
}
