/**
 * The console's side of messaging: rooms with candidates, their history, answers and read marks.
 * Keys sit under 'biz' (not persisted: a shared office computer keeps no conversation after the
 * tab closes); requests use the console's token realm.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  BizRoomList,
  BizRoomPage,
  Message,
  MessageSlice,
  ReadState,
  ROOM_LIST_POLL_SECONDS,
} from '../../../contract/messages';
import { apiPaths, pathOf } from '../../../contract/paths';
import { withNewer } from '../../../lib/conversation';
import { request } from '../../../lib/http';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';
import type { ConversationSource } from '../../../lib/use-conversation';
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

/** The room was read: the list and the header's count take what is still unread in it. */
function takeReadState(queryClient: QueryClient, { roomId, unreadCount }: ReadState) {
  queryClient.setQueryData<BizRoomList>(bizMessageKeys.rooms(), (list) => {
    const room = list?.items.find((item) => item.roomId === roomId);
    if (!list || !room || room.unreadCount === unreadCount) return list;
    return {
      items: list.items.map((item) => (item.roomId === roomId ? { ...item, unreadCount } : item)),
      unreadCount: Math.max(0, list.unreadCount - room.unreadCount + unreadCount),
    };
  });
  queryClient.setQueryData<BizRoomPage>(bizMessageKeys.room(roomId), (page) =>
    page ? { ...page, room: { ...page.room, unreadCount } } : page,
  );
}

export function bizRoomSource(queryClient: QueryClient, roomId: number): ConversationSource<BizRoomPage> {
  return {
    queryKey: bizMessageKeys.room(roomId),
    latest: (signal) => request(pathOf(apiPaths.bizRoom, { roomId }), { response: BizRoomPage, realm: 'biz', signal }),
    slice: (messageId, type) =>
      request(pathOf(apiPaths.bizRoomSlice, { roomId, messageId }), {
        query: { type },
        response: MessageSlice,
        realm: 'biz',
      }),
    unreadOf: (page) => page.room.unreadCount,
    isTheirs: (message) => message.sender === 'CANDIDATE',
    markRead: (messageId) =>
      request(pathOf(apiPaths.bizRoomRead, { roomId }), {
        method: 'PATCH',
        body: { messageId },
        response: ReadState,
        realm: 'biz',
      }),
    onMarkedRead: (state) => takeReadState(queryClient, state),
  };
}

/** POST the answer with its Idempotency-Key (the same on every retry), then show it in the room. */
export async function sendBizMessage(queryClient: QueryClient, roomId: number, text: string, key: string) {
  const message = await request(pathOf(apiPaths.bizRoom, { roomId }), {
    method: 'POST',
    body: { message: text },
    headers: { [IDEMPOTENCY_HEADER]: key },
    response: Message,
    realm: 'biz',
  });
  queryClient.setQueryData<BizRoomPage>(bizMessageKeys.room(roomId), (page) => page && withNewer(page, [message]));
  void queryClient.invalidateQueries({ queryKey: bizMessageKeys.rooms() });
  return message;
}
