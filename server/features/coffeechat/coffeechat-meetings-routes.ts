/**
 * The candidate's side of a coffee chat's meeting: read it, pick a proposed slot, ask
 * for other times, cancel, and download the confirmed time as a calendar file. The moves take an
 * optional Idempotency-Key: the app's outbox replays a pick made offline until it arrives once.
 * The console learns of a move from the meeting row itself (candidate_acted_at: its 커피챗 badge).
 */
import { type Context, Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { meetingCalendar } from '../../../src/contract/meeting-calendar';
import {
  AskOtherTimes,
  CancelMeeting,
  CoffeechatIdParam,
  type CoffeechatMeeting,
  type CoffeechatMeetingList,
  PickSlot,
} from '../../../src/contract/meetings';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { candidateMeetingSummaries } from '../../domain/meeting-views';
import { notFound } from '../../errors/api-error';
import { withIdempotency } from '../../http/idempotency';
import { parseJson, parseParams } from '../../http/parse';
import { requestOrigin } from '../../http/request-origin';
import { requireSession, subjectOf } from '../../http/require-session';
import { askOtherTimes, cancelMeeting, pickSlot, readMeeting } from './meetings';

export function coffeechatMeetingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');
  const idOf = (c: Context<AppEnv>) => parseParams(c, CoffeechatIdParam).id;

  app.get(apiPaths.coffeechatMeetings, candidate, async (c) => {
    const { id } = await requireLiveCandidate(deps.db, subjectOf(c));
    return c.json((await candidateMeetingSummaries(deps.db, id)) satisfies CoffeechatMeetingList);
  });

  app.get(apiPaths.coffeechatMeeting, candidate, async (c) => {
    const { id: candidateId } = await requireLiveCandidate(deps.db, subjectOf(c));
    const meeting = await readMeeting(deps.db, { side: 'CANDIDATE', candidateId }, idOf(c));
    return c.json(meeting satisfies CoffeechatMeeting);
  });

  app.get(apiPaths.coffeechatMeetingIcs, candidate, async (c) => {
    const { id: candidateId } = await requireLiveCandidate(deps.db, subjectOf(c));
    const meeting = await readMeeting(deps.db, { side: 'CANDIDATE', candidateId }, idOf(c));
    const appUrl = `${requestOrigin(c, deps.env.trustProxy)}/my/result/like/${meeting.coffeechatId}`;
    const file = meetingCalendar({ meeting, appUrl, now: deps.now() });
    if (!file) throw notFound('확정된 커피챗 일정이 없어요.');
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="boltx-coffeechat-${meeting.coffeechatId}.ics"`);
    c.header('Cache-Control', 'no-store');
    return c.body(file);
  });

  app.post(apiPaths.coffeechatMeetingPick, candidate, async (c) => {
    const coffeechatId = idOf(c);
    const { slotId } = await parseJson(c, PickSlot);
    const candidateId = subjectOf(c);
    return withIdempotency<CoffeechatMeeting>(c, deps, {
      write: async (tx) => {
        await requireLiveCandidate(tx, candidateId);
        const outcome = await pickSlot(tx, candidateId, coffeechatId, slotId, deps.now());
        return { status: 200, body: outcome.meeting };
      },
    });
  });

  app.post(apiPaths.coffeechatMeetingOtherTimes, candidate, async (c) => {
    const coffeechatId = idOf(c);
    const { note } = await parseJson(c, AskOtherTimes);
    const candidateId = subjectOf(c);
    return withIdempotency<CoffeechatMeeting>(c, deps, {
      write: async (tx) => {
        await requireLiveCandidate(tx, candidateId);
        const outcome = await askOtherTimes(tx, candidateId, coffeechatId, note, deps.now());
        return { status: 200, body: outcome.meeting };
      },
    });
  });

  app.post(apiPaths.coffeechatMeetingCancel, candidate, async (c) => {
    const coffeechatId = idOf(c);
    const { reason } = await parseJson(c, CancelMeeting);
    const candidateId = subjectOf(c);
    return withIdempotency<CoffeechatMeeting>(c, deps, {
      write: async (tx) => {
        await requireLiveCandidate(tx, candidateId);
        const actor = { side: 'CANDIDATE' as const, candidateId };
        const outcome = await cancelMeeting(tx, actor, coffeechatId, reason, deps.now());
        return { status: 200, body: outcome.meeting };
      },
    });
  });

  return app;
}
