/**
 * Who may see a candidate (SPEC §1 privacy, DESIGN.md §5). A company sees a candidate only while
 * the candidate is live, submitted, active and inside the attack period, and only when it is
 * neither the candidate's current employer nor a company the candidate restricted. Agents and
 * operators (no company) see every live, submitted, active candidate in the period.
 *
 * The rule exists twice on purpose: as a pure predicate (unit-tested, readable) and as a SQL
 * condition the pool and the sends filter with, so nothing loads every candidate to filter.
 * An invisible candidate is answered exactly like one that does not exist.
 */
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { OfferGroupStatus, OfferStatus } from '../../src/contract/offers';
import type { Executor } from '../db/executor';
import { candidateCompanies, candidates, careers, offerGroups, offers } from '../db/schema';
import type { BizViewer } from './biz-accounts';
import { companyNameKey, sameCompany } from './company-name-key';
import { ATTACK_PERIOD_DAYS, attackPeriodEnd } from './offer-clock';

/** The company whose eyes we check with. */
export interface CompanyRef {
  id: number;
  name: string;
}

export interface VisibilityFacts {
  deletedAt: Date | null;
  submittedAt: Date | null;
  isActivate: boolean;
  attackUntil: Date | null;
  careers: readonly { company: string; endMonth: string }[];
  restrictedCompanyIds: readonly number[];
}

/** A career without an end at a company of this name, however it is spelled (companyNameKey). */
export function isCurrentEmployer(candidateCareers: VisibilityFacts['careers'], companyName: string): boolean {
  return candidateCareers.some((career) => career.endMonth === '' && sameCompany(career.company, companyName));
}

export function isInAttackPeriod(facts: Pick<VisibilityFacts, 'submittedAt' | 'attackUntil'>, now: Date): boolean {
  const end = attackPeriodEnd(facts.submittedAt, facts.attackUntil);
  return end !== null && end.getTime() > now.getTime();
}

/** The rule itself; `company` null is an agent or operator. */
export function canSee(company: CompanyRef | null, facts: VisibilityFacts, now: Date): boolean {
  if (facts.deletedAt || !facts.submittedAt || !facts.isActivate || !isInAttackPeriod(facts, now)) return false;
  if (!company) return true;
  return !isCurrentEmployer(facts.careers, company.name) && !facts.restrictedCompanyIds.includes(company.id);
}

const ATTACK_PERIOD = sql.raw(`interval '${ATTACK_PERIOD_DAYS} days'`);

/** The same rule as a condition on `candidates`, for queries. */
export function visibleCandidateCondition(company: CompanyRef | null, now: Date): SQL {
  const open = and(
    isNull(candidates.deletedAt),
    isNotNull(candidates.submittedAt),
    eq(candidates.isActivate, true),
    sql`coalesce(${candidates.attackUntil}, ${candidates.submittedAt} + ${ATTACK_PERIOD}) > ${now.toISOString()}::timestamptz`,
  ) as SQL;
  if (!company) return open;
  return and(open, notEmployedAt(company), notRestrictedBy(company)) as SQL;
}

/** No current career at a company of this name (careers.company_key holds companyNameKey; an empty key names no company). */
function notEmployedAt(company: CompanyRef): SQL | undefined {
  const key = companyNameKey(company.name);
  if (key === '') return undefined;
  return sql`not exists (select 1 from ${careers} where ${careers.candidateId} = ${candidates.id} and ${careers.endMonth} = '' and ${careers.companyKey} = ${key})`;
}

/**
 * The candidate (a row of `candidates` in the query) restricted `company` or works there now: it may
 * not reach them at all — no offer, no message, no meeting move, accepted coffee chat or not.
 */
export function shutOutCondition(company: CompanyRef): SQL {
  return sql`not (${and(notEmployedAt(company), notRestrictedBy(company)) as SQL})`;
}

const notRestrictedBy = (company: CompanyRef) =>
  sql`not exists (select 1 from ${candidateCompanies} where ${candidateCompanies.candidateId} = ${candidates.id} and ${candidateCompanies.companyId} = ${company.id} and ${candidateCompanies.mode} = 'restrict')`;

