/**
 * Curation groups (SPEC §4): WAITING becomes MATCHED (chosen companies), AGENT (talk to the agent
 * first) or REFUSED. The group row decides: one conditional UPDATE while WAITING and not overdue,
 * so of two answers fired at once exactly one applies; the members follow in the same transaction.
 */
import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import type { OfferGroup, OfferGroupAnswer, OfferGroupStatus } from '../../../src/contract/offers';
import { atomically, type Executor } from '../../db/executor';
import { coffeechats, offerGroups, offers } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { effectiveGroupStatus, toOfferGroup } from '../../domain/offer-views';
import { ApiError, badRequest, notFound } from '../../errors/api-error';
import { openCompanyRooms } from '../offers/company-rooms';
import { findOwnGroup, listGroupMembers } from '../offers/offer-queries';

const GROUP_NOT_FOUND_MESSAGE = '큐레이션을 찾을 수 없어요.';
const GROUP_EXPIRED_MESSAGE = '선택 기간이 지난 큐레이션입니다.';
const GROUP_ANSWERED_MESSAGE = '이미 응답한 큐레이션입니다.';
export const CHOOSE_COMPANY_MESSAGE = '한 곳 이상의 회사를 선택해 주세요.';
export const NOT_IN_GROUP_MESSAGE = '이 큐레이션에 없는 회사가 포함되어 있어요.';
/** Stored on the offers the candidate did not pick. */
const NOT_CHOSEN_REASON = '큐레이션에서 선택하지 않음';
/** Stored on every offer of a curation the candidate turned down. */
const CURATION_REFUSED_REASON = '큐레이션을 거절함';

type Outcome = { status: Extract<OfferGroupStatus, 'MATCHED' | 'AGENT' | 'REFUSED'>; chosen: number[] };

/** What the answer asks for, checked against the group's offers; a bad choice is a 400 naming the field. */
export function outcomeOf(answer: OfferGroupAnswer, memberIds: readonly number[]): Outcome {
  if (answer.agent) return { status: 'AGENT', chosen: [] };
  if (!answer.isLike) return { status: 'REFUSED', chosen: [] };
  if (answer.offerItems.length === 0) throw badRequest(CHOOSE_COMPANY_MESSAGE, 'offerItems');
  const index = answer.offerItems.findIndex((id) => !memberIds.includes(id));
  if (index >= 0) throw badRequest(NOT_IN_GROUP_MESSAGE, `offerItems.${index}`);
  return { status: 'MATCHED', chosen: [...new Set(answer.offerItems)] };
}

export async function readOfferGroup(
  db: Executor,
  candidateId: string,
  groupId: number,
  now: Date,
): Promise<OfferGroup> {
  const candidate = await requireLiveCandidate(db, candidateId);
  const found = await findOwnGroup(db, candidateId, groupId);
  if (!found) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  const members = await listGroupMembers(db, groupId);
  return toOfferGroup({ group: found.group, userName: candidate.name, operatorName: found.operatorName, members }, now);
}

async function settleMembers(tx: Executor, candidateId: string, groupId: number, outcome: Outcome, now: Date) {
  const waitingMembers = and(eq(offers.offerGroupId, groupId), eq(offers.status, 'WAITING'));
  if (outcome.status === 'REFUSED') {
    await tx
      .update(offers)
      .set({ status: 'REFUSED', refusalReason: CURATION_REFUSED_REASON, answeredAt: now })
      .where(waitingMembers);
    return;
  }
  const matched = await tx
    .update(offers)
    .set({ status: 'MATCHED', answeredAt: now })
    .where(and(waitingMembers, inArray(offers.id, outcome.chosen)))
    .returning({ id: offers.id, companyId: offers.companyId });
  if (matched.length > 0) {
    await tx.insert(coffeechats).values(
      matched.map((offer) => ({
        offerId: offer.id,
        candidateId,
        companyId: offer.companyId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await openCompanyRooms(
      tx,
      candidateId,
      matched.map((offer) => offer.companyId),
      now,
    );
  }
  await tx
    .update(offers)
    .set({ status: 'REFUSED', refusalReason: NOT_CHOSEN_REASON, answeredAt: now })
    .where(and(waitingMembers, notInArray(offers.id, outcome.chosen)));
}

export async function answerOfferGroup(
  db: Executor,
  candidateId: string,
  groupId: number,
  answer: OfferGroupAnswer,
  now: Date,
): Promise<OfferGroup> {
  await requireLiveCandidate(db, candidateId);
  const found = await findOwnGroup(db, candidateId, groupId);
  if (!found) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  const members = await listGroupMembers(db, groupId);
  const outcome = outcomeOf(
    answer,
    members.map((member) => member.offer.id),
  );
  const applied = await atomically(db, async (tx) => {
    const [group] = await tx
      .update(offerGroups)
      .set({ status: outcome.status, answeredAt: now })
      .where(
        and(
          eq(offerGroups.id, groupId),
          eq(offerGroups.candidateId, candidateId),
          eq(offerGroups.status, 'WAITING'),
          gte(offerGroups.expiresAt, now),
        ),
      )
      .returning({ id: offerGroups.id });
    if (!group) return false;
    if (outcome.status !== 'AGENT') await settleMembers(tx, candidateId, groupId, outcome, now);
    return true;
  });
  if (!applied) {
    const current = await findOwnGroup(db, candidateId, groupId);
    const expired = current && effectiveGroupStatus(current.group, now) === 'EXPIRED';
    throw new ApiError(409, ErrorCode.conflict, expired ? GROUP_EXPIRED_MESSAGE : GROUP_ANSWERED_MESSAGE);
  }
  return readOfferGroup(db, candidateId, groupId, now);
}
