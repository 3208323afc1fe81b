/**
 * The console's message rooms: operators and agents answer the OPERATOR rooms, a recruiter the
 * rooms of their company's coffee chats. A staff message notifies the candidate; it takes an
 * optional Idempotency-Key like the candidate's.
 */
import { type Context, Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  type BizRoomList,
  type BizRoomPage,
  BizSendMessage,
  MarkRead,
  type Message,
  MessagePageQuery,
  type MessageSlice,
  type ReadState,
} from '../../../src/contract/messages';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireBizViewer } from '../../domain/biz-accounts';
import { withIdempotency } from '../../http/idempotency';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { listBizRooms, markBizRoomRead, readBizRoom, readBizRoomSlice } from './biz-message-rooms';
import { notifyMessage, sendStaffMessage } from './staff-messages';

const RoomIdParam = object({ roomId: PositiveId });
const SliceParams = object({ roomId: PositiveId, messageId: PositiveId });

export function bizMessageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const biz = requireSession(deps, 'biz');
  const viewer = (c: Context<AppEnv>) => requireBizViewer(deps.db, subjectOf(c));
  const roomId = (c: Context<AppEnv>) => parseParams(c, RoomIdParam).roomId;

  app.get(apiPaths.bizRooms, biz, async (c) => {
    return c.json((await listBizRooms(deps.db, await viewer(c))) satisfies BizRoomList);
  });

  app.get(apiPaths.bizRoom, biz, async (c) => {
    const id = roomId(c);
    return c.json((await readBizRoom(deps.db, await viewer(c), id)) satisfies BizRoomPage);
  });

  app.post(apiPaths.bizRoom, biz, async (c) => {
    const id = roomId(c);
    const { message } = await parseJson(c, BizSendMessage);
    const sender = await viewer(c);
    return withIdempotency<Message>(c, deps, {
      write: async (tx) => {
        const sent = await sendStaffMessage(tx, sender, id, message, deps.now());
        return { status: 201, body: sent.message, afterCommit: () => notifyMessage(deps, sent) };
      },
    });
  });

  app.get(apiPaths.bizRoomSlice, biz, async (c) => {
    const { roomId: id, messageId } = parseParams(c, SliceParams);
    const { type } = parseQuery(c, MessagePageQuery);
    const slice = await readBizRoomSlice(deps.db, await viewer(c), id, { type, messageId });
    return c.json(slice satisfies MessageSlice);
  });

  app.patch(apiPaths.bizRoomRead, biz, async (c) => {
    const id = roomId(c);
    const { messageId } = await parseJson(c, MarkRead);
    return c.json((await markBizRoomRead(deps.db, await viewer(c), id, messageId)) satisfies ReadState);
  });

  return app;
}
