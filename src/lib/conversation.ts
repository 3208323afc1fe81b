/**
 * A conversation's history as the client keeps it (contract/messages.ts): messages in id order
 * without duplicates, grown by pages of older messages ("이전 메시지 보기") and slices of newer ones
 * (polling), and read again from the latest page without losing what was already loaded.
 */
import type { Message } from '../contract/messages';

/** A page of history: MessagePage for candidates, BizRoomPage for the console. */
export interface History {
  items: readonly Message[];
  /** Older messages exist before items[0]. */
  hasMore: boolean;
}

export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of current) byId.set(message.messageId, message);
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort((left, right) => left.messageId - right.messageId);
}

/** Older messages in front; `hasMore` now says whether there are older ones still. */
export const withOlder = <T extends History>(thread: T, older: History): T => ({
  ...thread,
  items: mergeMessages(thread.items, older.items),
  hasMore: older.hasMore,
});

/** What arrived since (polling) or was just sent. */
export const withNewer = <T extends History>(thread: T, newer: readonly Message[]): T =>
  newer.length === 0 ? thread : { ...thread, items: mergeMessages(thread.items, newer) };

/**
 * The latest page read again, joined to what was kept. Where the page reaches back to the kept
 * messages the two are one unbroken stretch and everything stays; where it does not, messages
 * could be missing between them, so only the page is kept (the older ones load again on demand).
 */
export function withLatestPage<T extends History>(kept: T | undefined, page: T): T {
  const oldestOfPage = page.items[0];
  const newestKept = kept?.items.at(-1);
  const oldestKept = kept?.items[0];
  if (!kept || !oldestOfPage || !newestKept || !oldestKept) return page;
  if (!page.hasMore || oldestOfPage.messageId > newestKept.messageId) return page;
  const reachesFurther = oldestKept.messageId < oldestOfPage.messageId;
  return {
    ...page,
    items: mergeMessages(
      kept.items.filter((message) => message.messageId < oldestOfPage.messageId),
      page.items,
    ),
    hasMore: reachesFurther ? kept.hasMore : page.hasMore,
  };
}

/** Rooms with the latest message first; rooms without messages after them, newest room first. */
export function newestRoomsFirst<T extends { roomId: number; lastMessage: Message | null }>(rooms: readonly T[]): T[] {
  const lastTime = (room: T) => (room.lastMessage ? Date.parse(room.lastMessage.createdAt) : 0);
  return [...rooms].sort((left, right) => lastTime(right) - lastTime(left) || right.roomId - left.roomId);
}
