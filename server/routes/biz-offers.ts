/**
 * The console's offers: sending offers and curations, what was sent, accepted coffee chats and the
 * companies one may send for. A recruiter reads everything of their company (whoever sent it); an
 * agent or operator reads what they sent. Candidates stay anonymous until they accept (MATCHED).
 */
import { and, desc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type BizCoffeechatList,
  type BizCompanyList,
  SendCuration,
  SendOffer,
  type SentOfferList,
  SentOfferQuery,
} from '../../src/contract/biz';
import type { OfferStatus } from '../../src/contract/offers';
import { apiPaths } from '../../src/contract/paths';
import type { AppDeps, AppEnv } from '../app-deps';
import { bizAccounts, candidates, coffeechats, companies, offerGroups, offers } from '../db/schema';
import { type BizViewer, isAgent, requireBizViewer } from '../domain/biz-accounts';
import { headlinesOf } from '../domain/candidate-pool';
import { revealedCandidate } from '../domain/candidate-visibility';
import { sendCuration, sendOffer } from '../domain/offer-sending';
import { effectiveGroupStatus, effectiveOfferStatus } from '../domain/offer-views';
import { forbidden } from '../http/api-error';
import { parseJson, parseQuery } from '../http/parse';
import { requireSession } from '../http/require-session';

/** The newest this many; the console has no paging for its own sends yet. */
const LIST_LIMIT = 200;

/** Offers whose status, as read now (a WAITING one past expiry is EXPIRED), is `status`. */
function effectiveStatusIs(status: OfferStatus, now: Date): SQL {
  if (status === 'WAITING') return and(eq(offers.status, 'WAITING'), gte(offers.expiresAt, now)) as SQL;
  if (status === 'EXPIRED') {
    return or(eq(offers.status, 'EXPIRED'), and(eq(offers.status, 'WAITING'), lt(offers.expiresAt, now))) as SQL;
  }
  return eq(offers.status, status);
}

const sentScope = (viewer: BizViewer) =>
  isAgent(viewer) || !viewer.company ? eq(offers.senderId, viewer.id) : eq(offers.companyId, viewer.company.id);

async function listSentOffers(
  deps: AppDeps,
  viewer: BizViewer,
  status: OfferStatus | undefined,
  now: Date,
): Promise<SentOfferList> {
  const conditions = [sentScope(viewer), isNull(candidates.deletedAt)];
  if (status) conditions.push(effectiveStatusIs(status, now));
  const rows = await deps.db
    .select({
      offer: offers,
      company: { id: companies.id, name: companies.name, logo: companies.logoPath },
      senderName: bizAccounts.name,
      group: { status: offerGroups.status, expiresAt: offerGroups.expiresAt },
      candidate: { name: candidates.name, phone: candidates.phone },
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .leftJoin(offerGroups, eq(offerGroups.id, offers.offerGroupId))
    .where(and(...conditions))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(LIST_LIMIT);
  const headlines = await headlinesOf(
    deps.db,
    rows.map((row) => row.offer.candidateId),
    now,
  );
  return {
    items: rows.map(({ offer, company, senderName, group, candidate }) => {
      const effective = effectiveOfferStatus(offer, now);
      return {
        id: offer.id,
        type: offer.type,
        status: effective,
        company,
        senderName,
        position: offer.position,
        salaryMin: offer.salaryMin,
        salaryMax: offer.salaryMax,
        offerItems: offer.offerItems,
        message: offer.message,
        offerGroupId: offer.offerGroupId,
        groupStatus: group ? effectiveGroupStatus(group, now) : null,
        createdAt: offer.createdAt.toISOString(),
        expiredAt: offer.expiresAt.toISOString(),
        answeredAt: offer.answeredAt?.toISOString() ?? null,
        refusalReason: offer.refusalReason,
        hopeSalaryAtSend: offer.hopeSalaryAtSend,
        candidate: {
          id: offer.candidateId,
          headline: headlines.get(offer.candidateId) ?? '',
          revealed: revealedCandidate(effective, candidate),
        },
      };
    }),
  };
}

/** Accepted offers: the candidate chose to meet, so they are named here even if they later restrict the company. */
async function listCoffeechats(deps: AppDeps, viewer: BizViewer, now: Date): Promise<BizCoffeechatList> {
  const scope =
    isAgent(viewer) || !viewer.company ? eq(offers.senderId, viewer.id) : eq(coffeechats.companyId, viewer.company.id);
  const rows = await deps.db
    .select({
      chat: coffeechats,
      position: offers.position,
      company: { id: companies.id, name: companies.name },
      candidate: { name: candidates.name, phone: candidates.phone },
    })
    .from(coffeechats)
    .innerJoin(offers, eq(offers.id, coffeechats.offerId))
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .innerJoin(candidates, eq(candidates.id, coffeechats.candidateId))
    .where(and(scope, isNull(candidates.deletedAt)))
    .orderBy(desc(coffeechats.createdAt), desc(coffeechats.id))
    .limit(LIST_LIMIT);
  const headlines = await headlinesOf(
    deps.db,
    rows.map((row) => row.chat.candidateId),
    now,
  );
  return {
    items: rows.map(({ chat, position, company, candidate }) => ({
      id: chat.id,
      offerId: chat.offerId,
      company,
      position,
      createdAt: chat.createdAt.toISOString(),
      candidate: {
        id: chat.candidateId,
        headline: headlines.get(chat.candidateId) ?? '',
        revealed: { name: candidate.name, phone: candidate.phone, email: null },
      },
      questions: chat.questions,
    })),
  };
}

export function bizOfferRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const biz = requireSession(deps, 'biz');
  const viewerOf = (subjectId: string) => requireBizViewer(deps.db, subjectId);

  app.get(apiPaths.bizCompanies, biz, async (c) => {
    const viewer = await viewerOf(c.get('session').subjectId);
    const items = await deps.db
      .select({ id: companies.id, name: companies.name, logo: companies.logoPath, industry: companies.industry })
      .from(companies)
      .where(
        isAgent(viewer) || !viewer.company ? eq(companies.isParticipating, true) : eq(companies.id, viewer.company.id),
      )
      .orderBy(companies.id);
    return c.json({ items } satisfies BizCompanyList);
  });

  app.post(apiPaths.bizOffers, biz, async (c) => {
    const viewer = await viewerOf(c.get('session').subjectId);
    const input = await parseJson(c, SendOffer);
    return c.json(await sendOffer(deps, viewer, input), 201);
  });

  app.post(apiPaths.bizCurations, biz, async (c) => {
    const viewer = await viewerOf(c.get('session').subjectId);
    if (!isAgent(viewer)) throw forbidden();
    const input = await parseJson(c, SendCuration);
    return c.json(await sendCuration(deps, viewer, input), 201);
  });

  app.get(apiPaths.bizOffers, biz, async (c) => {
    const viewer = await viewerOf(c.get('session').subjectId);
    const { status } = parseQuery(c, SentOfferQuery);
    return c.json((await listSentOffers(deps, viewer, status, deps.now())) satisfies SentOfferList);
  });

  app.get(apiPaths.bizCoffeechats, biz, async (c) => {
    const viewer = await viewerOf(c.get('session').subjectId);
    return c.json((await listCoffeechats(deps, viewer, deps.now())) satisfies BizCoffeechatList);
  });

  return app;
}
