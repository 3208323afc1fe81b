/**
 * The candidate's message rooms (GET /users/message/room), shared by the messages feature and the
 * unread badge on the "메시지" tab, so the tab never imports the feature. The key is under the
 * persisted root 'messages': the list, and its unread count, read offline too.
 *
 * The badge only reads what is cached (the list as the messages page last polled it, restored from
 * IndexedDB after a reload, lowered as rooms are read); it never sends a request of its own, so
 * the other tabs cost no extra call.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageRoomList, ROOM_LIST_POLL_SECONDS } from '../contract/messages';
import { apiPaths } from '../contract/paths';
import { request } from './http';

export const messageRoomsKey = ['messages', 'rooms'] as const;

export const messageRoomsQuery = () =>
  queryOptions({
    queryKey: messageRoomsKey,
    queryFn: ({ signal }) => request(apiPaths.messageRooms, { response: MessageRoomList, signal }),
    staleTime: ROOM_LIST_POLL_SECONDS * 1000,
  });

/** Unread messages over every room as last read; 0 while unknown. */
export function useUnreadMessageCount(): number {
  const { data } = useQuery({ ...messageRoomsQuery(), enabled: false, select: (list) => list.unreadCount });
  return data ?? 0;
}
