/**
 * The calls and cache updates of one side's message rooms, for the candidate's and the console's
 * alike: the two differ only in where the rooms live, whose token signs the requests, the cache
 * keys (the candidate's persist, the console's do not) and whose messages the reader has to read.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Struct } from 'superstruct';
import { type Message, MessageSlice, ReadState } from '../contract/messages';
import { pathOf } from '../contract/paths';
import { type History, withNewer } from './conversation';
import { request } from './http';
import type { TokenRealm } from './tokens';
import type { ConversationSource } from './use-conversation';

/** A room list with the unread count of each room and over all of them. */
interface RoomCounts {
  items: readonly { roomId: number; unreadCount: number }[];
  unreadCount: number;
}

/** A room's latest page: its history and the room it belongs to. */
interface RoomPage extends History {
  room: { unreadCount: number };
}

interface ConversationKeys {
  rooms: () => QueryKey;
  room: (roomId: number) => QueryKey;
}

export interface ConversationApi<Page extends RoomPage> {
  /** Whose tokens sign the requests. */
  realm: TokenRealm;
  keys: ConversationKeys;
  /** Path templates with `:roomId` (and `:messageId` for a slice), from contract/paths.ts. */
  paths: { room: string; slice: string; read: string };
  /** The struct that checks a room's latest page. */
  page: Struct<Page, unknown>;
  /** The sender whose messages this side reads, and so may not have read yet. */
  theirs: Message['sender'];
}

/** The room was read: the list, its total and any badge take what is still unread in it. */
function takeReadState(queryClient: QueryClient, keys: ConversationKeys, { roomId, unreadCount }: ReadState) {
  queryClient.setQueryData<RoomCounts>(keys.rooms(), (list) => {
    const room = list?.items.find((item) => item.roomId === roomId);
    if (!list || !room || room.unreadCount === unreadCount) return list;
    return {
      ...list,
      items: list.items.map((item) => (item.roomId === roomId ? { ...item, unreadCount } : item)),
      unreadCount: Math.max(0, list.unreadCount - room.unreadCount + unreadCount),
    };
  });
  queryClient.setQueryData<RoomPage>(keys.room(roomId), (page) =>
    page ? { ...page, room: { ...page.room, unreadCount } } : page,
  );
}

export function conversationSource<Page extends RoomPage>(
  queryClient: QueryClient,
  api: ConversationApi<Page>,
  roomId: number,
): ConversationSource<Page> {
  const { realm, keys, paths } = api;
  return {
    queryKey: keys.room(roomId),
    latest: (signal) => request<Page>(pathOf(paths.room, { roomId }), { response: api.page, realm, signal }),
    slice: (messageId, type) =>
      request(pathOf(paths.slice, { roomId, messageId }), { query: { type }, response: MessageSlice, realm }),
    unreadOf: (page) => page.room.unreadCount,
    isTheirs: (message) => message.sender === api.theirs,
    markRead: (messageId) =>
      request(pathOf(paths.read, { roomId }), { method: 'PATCH', body: { messageId }, response: ReadState, realm }),
    onMarkedRead: (state) => takeReadState(queryClient, keys, state),
  };
}

/** The server took a message: it joins its room's history, and the room list reads its new last message. */
export function takeSentMessage(queryClient: QueryClient, keys: ConversationKeys, message: Message) {
  queryClient.setQueryData<RoomPage>(keys.room(message.roomId), (page) => page && withNewer(page, [message]));
  void queryClient.invalidateQueries({ queryKey: keys.rooms() });
}
