/**
 * The candidate's messages (SPEC §7 messaging calls). Every key starts with 'messages', a root
 * the IndexedDB persister keeps, so rooms and their history read offline. The room list's query
 * lives in lib/message-rooms.ts because the "메시지" tab counts its unread messages too.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { mask, object } from 'superstruct';
import * as apiPaths from '../../contract/api-paths';
import { ErrorCode } from '../../contract/errors';
import { MessagePage, type MessageRoomList, type OpenInquiry, RoomOperator } from '../../contract/messages';
import { pathOf } from '../../contract/paths';
import { type ConversationApi, conversationSource } from '../../lib/conversation-queries';
import { ApiError, request } from '../../lib/http';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';
import { messageRoomsKey, messageRoomsQuery } from '../../lib/message-rooms';

export const messageKeys = {
  all: ['messages'] as const,
  rooms: () => messageRoomsKey,
  room: (roomId: number) => ['messages', 'room', roomId] as const,
  operator: (roomId: number) => ['messages', 'operator', roomId] as const,
};

export const useMessageRooms = (pollMs: number) =>
  useQuery({ ...messageRoomsQuery(), refetchInterval: pollMs, refetchOnMount: 'always' });

const roomOperatorQuery = (roomId: number) =>
  queryOptions({
    queryKey: messageKeys.operator(roomId),
    queryFn: ({ signal }) => request(pathOf(apiPaths.roomOperator, { roomId }), { response: RoomOperator, signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useRoomOperator = (roomId: number) => useQuery(roomOperatorQuery(roomId));

const candidateConversations: ConversationApi<MessagePage> = {
  realm: 'app',
  keys: messageKeys,
  paths: { room: apiPaths.messageHistory, slice: apiPaths.messageSlice, read: apiPaths.messageRead },
  page: MessagePage,
  theirs: 'STAFF',
};

/** One room; reading it lowers the list's total and the tab's badge. */
export const roomSource = (queryClient: QueryClient, roomId: number) =>
  conversationSource(queryClient, candidateConversations, roomId);

/** The company can no longer be messaged (SPEC §8 "메시지를 발송할 수 없는 회사입니다."). */
export const isBlocked = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.messageBlocked;

/** The room may no longer be written to: its composer gives way to the notice. */
export function markRoomBlocked(queryClient: QueryClient, roomId: number) {
  queryClient.setQueryData<MessagePage>(messageKeys.room(roomId), (page) =>
    page ? { ...page, room: { ...page.room, canSend: false } } : page,
  );
  queryClient.setQueryData<MessageRoomList>(messageKeys.rooms(), (list) =>
    list
      ? { ...list, items: list.items.map((item) => (item.roomId === roomId ? { ...item, canSend: false } : item)) }
      : list,
  );
}

const OpenedRoom = object({ room: MessagePage.schema.room });

/**
 * POST /users/message/room: opens a room with the operators. The answer names the new room; when
 * it is the room's whole first page, that page goes to the cache so the room shows at once.
 */
export async function openInquiry(queryClient: QueryClient, body: OpenInquiry, idempotencyKey: string) {
  const answer = await request<unknown>(apiPaths.messageRooms, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  let room: MessagePage['room'];
  try {
    ({ room } = mask(answer, OpenedRoom));
  } catch {
    throw new ApiError(201, 'INVALID_RESPONSE', '요청을 완료하지 못했습니다.');
  }
  try {
    queryClient.setQueryData(messageKeys.room(room.roomId), mask(answer, MessagePage));
  } catch {
    // Only the room came back: its page loads when it opens.
  }
  await queryClient.invalidateQueries({ queryKey: messageKeys.rooms() });
  return room;
}
