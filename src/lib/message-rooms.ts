/**
 * The candidate's message rooms (GET /users/message/room), shared by the messages feature and the
 * unread badge on the "메시지" tab, so the tab never imports the feature. The key is under the
 * persisted root 'messages': the list, and its unread count, read offline too.
 *
 * The badge shares the messages page's cache (restored from IndexedDB after a reload, lowered as
 * rooms are read) and refreshes it itself once a minute while the page is visible, so an
 * operator's answer shows on /my and /my/attack without opening the messages.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiPaths from '../contract/api-paths';
import { MessageRoomList, ROOM_LIST_POLL_SECONDS } from '../contract/messages';
import { request } from './http';

export const messageRoomsKey = ['messages', 'rooms'] as const;

export const messageRoomsQuery = () =>
  queryOptions({
    queryKey: messageRoomsKey,
    queryFn: ({ signal }) => request(apiPaths.messageRooms, { response: MessageRoomList, signal }),
    staleTime: ROOM_LIST_POLL_SECONDS * 1000,
  });

const UNREAD_BADGE_POLL_MS = 60_000;

/** Unread messages over every room; 0 while unknown or signed out. */
export function useUnreadMessageCount(signedIn: boolean): number {
  const { data } = useQuery({
    ...messageRoomsQuery(),
    enabled: signedIn,
    refetchInterval: UNREAD_BADGE_POLL_MS,
    select: (list) => list.unreadCount,
  });
  return data ?? 0;
}