/** The candidate if `company` may see them, otherwise undefined (callers answer 404 either way). */
export async function findVisibleCandidate(db: Executor, candidateId: string, company: CompanyRef | null, now: Date) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), visibleCandidateCondition(company, now)));
  return row;
}

/** What decides whether a sent offer names its candidate. */
export interface SentOfferFacts {
  /** The offer's status as read now. */
  status: OfferStatus;
  /** The curation group's status as read now; null outside a curation. */
  groupStatus: OfferGroupStatus | null;
  senderId: string;
}

/**
 * Who the candidate is, in a sent offer — and only for those they chose to talk to: the company
 * whose offer they accepted (MATCHED), and the agent or operator who sent a curation the candidate
 * handed to the agent (group AGENT), who must reach them to follow up. The member companies'
 * recruiters still see nothing of an AGENT curation until an offer of theirs is MATCHED.
 */
export function revealedCandidate(
  viewer: Pick<BizViewer, 'id' | 'role'>,
  offer: SentOfferFacts,
  candidate: { name: string; phone: string; email: string },
): { name: string; phone: string; email: string | null } | null {
  const handedToSender = offer.groupStatus === 'AGENT' && viewer.role !== 'recruiter' && offer.senderId === viewer.id;
  return offer.status === 'MATCHED' || handedToSender
    ? { name: candidate.name, phone: candidate.phone, email: candidate.email || null }
    : null;
}

/** A console account as the sharing rule reads it: who, and of which company (null for agents and operators). */
export interface SharingViewer {
  id: string;
  company: CompanyRef | null;
}

/** What decides whether the candidate shares their files, links and e-mail with a viewer. */
export interface SharingFacts {
  deletedAt: Date | null;
  restrictedCompanyIds: readonly number[];
  /** A company that employs the candidate now never sees them, accepted coffee chat or not. */
  careers: VisibilityFacts['careers'];
  /** The candidate's offers that were accepted (MATCHED), and those of curations handed to the agent. */
  offers: readonly { companyId: number; senderId: string; status: OfferStatus; groupStatus: OfferGroupStatus | null }[];
}

/**
 * The candidate shares their resume, portfolio, links and e-mail with the company whose coffee chat
 * they accepted (an offer MATCHED, or the company picked in a curation) while they have not
 * restricted it and do not work there now; with the agent or operator who sent an accepted offer, or a curation they handed to
 * the agent. A deleted account shares nothing. Its SQL twin is sharedProfileCondition.
 */
export function sharesProfile(viewer: SharingViewer, facts: SharingFacts): boolean {
  if (facts.deletedAt) return false;
  const { company } = viewer;
  if (company) {
    if (facts.restrictedCompanyIds.includes(company.id) || isCurrentEmployer(facts.careers, company.name)) return false;
    return facts.offers.some((offer) => offer.companyId === company.id && offer.status === 'MATCHED');
  }
  return facts.offers.some(
    (offer) => offer.senderId === viewer.id && (offer.status === 'MATCHED' || offer.groupStatus === 'AGENT'),
  );
}

/** sharesProfile as a condition on `candidates`, for queries (the candidate page, the coffee chats). */
export function sharedProfileCondition(viewer: SharingViewer): SQL {
  const { company } = viewer;
  if (company) {
    return and(
      isNull(candidates.deletedAt),
      sql`exists (select 1 from ${offers} where ${offers.candidateId} = ${candidates.id} and ${offers.companyId} = ${company.id} and ${offers.status} = 'MATCHED')`,
      notEmployedAt(company),
      notRestrictedBy(company),
    ) as SQL;
  }
  return and(
    isNull(candidates.deletedAt),
    sql`exists (select 1 from ${offers} where ${offers.candidateId} = ${candidates.id} and ${offers.senderId} = ${viewer.id} and ${or(
      eq(offers.status, 'MATCHED'),
      sql`exists (select 1 from ${offerGroups} where ${offerGroups.id} = ${offers.offerGroupId} and ${offerGroups.status} = 'AGENT')`,
    )})`,
  ) as SQL;
}
