/**
 * The candidate's answers to a single offer: read, like, refuse, accept. A transition is one
 * conditional UPDATE (still WAITING, not overdue, not a curation member), so two answers fired at
 * once cannot both win; the loser is told why from the row as it now stands.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import type { CoffeechatCreated, Offer } from '../../../src/contract/offers';
import { atomically, type Executor } from '../../db/executor';
import { coffeechats, offers } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { effectiveOfferStatus, type OfferRecord, toOffer } from '../../domain/offer-views';
import { ApiError, notFound } from '../../errors/api-error';
import { openCompanyRooms } from './company-rooms';
import { findOwnOfferCard, selectableOffer } from './offer-queries';
import { withdrawRevision } from './revision-withdrawal';

export const OFFER_NOT_FOUND_MESSAGE = '제안을 찾을 수 없어요.';
export const OFFER_EXPIRED_MESSAGE = '선택 기간이 지난 제안입니다.';
export const OFFER_REFUSED_MESSAGE = '이미 거절한 제안입니다.';
export const OFFER_MATCHED_MESSAGE = '이미 수락한 제안입니다.';
export const CURATION_MEMBER_MESSAGE = '큐레이션 제안은 큐레이션 화면에서 선택해 주세요.';

const offerNotFound = () => notFound(OFFER_NOT_FOUND_MESSAGE);
const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);

/** Why a single-offer answer cannot apply to this offer, or undefined when it can. */
export function answerConflict(offer: Pick<OfferRecord, 'status' | 'expiresAt' | 'offerGroupId'>, now: Date) {
  if (offer.offerGroupId !== null) return CURATION_MEMBER_MESSAGE;
  const status = effectiveOfferStatus(offer, now);
  if (status === 'EXPIRED') return OFFER_EXPIRED_MESSAGE;
  if (status === 'REFUSED') return OFFER_REFUSED_MESSAGE;
  if (status === 'MATCHED') return OFFER_MATCHED_MESSAGE;
  return undefined;
}

const answerable = (candidateId: string, id: number, now: Date) =>
  and(eq(offers.id, id), eq(offers.candidateId, candidateId), isNull(offers.offerGroupId), selectableOffer(now));

/** After a conditional update changed nothing: 404, or the 409 that explains it. */
async function refusal(db: Executor, candidateId: string, id: number, now: Date) {
  const row = await findOwnOfferCard(db, candidateId, id);
  if (!row) return offerNotFound();
  return conflict(answerConflict(row.offer, now) ?? OFFER_MATCHED_MESSAGE);
}

/** The detail; the first read clears isNew. */
export async function readOffer(db: Executor, candidateId: string, id: number, now: Date): Promise<Offer> {
  await requireLiveCandidate(db, candidateId);
  const row = await findOwnOfferCard(db, candidateId, id);
  if (!row) throw offerNotFound();
  if (row.offer.readAt === null) {
    await db
      .update(offers)
      .set({ readAt: now })
      .where(and(eq(offers.id, id), isNull(offers.readAt)));
    row.offer.readAt = now;
  }
  return toOffer(row, now);
}

/** A bookmark: allowed in every status. */
export async function likeOffer(db: Executor, candidateId: string, id: number, isLike: boolean) {
  await requireLiveCandidate(db, candidateId);
  const [row] = await db
    .update(offers)
    .set({ isLike })
    .where(and(eq(offers.id, id), eq(offers.candidateId, candidateId)))
    .returning({ id: offers.id, isLike: offers.isLike });
  if (!row) throw offerNotFound();
  return row;
}

export async function refuseOffer(
  db: Executor,
  candidateId: string,
  id: number,
  refusalReason: string,
  now: Date,
): Promise<Offer> {
  await requireLiveCandidate(db, candidateId);
  const [refused] = await db
    .update(offers)
    .set({ status: 'REFUSED', refusalReason, answeredAt: now })
    .where(answerable(candidateId, id, now))
    .returning({ id: offers.id });
  if (!refused) throw await refusal(db, candidateId, id, now);
  await withdrawRevision(db, id, now);
  const row = await findOwnOfferCard(db, candidateId, id);
  if (!row) throw offerNotFound();
  return toOffer(row, now);
}

/** Accepting makes the offer MATCHED and opens exactly one coffee chat with its company, and a message room with it. */
export async function acceptOffer(
  db: Executor,
  candidateId: string,
  id: number,
  now: Date,
): Promise<CoffeechatCreated> {
  await requireLiveCandidate(db, candidateId);
  const coffeechatId = await atomically(db, async (tx) => {
    const [accepted] = await tx
      .update(offers)
      .set({ status: 'MATCHED', answeredAt: now })
      .where(answerable(candidateId, id, now))
      .returning({ companyId: offers.companyId });
    if (!accepted) return undefined;
    await withdrawRevision(tx, id, now);
    const [chat] = await tx
      .insert(coffeechats)
      .values({ offerId: id, candidateId, companyId: accepted.companyId, createdAt: now, updatedAt: now })
      .returning({ id: coffeechats.id });
    await openCompanyRooms(tx, candidateId, [accepted.companyId], now);
    return chat.id;
  });
  if (coffeechatId === undefined) throw await refusal(db, candidateId, id, now);
  return { coffeechatId };
}
