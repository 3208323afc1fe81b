/**
 * The candidate's messages (SPEC §7 messaging calls): rooms, history, the operator card, the read
 * position, sending, and an inquiry that opens a room. The writes take an optional
 * Idempotency-Key, so the app's offline outbox may send them again safely, and are limited per
 * candidate (429 with Retry-After).
 */
import { type Context, Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  MarkRead,
  type MessagePage,
  MessagePageQuery,
  type MessageRoomList,
  type MessageSlice,
  OpenInquiry,
  type ReadState,
  type RoomOperator,
  SendMessage,
} from '../../../src/contract/messages';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { withIdempotency } from '../../http/idempotency';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sendRetryAfter } from '../../http/send-retry-after';
import { openInquiry, sendCandidateMessage } from './candidate-messages';
import { listRooms, markOwnRoomRead, readRoom, readRoomSlice, roomOperator } from './message-rooms';

const RoomIdParam = object({ roomId: PositiveId });
const SliceParams = object({ roomId: PositiveId, messageId: PositiveId });

export function messageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');
  /** The signed-in candidate's id, once their account is known to be live (a deleted one is 401). */
  const live = async (c: Context<AppEnv>) => (await requireLiveCandidate(deps.db, subjectOf(c))).id;
  const roomId = (c: Context<AppEnv>) => parseParams(c, RoomIdParam).roomId;
  const limits = { inquiriesPerDay: deps.env.inquiriesPerDay, messagesPerHour: deps.env.messagesPerHour };

  // Before /users/message/:roomId, which "room" would otherwise reach (as a malformed id).
  app.get(apiPaths.messageRooms, candidate, async (c) => {
    return c.json((await listRooms(deps.db, await live(c))) satisfies MessageRoomList);
  });

  app.post(apiPaths.messageRooms, candidate, sendRetryAfter, async (c) => {
    const inquiry = await parseJson(c, OpenInquiry);
    const candidateId = await live(c);
    return withIdempotency<MessagePage>(c, deps, {
      write: async (tx) => ({ status: 201, body: await openInquiry(tx, candidateId, inquiry, deps.now(), limits) }),
    });
  });

  app.post(apiPaths.sendMessage, candidate, sendRetryAfter, async (c) => {
    const input = await parseJson(c, SendMessage);
    const candidateId = await live(c);
    return withIdempotency(c, deps, {
      write: async (tx) => ({
        status: 201,
        body: await sendCandidateMessage(tx, candidateId, input.roomId, input.message, deps.now(), limits),
      }),
    });
  });

  app.get(apiPaths.roomOperator, candidate, async (c) => {
    const id = roomId(c);
    return c.json((await roomOperator(deps.db, await live(c), id)) satisfies RoomOperator);
  });

  app.get(apiPaths.messageHistory, candidate, async (c) => {
    const id = roomId(c);
    return c.json((await readRoom(deps.db, await live(c), id)) satisfies MessagePage);
  });

  app.get(apiPaths.messageSlice, candidate, async (c) => {
    const { roomId: id, messageId } = parseParams(c, SliceParams);
    const { type } = parseQuery(c, MessagePageQuery);
    const slice = await readRoomSlice(deps.db, await live(c), id, { type, messageId });
    return c.json(slice satisfies MessageSlice);
  });

  app.patch(apiPaths.messageRead, candidate, async (c) => {
    const id = roomId(c);
    const { messageId } = await parseJson(c, MarkRead);
    return c.json((await markOwnRoomRead(deps.db, await live(c), id, messageId)) satisfies ReadState);
  });

  return app;
}
