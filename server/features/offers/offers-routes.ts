/**
 * The candidate's offers (SPEC §7 offer calls): lists, history, detail, like and refuse. Like and
 * refuse take an Idempotency-Key (the app's outbox replays them after a connection came back).
 */
import { type Context, Hono } from 'hono';
import { type Infer, object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import type { OfferCompany } from '../../../src/contract/meetings';
import { AskRevision } from '../../../src/contract/offer-revisions';
import {
  LikeRequest,
  type LikeResponse,
  type Offer,
  type OfferHistory,
  OfferHistoryQuery,
  OfferListQuery,
  RefuseRequest,
} from '../../../src/contract/offers';
import { PositiveId } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { withIdempotency } from '../../http/idempotency';
import { parseJson, parseParams, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { revalidatedJson } from '../../http/revalidated-json';
import { cachedOfferList } from './cached-offer-list';
import { likeOffer, readOffer, refuseOffer } from './offer-answers';
import { offerCompany } from './offer-company';
import { currentOfferListTag } from './offer-list';
import { offerHistory } from './offer-queries';
import { askRevision } from './revision-asks';

const OfferIdParam = object({ id: PositiveId });

export function offerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');
  const offerId = (c: Context<AppEnv>) => parseParams(c, OfferIdParam).id;

  app.get(apiPaths.offers, candidate, async (c) => {
    const query = parseQuery(c, OfferListQuery);
    const [subjectId, at] = [subjectOf(c), deps.now()];
    const tag = await currentOfferListTag(deps.db, subjectId, query, at);
    return revalidatedJson(c, tag, () => cachedOfferList(deps.db, subjectId, query, at, tag));
  });

  // Registered before the detail: `history` is not an id.
  app.get(apiPaths.offerHistory, candidate, async (c) => {
    const { isSelected } = parseQuery(c, OfferHistoryQuery);
    return c.json((await offerHistory(deps.db, subjectOf(c), isSelected ?? false, deps.now())) satisfies OfferHistory);
  });

  app.get(apiPaths.offer, candidate, async (c) => {
    return c.json((await readOffer(deps.db, subjectOf(c), offerId(c), deps.now())) satisfies Offer);
  });

  app.get(apiPaths.offerCompany, candidate, async (c) => {
    const { id } = await requireLiveCandidate(deps.db, subjectOf(c));
    return c.json((await offerCompany(deps.db, id, offerId(c), deps.now())) satisfies OfferCompany);
  });

  app.patch(apiPaths.offerLike, candidate, async (c) => {
    const { id, isLike } = await parseJson(c, LikeRequest);
    return withIdempotency<Infer<typeof LikeResponse>>(c, deps, {
      write: async (tx) => ({ status: 200, body: await likeOffer(tx, subjectOf(c), id, isLike) }),
    });
  });

  app.patch(apiPaths.offerRefuse, candidate, async (c) => {
    const id = offerId(c);
    const { refusalReason } = await parseJson(c, RefuseRequest);
    return withIdempotency<Offer>(c, deps, {
      write: async (tx) => ({ status: 200, body: await refuseOffer(tx, subjectOf(c), id, refusalReason, deps.now()) }),
    });
  });

  app.post(apiPaths.offerRevision, candidate, async (c) => {
    const id = offerId(c);
    const input = await parseJson(c, AskRevision);
    return withIdempotency<Offer>(c, deps, {
      write: async (tx) => ({ status: 200, body: await askRevision(tx, subjectOf(c), id, input, deps.now()) }),
    });
  });

  return app;
}
