/**
 * /my/message?room=<id>: one conversation. The history reads from the (persisted) cache first,
 * new messages arrive by polling while the page is visible, and a send shows at once and goes
 * through the outbox (room-sends.ts), keeping its Idempotency-Key for every attempt, offline and
 * across reloads. The text being written is kept per room in sessionStorage.
 */
import { styled } from '@linaria/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGE_COMPANY_BLOCKED, MESSAGE_LENGTH_MAX, MESSAGE_UNVIEWABLE, type Message } from '../../contract/messages';
import { NetworkError } from '../../lib/http';
import { withParticle } from '../../lib/korean';
import { isRoomGone, useConversation } from '../../lib/use-conversation';
import { useConnection } from '../../lib/use-reachable';
import { Button } from '../../ui/button';
import { MessageComposer } from '../../ui/message-composer';
import { MessageThread, type ThreadMessage } from '../../ui/message-thread';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { belowTopArea, Lead, Page } from '../../ui/page';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { useSessionDraft } from '../../ui/use-session-draft';
import { roomSource } from './api';
import { OperatorCard } from './operator-card';
import { RoomHeader } from './room-header';
import { MESSAGES_PATH } from './room-link';
import { useRoomSends } from './room-sends';
import { discardNotice } from './send-failure';

const OFFLINE = '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.';

/** The conversation fills the screen under the shell's top area; only the messages scroll. */
const RoomPage = styled(Page)`
  display: flex;
  flex-direction: column;
  height: ${belowTopArea};
  min-height: 0;
  padding-bottom: calc(${space.md} + env(safe-area-inset-bottom));
`;

const Notice = styled.p`
  margin: ${space.sm} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.body};
  text-align: center;
`;

export const draftKey = (roomId: number) => `message-draft:${roomId}`;

const fromServer = (message: Message): ThreadMessage => ({
  key: `m${message.messageId}`,
  text: message.message,
  mine: message.sender === 'CANDIDATE',
  senderName: message.sender === 'CANDIDATE' ? '' : message.senderName,
  createdAt: message.createdAt,
});

export function UnviewableRoom() {
  return (
    <Page>
      <RoomHeader title="메시지" />
      <Lead role="alert">{MESSAGE_UNVIEWABLE}</Lead>
      <Link href={MESSAGES_PATH} asChild>
        <Button as="a" variant="secondary">
          메시지 목록 보기
        </Button>
      </Link>
    </Page>
  );
}

export function RoomView({ roomId }: { roomId: number }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useSessionDraft(draftKey(roomId));
  const pending = useRoomSends(roomId);
  /** The message whose 삭제 waits for the confirmation. */
  const [deleting, setDeleting] = useState<string>();
  const [toast, setToast] = useState<string>();
  const conversation = useConversation(roomSource(queryClient, roomId), { paused: pending.sending });
  const { history } = conversation;
  const connection = useConnection();

  if (isRoomGone(history.error)) return <UnviewableRoom />;
  const page = history.data;
  if (!page) {
    return (
      <Page>
        <RoomHeader title="메시지" />
        {history.isError ? (
          <>
            <Lead role="alert">
              {history.error instanceof NetworkError && connection === 'offline'
                ? OFFLINE
                : '메시지를 불러오지 못했어요.'}
            </Lead>
            <Button onClick={() => void history.refetch()}>다시 시도하기</Button>
          </>
        ) : (
          <Lead role="status">메시지를 불러오는 중이에요…</Lead>
        )}
      </Page>
    );
  }

  const { room } = page;
  const messages = [...page.items.map(fromServer), ...pending.items];

  const remove = async (key: string) => {
    setDeleting(undefined);
    setToast(discardNotice(await pending.remove(key)));
  };
  const edit = async (key: string) => {
    const { result, text } = await pending.takeBack(key);
    setToast(discardNotice(result));
    // What is already in the composer stays; the refused text comes after it.
    if (text !== undefined) setDraft(draft ? `${draft}\n${text}` : text);
  };
  return (
    <RoomPage>
      <RoomHeader title={room.title} topic={room.topic} />
      <OperatorCard
        roomId={roomId}
        lastStaffName={page.items.findLast((message) => message.sender === 'STAFF')?.senderName}
      />
      {/* Offline or with the server away, the app's bar says so (and which of the two); the room does not repeat it. */}
      <MessageThread
        label={`${withParticle(room.title, '와', '과')}의 대화`}
        messages={messages}
        hasMore={page.hasMore}
        loadingOlder={conversation.loadingOlder}
        olderError={conversation.olderFailed ? '이전 메시지를 불러오지 못했어요.' : undefined}
        onLoadOlder={conversation.loadOlder}
        onRetry={pending.retry}
        onDelete={setDeleting}
        onEdit={room.canSend ? (key) => void edit(key) : undefined}
        onAtBottomChange={conversation.setAtBottom}
        emptyText="아직 메시지가 없어요. 궁금한 점을 남겨 주세요."
      />
      {room.canSend ? (
        <MessageComposer
          value={draft}
          onChange={setDraft}
          maxLength={MESSAGE_LENGTH_MAX}
          onSend={(text) => {
            setDraft('');
            // Not even stored (IndexedDB refused it): the text goes back to the composer.
            pending.send(text).catch(() => setDraft(text));
          }}
        />
      ) : (
        <Notice role="status">{MESSAGE_COMPANY_BLOCKED}</Notice>
      )}
      <ConfirmAlertOnDemand
        view={deleting !== undefined}
        title="보내지 않은 메시지를 삭제할까요?"
        subtit="삭제한 메시지는 보내지지 않고, 되돌릴 수 없어요."
        left={{ title: '취소', function: () => setDeleting(undefined) }}
        right={{ title: '삭제', function: () => void (deleting && remove(deleting)) }}
        onClose={() => setDeleting(undefined)}
      />
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </RoomPage>
  );
}
