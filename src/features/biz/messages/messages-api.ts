/**
 * The console's side of messaging: rooms with candidates, their history, answers and read marks.
 * Keys sit under 'biz' (not persisted: a shared office computer keeps no conversation after the
 * tab closes); requests use the console's token realm.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../../../contract/api-paths';
import { BizRoomList, BizRoomPage, Message, ROOM_LIST_POLL_SECONDS } from '../../../contract/messages';
import { pathOf } from '../../../contract/paths';
import { type ConversationApi, conversationSource, takeSentMessage } from '../../../lib/conversation-queries';
import { request } from '../../../lib/http';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';
import { bizKeys } from '../shell/api';

const bizMessageKeys = {
  all: () => [...bizKeys.all, 'messages'] as const,
  rooms: () => [...bizMessageKeys.all(), 'rooms'] as const,
  room: (roomId: number) => [...bizMessageKeys.all(), 'room', roomId] as const,
};

const ROOM_LIST_POLL_MS = ROOM_LIST_POLL_SECONDS * 1000;

const bizRoomsQuery = () =>
  queryOptions({
    queryKey: bizMessageKeys.rooms(),
    queryFn: ({ signal }) => request(apiPaths.bizRooms, { response: BizRoomList, realm: 'biz', signal }),
    staleTime: ROOM_LIST_POLL_MS,
  });

/** The room list, checked again every ROOM_LIST_POLL_SECONDS while the page is visible. */
export const useBizRooms = () =>
  useQuery({ ...bizRoomsQuery(), refetchInterval: ROOM_LIST_POLL_MS, refetchOnMount: 'always' });

/** Unread candidate messages over every room, for the header; 0 while unknown. */
export function useBizUnreadCount(): number {
  const { data } = useQuery({
    ...bizRoomsQuery(),
    refetchInterval: ROOM_LIST_POLL_MS,
    select: (list) => list.unreadCount,
  });
  return data ?? 0;
}

const bizConversations: ConversationApi<BizRoomPage> = {
  realm: 'biz',
  keys: bizMessageKeys,
  paths: { room: apiPaths.bizRoom, slice: apiPaths.bizRoomSlice, read: apiPaths.bizRoomRead },
  page: BizRoomPage,
  theirs: 'CANDIDATE',
};

/** One room; reading it lowers the list's and the header's unread counts. */
export const bizRoomSource = (queryClient: QueryClient, roomId: number) =>
  conversationSource(queryClient, bizConversations, roomId);

/** POST the answer with its Idempotency-Key (the same on every retry), then show it in the room. */
export async function sendBizMessage(queryClient: QueryClient, roomId: number, text: string, key: string) {
  const message = await request(pathOf(apiPaths.bizRoom, { roomId }), {
    method: 'POST',
    body: { message: text },
    headers: { [IDEMPOTENCY_HEADER]: key },
    response: Message,
    realm: 'biz',
  });
  takeSentMessage(queryClient, bizMessageKeys, message);
  return message;
}
