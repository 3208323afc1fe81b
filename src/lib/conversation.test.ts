import { describe, expect, it } from 'vitest';
import type { Message } from '../contract/messages';
import { mergeMessages, newestRoomsFirst, withLatestPage, withNewer, withOlder } from './conversation';

const message = (messageId: number, createdAt = '2026-03-02T01:00:00.000Z'): Message => ({
  roomId: 1,
  messageId,
  message: `m${messageId}`,
  sender: 'STAFF',
  senderName: '김운영',
  createdAt,
});
const ids = (items: readonly Message[]) => items.map((item) => item.messageId);

describe('a conversation kept on the client', () => {
  it('orders by id and keeps one copy of each message', () => {
    expect(ids(mergeMessages([message(3), message(1)], [message(2), message(3)]))).toEqual([1, 2, 3]);
  });

  it('puts older messages in front and takes their hasMore', () => {
    const thread = { items: [message(10), message(11)], hasMore: true };
    expect(withOlder(thread, { items: [message(4)], hasMore: false })).toEqual({
      items: [message(4), message(10), message(11)],
      hasMore: false,
    });
  });

  it('adds what arrived without touching hasMore', () => {
    const thread = { items: [message(10)], hasMore: true };
    expect(withNewer(thread, [message(12), message(10)])).toEqual({ items: [message(10), message(12)], hasMore: true });
    expect(withNewer(thread, [])).toBe(thread);
  });

  it('joins a fresh latest page to the older messages it reaches back to', () => {
    const kept = { items: [message(2), message(5), message(8)], hasMore: true };
    const page = { items: [message(8), message(9)], hasMore: true };
    expect(withLatestPage(kept, page)).toEqual({
      items: [message(2), message(5), message(8), message(9)],
      hasMore: true,
    });
  });

  it('drops kept messages when a gap could hide between them and the fresh page', () => {
    const kept = { items: [message(2), message(5)], hasMore: false };
    const page = { items: [message(40), message(41)], hasMore: true };
    expect(withLatestPage(kept, page)).toEqual(page);
  });

  it('takes a page that is the whole history as it is', () => {
    const kept = { items: [message(2), message(5)], hasMore: false };
    const page = { items: [message(5), message(6)], hasMore: false };
    expect(withLatestPage(kept, page)).toEqual(page);
  });

  it('lists rooms with the latest message first and empty rooms last', () => {
    const rooms = [
      { roomId: 1, lastMessage: message(1, '2026-03-01T00:00:00.000Z') },
      { roomId: 2, lastMessage: null },
      { roomId: 3, lastMessage: message(2, '2026-03-02T00:00:00.000Z') },
      { roomId: 4, lastMessage: null },
    ];
    expect(newestRoomsFirst(rooms).map((room) => room.roomId)).toEqual([3, 1, 4, 2]);
  });
});
