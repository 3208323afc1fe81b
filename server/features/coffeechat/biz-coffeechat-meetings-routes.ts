/**
 * The console's side of a coffee chat's meeting: propose slots (again, to change a
 * confirmed one), cancel with a reason, mark it done, mark the candidates' moves seen, and for
 * agents and operators the coffee chats whose company proposed nothing in 3 KST business days.
 * Only a recruiter of the coffee chat's company or the agent or operator who sent its offer may
 * move it (anyone else: 404). The candidate is told of a proposal or a cancellation after commit.
 */
import { type Context, Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { SeenCoffeechats, type StalledCoffeechatList } from '../../../src/contract/biz';
import { CancelMeeting, CoffeechatIdParam, type CoffeechatMeeting, ProposeSlots } from '../../../src/contract/meetings';
import type { AppDeps, AppEnv } from '../../app-deps';
import { isAgent, requireBizViewer } from '../../domain/biz-accounts';
import { forbidden } from '../../errors/api-error';
import { parseJson, parseParams } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { companyCancelled, slotsProposed, tellCandidate } from './meeting-notices';
import { stalledCoffeechats } from './meeting-reminders';
import { cancelMeeting, completeMeeting, markCoffeechatsSeen, proposeSlots, reachableChat } from './meetings';

export function bizCoffeechatMeetingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const biz = requireSession(deps, 'biz');
  const viewer = (c: Context<AppEnv>) => requireBizViewer(deps.db, subjectOf(c));
  const idOf = (c: Context<AppEnv>) => parseParams(c, CoffeechatIdParam).id;

  app.get(apiPaths.bizStalledCoffeechats, biz, async (c) => {
    if (!isAgent(await viewer(c))) throw forbidden();
    return c.json((await stalledCoffeechats(deps.db)) satisfies StalledCoffeechatList);
  });

  app.post(apiPaths.bizCoffeechatsSeen, biz, async (c) => {
    const reader = await viewer(c);
    const { ids } = await parseJson(c, SeenCoffeechats);
    const reachable: number[] = [];
    for (const id of ids) {
      // Ids the viewer may not see are skipped, not refused: the list may have changed meanwhile.
      if (
        await reachableChat(deps.db, { side: 'COMPANY', viewer: reader }, id).then(
          () => true,
          () => false,
        )
      ) {
        reachable.push(id);
      }
    }
    await markCoffeechatsSeen(deps.db, reachable, deps.now());
    return c.json({ ok: true });
  });

  app.post(apiPaths.bizCoffeechatSlots, biz, async (c) => {
    const proposer = await viewer(c);
    const coffeechatId = idOf(c);
    const input = await parseJson(c, ProposeSlots);
    const { chat, meeting } = await proposeSlots(deps.db, proposer, coffeechatId, input, deps.now());
    await tellCandidate(deps, chat.candidateId, slotsProposed(meeting));
    return c.json(meeting satisfies CoffeechatMeeting);
  });

  app.post(apiPaths.bizCoffeechatCancel, biz, async (c) => {
    const canceller = await viewer(c);
    const coffeechatId = idOf(c);
    const { reason } = await parseJson(c, CancelMeeting);
    const actor = { side: 'COMPANY' as const, viewer: canceller };
    const { chat, meeting } = await cancelMeeting(deps.db, actor, coffeechatId, reason, deps.now());
    await tellCandidate(deps, chat.candidateId, companyCancelled(meeting));
    return c.json(meeting satisfies CoffeechatMeeting);
  });

  app.post(apiPaths.bizCoffeechatComplete, biz, async (c) => {
    const { meeting } = await completeMeeting(deps.db, await viewer(c), idOf(c), deps.now());
    return c.json(meeting satisfies CoffeechatMeeting);
  });

  return app;
}
