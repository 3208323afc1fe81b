/**
 * Offer rows as the candidate's app sees them (SPEC §3). Expiry holds at read time: a WAITING
 * offer or group past its expiresAt is EXPIRED everywhere, whether or not the sweep has stored it.
 */
import type {
  Offer,
  OfferGroup,
  OfferGroupItem,
  OfferGroupStatus,
  OfferHistoryItem,
  OfferStatus,
} from '../../src/contract/offers';
import type { bizAccounts, offerGroups, offers } from '../db/schema';
import { type RevisionFields, toRevisionView } from './revision-views';

export type OfferRecord = typeof offers.$inferSelect;
export type OfferGroupRecord = typeof offerGroups.$inferSelect;

/** What a card reads of an offer: every column but who it is to and from and the sender's own notes. */
type OfferCardFields = Omit<OfferRecord, 'candidateId' | 'senderId' | 'hopeSalaryAtSend' | 'expiryRemindedAt'>;

/** An offer with what its card shows of the company, the sender and the coffee chat it became. */
export interface OfferCardRow {
  offer: OfferCardFields;
  company: { name: string; logoPath: string; domain: string };
  sender: { name: string; role: (typeof bizAccounts.$inferSelect)['role'] };
  coffeechatId: number | null;
  /** The candidate's request for a revision, if any (single offers only). */
  revision: RevisionFields | null;
}

/** Selectable until the last millisecond of expiresAt, included. */
const isOverdue = (expiresAt: Date, now: Date) => expiresAt.getTime() < now.getTime();

export function effectiveOfferStatus(offer: Pick<OfferRecord, 'status' | 'expiresAt'>, now: Date): OfferStatus {
  return offer.status === 'WAITING' && isOverdue(offer.expiresAt, now) ? 'EXPIRED' : offer.status;
}

export function effectiveGroupStatus(
  group: Pick<OfferGroupRecord, 'status' | 'expiresAt'>,
  now: Date,
): OfferGroupStatus {
  return group.status === 'WAITING' && isOverdue(group.expiresAt, now) ? 'EXPIRED' : group.status;
}

/** Agents and operators send as 볼트X: the card shows the agent and their name. */
const sentByAgent = (role: OfferCardRow['sender']['role']) => role === 'agent' || role === 'operator';

const selectedAtOf = (offer: OfferCardFields, status: OfferStatus) =>
  status === 'MATCHED' && offer.answeredAt ? offer.answeredAt.toISOString() : null;

export function toOffer(row: OfferCardRow, now: Date): Offer {
  const { offer, company, sender } = row;
  const status = effectiveOfferStatus(offer, now);
  const isMaster = sentByAgent(sender.role);
  return {
    id: offer.id,
    companyId: offer.companyId,
    name: company.name,
    logo: company.logoPath,
    domain: company.domain,
    salaryMin: offer.salaryMin,
    salaryMax: offer.salaryMax,
    increaseRate: offer.increaseRate,
    increaseBasis: offer.increaseBasis,
    createdAt: offer.createdAt.toISOString(),
    expiredAt: offer.expiresAt.toISOString(),
    selectedAt: selectedAtOf(offer, status),
    offerGroupId: offer.offerGroupId,
    type: offer.type,
    status,
    isNew: offer.readAt === null,
    isMaster,
    operatorName: isMaster ? sender.name : null,
    position: offer.position,
    link: offer.link,
    offerItems: offer.offerItems,
    message: offer.message,
    // No sender sends message-only offers yet; the field exists for the spec.
    isJustMessage: false,
    isMatched: status === 'MATCHED',
    isExpired: status === 'EXPIRED',
    isLike: offer.isLike,
    refusalReason: offer.refusalReason,
    coffeechatId: row.coffeechatId,
    revision: row.revision ? toRevisionView(row.revision, offer) : null,
  };
}

export function toHistoryItem(row: OfferCardRow, now: Date): OfferHistoryItem {
  const { offer, company } = row;
  const status = effectiveOfferStatus(offer, now);
  return {
    id: offer.id,
    name: company.name,
    logo: company.logoPath,
    position: offer.position,
    salaryMin: offer.salaryMin,
    salaryMax: offer.salaryMax,
    status,
    type: offer.type,
    createdAt: offer.createdAt.toISOString(),
    selectedAt: selectedAtOf(offer, status),
    revision: row.revision
      ? {
          status: row.revision.status,
          before: { salaryMin: row.revision.beforeSalaryMin, salaryMax: row.revision.beforeSalaryMax },
        }
      : null,
  };
}

function toGroupItem(row: OfferCardRow, now: Date): OfferGroupItem {
  const { offer, company } = row;
  const status = effectiveOfferStatus(offer, now);
  return {
    id: offer.id,
    name: company.name,
    position: offer.position,
    logo: company.logoPath,
    domain: company.domain,
    salaryMin: offer.salaryMin,
    salaryMax: offer.salaryMax,
    perks: offer.offerItems,
    message: offer.message,
    createdAt: offer.createdAt.toISOString(),
    selectedAt: selectedAtOf(offer, status),
    status,
    revision: row.revision ? toRevisionView(row.revision, offer) : null,
  };
}

export interface OfferGroupParts {
  group: OfferGroupRecord;
  userName: string;
  operatorName: string;
  members: OfferCardRow[];
}

export function toOfferGroup({ group, userName, operatorName, members }: OfferGroupParts, now: Date): OfferGroup {
  return {
    groupId: group.id,
    status: effectiveGroupStatus(group, now),
    message: group.message,
    userName,
    createdAt: group.createdAt.toISOString(),
    expiredAt: group.expiresAt.toISOString(),
    operatorName,
    offerItems: members.map((member) => toGroupItem(member, now)),
  };
}
