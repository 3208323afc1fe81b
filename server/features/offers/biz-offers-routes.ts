/** The console's offers: send offers and curations, read what was sent, coffee chats and sendable companies. */
import { type Context, Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import {
  type BizCoffeechatList,
  type BizCompanyList,
  SendCuration,
  SendOffer,
  type SentOffer,
  type SentOfferList,
  SentOfferQuery,
} from '../../../src/contract/biz';
import { AnswerRevision, AskRevision } from '../../../src/contract/offer-revisions';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { isAgent, requireBizViewer } from '../../domain/biz-accounts';
import { forbidden, notFound } from '../../errors/api-error';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sendCuration, sendOffer } from './offer-sending';
import { answerRevision } from './revision-answers';
import { askRevisionForCandidate } from './revision-asks';
import { REVISION_NOT_FOUND_MESSAGE } from './revision-rules';
import { listCoffeechats, listSentOffers, sendableCompanies } from './sent-offers';

export function bizOfferRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const biz = requireSession(deps, 'biz');
  const viewer = (c: Context<AppEnv>) => requireBizViewer(deps.db, subjectOf(c));

  app.get(apiPaths.bizCompanies, biz, async (c) => {
    return c.json((await sendableCompanies(deps.db, await viewer(c))) satisfies BizCompanyList);
  });

  app.post(apiPaths.bizOffers, biz, async (c) => {
    const sender = await viewer(c);
    const input = await parseJson(c, SendOffer);
    return c.json(await sendOffer(deps, sender, input), 201);
  });

  app.post(apiPaths.bizCurations, biz, async (c) => {
    const sender = await viewer(c);
    // Before reading the body: a recruiter is refused whatever they sent.
    if (!isAgent(sender)) throw forbidden();
    const input = await parseJson(c, SendCuration);
    return c.json(await sendCuration(deps, sender, input), 201);
  });

  app.get(apiPaths.bizOffers, biz, async (c) => {
    const reader = await viewer(c);
    const { status } = parseQuery(c, SentOfferQuery);
    return c.json((await listSentOffers(deps.db, reader, status, deps.now())) satisfies SentOfferList);
  });

  app.post(apiPaths.bizOfferRevision, biz, async (c) => {
    const answerer = await viewer(c);
    const { id } = parseParams(c, object({ id: PositiveId }));
    const input = await parseJson(c, AnswerRevision);
    await answerRevision(deps, answerer, id, input, deps.now());
    const [answered] = (await listSentOffers(deps.db, answerer, undefined, deps.now(), id)).items;
    if (!answered) throw notFound(REVISION_NOT_FOUND_MESSAGE);
    return c.json(answered satisfies SentOffer);
  });

  app.post(apiPaths.bizOfferRevisionRequest, biz, async (c) => {
    const asker = await viewer(c);
    // Before reading the body: a recruiter is refused whatever they sent.
    if (!isAgent(asker)) throw forbidden();
    const { id } = parseParams(c, object({ id: PositiveId }));
    const input = await parseJson(c, AskRevision);
    return c.json((await askRevisionForCandidate(deps.db, asker, id, input, deps.now())) satisfies SentOffer);
  });

  app.get(apiPaths.bizCoffeechats, biz, async (c) => {
    return c.json((await listCoffeechats(deps, await viewer(c), deps.now())) satisfies BizCoffeechatList);
  });

  return app;
}
