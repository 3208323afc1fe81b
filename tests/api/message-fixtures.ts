/**
 * What the message suites share: the candidate's and the console's message calls (reads checked
 * against the contract), rooms opened the way the app opens them, and history written straight
 * into the database when a test needs many messages.
 */
import { eq } from 'drizzle-orm';
import { is, type Struct } from 'superstruct';
import { expect } from 'vitest';
import { messageRooms, messages } from '../../server/db/schema-messages';
import {
  BizRoomList,
  BizRoomPage,
  Message,
  MessagePage,
  MessageRoomList,
  MessageSlice,
  ReadState,
  RoomOperator,
} from '../../src/contract/messages';
import { type Account, asBiz, bizToken } from './biz-fixtures';
import { companyOf, sendOffer } from './offer-fixtures';
import type { TestApp } from './test-app';

type Init = { headers?: Record<string, string> };

async function checked<T>(response: Response, status: number, struct: Struct<T, unknown>): Promise<T> {
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  const body = await response.json();
  expect(is(body, struct), text.slice(0, 500)).toBe(true);
  return body as T;
}

/** The candidate's calls; raw ones answer the Response, the others check status and shape. */
export function candidateCalls(appOf: () => TestApp) {
  const request = (path: string, token: string, init: RequestInit & { json?: unknown } = {}) =>
    appOf().request(path, { ...init, token });
  const raw = {
    rooms: (token: string) => request('/api/users/message/room', token),
    inquire: (token: string, json: unknown, init: Init = {}) =>
      request('/api/users/message/room', token, { method: 'POST', json, ...init }),
    send: (token: string, json: unknown, init: Init = {}) =>
      request('/api/users/message', token, { method: 'POST', json, ...init }),
    history: (token: string, roomId: number | string) => request(`/api/users/message/${roomId}`, token),
    slice: (token: string, roomId: number | string, messageId: number | string, type: string) =>
      request(`/api/users/message/${roomId}/${messageId}?type=${type}`, token),
    read: (token: string, roomId: number | string, json: unknown) =>
      request(`/api/users/message/${roomId}/read`, token, { method: 'PATCH', json }),
    operator: (token: string, roomId: number | string) => request(`/api/users/operator/${roomId}`, token),
  };
  return {
    raw,
    rooms: async (token: string) => checked(await raw.rooms(token), 200, MessageRoomList),
    inquire: async (token: string, message: string, from?: string) =>
      checked(await raw.inquire(token, { message, ...(from === undefined ? {} : { from }) }), 201, MessagePage),
    send: async (token: string, roomId: number, message: string) =>
      checked(await raw.send(token, { roomId, message }), 201, Message),
    history: async (token: string, roomId: number) => checked(await raw.history(token, roomId), 200, MessagePage),
    slice: async (token: string, roomId: number, messageId: number, type: 'before' | 'after') =>
      checked(await raw.slice(token, roomId, messageId, type), 200, MessageSlice),
    read: async (token: string, roomId: number, messageId: number) =>
      checked(await raw.read(token, roomId, { messageId }), 200, ReadState),
    operator: async (token: string, roomId: number) => checked(await raw.operator(token, roomId), 200, RoomOperator),
  };
}

/** The console's calls as a seeded account, each with a fresh token. */
export function bizCalls(appOf: () => TestApp) {
  const raw = {
    rooms: (account: Account) => asBiz(appOf(), account, '/api/biz/message/rooms'),
    room: (account: Account, roomId: number | string) => asBiz(appOf(), account, `/api/biz/message/rooms/${roomId}`),
    send: (account: Account, roomId: number | string, json: unknown, init: Init = {}) =>
      asBiz(appOf(), account, `/api/biz/message/rooms/${roomId}`, { method: 'POST', json, ...init }),
    slice: (account: Account, roomId: number | string, messageId: number | string, type: string) =>
      asBiz(appOf(), account, `/api/biz/message/rooms/${roomId}/${messageId}?type=${type}`),
    read: (account: Account, roomId: number | string, json: unknown) =>
      asBiz(appOf(), account, `/api/biz/message/rooms/${roomId}/read`, { method: 'PATCH', json }),
  };
  return {
    raw,
    token: (account: Account) => bizToken(appOf(), account),
    rooms: async (account: Account) => checked(await raw.rooms(account), 200, BizRoomList),
    room: async (account: Account, roomId: number) => checked(await raw.room(account, roomId), 200, BizRoomPage),
    send: async (account: Account, roomId: number, message: string) =>
      checked(await raw.send(account, roomId, { message }), 201, Message),
    slice: async (account: Account, roomId: number, messageId: number, type: 'before' | 'after') =>
      checked(await raw.slice(account, roomId, messageId, type), 200, MessageSlice),
    read: async (account: Account, roomId: number, messageId: number) =>
      checked(await raw.read(account, roomId, { messageId }), 200, ReadState),
  };
}

/** Accepts an offer of the company (the recruiter's own by default) and answers the COMPANY room it opened. */
export async function companyRoomOf(app: TestApp, candidateId: string, token: string, company = 'hanbit-mobility') {
  const offerId = await sendOffer(app, candidateId, {
    company,
    from: company === 'hanbit-mobility' ? 'recruiter' : 'agent',
  });
  const accepted = await app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } });
  expect(accepted.status, await accepted.clone().text()).toBe(201);
  const { id: companyId } = await companyOf(app, company);
  const rooms = await app.deps.db.select().from(messageRooms).where(eq(messageRooms.candidateId, candidateId));
  const room = rooms.find((row) => row.kind === 'COMPANY' && row.companyId === companyId);
  if (!room) throw new Error('no company room after accepting');
  return room.id;
}

/** Writes `count` messages into the room straight in the database, oldest first; answers their ids. */
export async function writeHistory(
  app: TestApp,
  roomId: number,
  count: number,
  senderKind: 'CANDIDATE' | 'STAFF' = 'CANDIDATE',
): Promise<number[]> {
  const rows = await app.deps.db
    .insert(messages)
    .values(Array.from({ length: count }, (_, index) => ({ roomId, senderKind, body: `기록 ${index + 1}` })))
    .returning({ id: messages.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function messageCount(app: TestApp, roomId: number): Promise<number> {
  return (await app.deps.db.select({ id: messages.id }).from(messages).where(eq(messages.roomId, roomId))).length;
}

/** A UUID for an Idempotency-Key. */
export const newKey = () => crypto.randomUUID();
export const withKey = (key: string): Init => ({ headers: { 'Idempotency-Key': key } });
