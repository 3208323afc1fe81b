/**
 * What the console sent and what came of it: the sent list, accepted coffee chats and the companies
 * one may send for. A recruiter reads everything of their company (whoever sent it); an agent or
 * operator reads what they sent. Candidates stay anonymous unless revealedCandidate says otherwise.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BizCoffeechatList, BizCompanyList, SentOfferList, SharedProfile } from '../../../src/contract/biz';
import type { OfferStatus } from '../../../src/contract/offers';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { bizAccounts, candidates, coffeechats, companies, offerGroups, offerRevisions, offers } from '../../db/schema';
import { coffeechatMeetings } from '../../db/schema-meetings';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { headlinesOf } from '../../domain/candidate-pool';
import { revealedCandidate, sharedProfileCondition } from '../../domain/candidate-visibility';
import { sharedProfileOf } from '../../domain/company-view';
import { meetingsOf } from '../../domain/meeting-views';
import { effectiveGroupStatus, effectiveOfferStatus } from '../../domain/offer-views';
import { toRevisionView } from '../../domain/revision-views';
import { offerStatusIs, revisionColumns } from './offer-queries';

/** The newest this many; the console has no paging for its own sends yet. */
const LIST_LIMIT = 200;

/** The offers a viewer answers for: their company's, or for an agent or operator the ones they sent. */
const sentScope = (viewer: BizViewer) =>
  isAgent(viewer) ? eq(offers.senderId, viewer.id) : eq(offers.companyId, viewer.company.id);

export async function listSentOffers(
  db: Executor,
  viewer: BizViewer,
  status: OfferStatus | undefined,
  now: Date,
  /** One offer only (what an answer to it returns). */
  offerId?: number,
): Promise<SentOfferList> {
  const rows = await db
    .select({
      offer: offers,
      company: { id: companies.id, name: companies.name, logo: companies.logoPath },
      senderName: bizAccounts.name,
      group: { status: offerGroups.status, expiresAt: offerGroups.expiresAt },
      candidate: { name: candidates.name, phone: candidates.phone, email: candidates.email },
      revision: revisionColumns,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .leftJoin(offerGroups, eq(offerGroups.id, offers.offerGroupId))
    .leftJoin(offerRevisions, eq(offerRevisions.offerId, offers.id))
    .where(
      and(
        sentScope(viewer),
        isNull(candidates.deletedAt),
        status ? offerStatusIs(status, now) : undefined,
        offerId === undefined ? undefined : eq(offers.id, offerId),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(LIST_LIMIT);
  const headlines = await headlinesOf(
    db,
    rows.map((row) => row.offer.candidateId),
    now,
  );
  return {
    items: rows.map(({ offer, company, senderName, group, candidate, revision }) => {
      const effective = effectiveOfferStatus(offer, now);
      const groupStatus = group ? effectiveGroupStatus(group, now) : null;
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
        groupStatus,
        createdAt: offer.createdAt.toISOString(),
        expiredAt: offer.expiresAt.toISOString(),
        answeredAt: offer.answeredAt?.toISOString() ?? null,
        refusalReason: offer.refusalReason,
        hopeSalaryAtSend: offer.hopeSalaryAtSend,
        revision: revision ? toRevisionView(revision, offer) : null,
        candidate: {
          id: offer.candidateId,
          headline: headlines.get(offer.candidateId) ?? '',
          revealed: revealedCandidate(viewer, { status: effective, groupStatus, senderId: offer.senderId }, candidate),
        },
      };
    }),
  };
}

/**
 * Accepted offers: the candidate chose to meet, so they are named here even if they later restrict
 * the company. What they share besides (links, files, e-mail: `shared`) follows sharesProfile and
 * ends with a restriction.
 */
export async function listCoffeechats(
  deps: { db: Executor; fileStorage: AppDeps['fileStorage'] },
  viewer: BizViewer,
  now: Date,
): Promise<BizCoffeechatList> {
  const { db } = deps;
  const scope = isAgent(viewer) ? eq(offers.senderId, viewer.id) : eq(coffeechats.companyId, viewer.company.id);
  const rows = await db
    .select({
      chat: coffeechats,
      position: offers.position,
      company: { id: companies.id, name: companies.name },
      candidate: { name: candidates.name, phone: candidates.phone, email: candidates.email },
      shares: sql<boolean>`(${sharedProfileCondition(viewer)})`,
      news: sql<boolean>`coalesce(${coffeechatMeetings.candidateActedAt} > coalesce(${coffeechatMeetings.companySeenAt}, '-infinity'), false)`,
    })
    .from(coffeechats)
    .leftJoin(coffeechatMeetings, eq(coffeechatMeetings.coffeechatId, coffeechats.id))
    .innerJoin(offers, eq(offers.id, coffeechats.offerId))
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .innerJoin(candidates, eq(candidates.id, coffeechats.candidateId))
    .where(and(scope, isNull(candidates.deletedAt)))
    .orderBy(desc(coffeechats.createdAt), desc(coffeechats.id))
    .limit(LIST_LIMIT);
  const headlines = await headlinesOf(
    db,
    rows.map((row) => row.chat.candidateId),
    now,
  );
  const shared = new Map<string, SharedProfile | null>();
  for (const row of rows) {
    if (row.shares && !shared.has(row.chat.candidateId)) {
      const audience = { kind: 'console', accountId: viewer.id } as const;
      shared.set(row.chat.candidateId, await sharedProfileOf(deps, row.chat.candidateId, audience));
    }
  }
  const meetings = await meetingsOf(
    db,
    rows.map((row) => ({ id: row.chat.id, company: row.company.name, createdAt: row.chat.createdAt })),
  );
  return {
    newsCount: rows.filter((row) => row.news).length,
    items: rows.map(({ chat, position, company, candidate, shares, news }, index) => ({
      id: chat.id,
      offerId: chat.offerId,
      company,
      position,
      createdAt: chat.createdAt.toISOString(),
      candidate: {
        id: chat.candidateId,
        headline: headlines.get(chat.candidateId) ?? '',
        revealed: { name: candidate.name, phone: candidate.phone, email: candidate.email || null },
      },
      questions: chat.questions,
      shared: shares ? (shared.get(chat.candidateId) ?? null) : null,
      meeting: meetings[index],
      news,
    })),
  };
}

/** Every participating company for agents and operators; a recruiter's own company. */
export async function sendableCompanies(db: Executor, viewer: BizViewer): Promise<BizCompanyList> {
  const items = await db
    .select({ id: companies.id, name: companies.name, logo: companies.logoPath, industry: companies.industry })
    .from(companies)
    .where(isAgent(viewer) ? eq(companies.isParticipating, true) : eq(companies.id, viewer.company.id))
    .orderBy(companies.id);
  return { items };
}
