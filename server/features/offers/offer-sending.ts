/**
 * Sending offers and curations — the one way offers come into being, for the console and for
 * the sandbox's demo life alike, so every offer is checked and notified the same way.
 *
 * An offer's top must reach the candidate's hoped-for salary (salary-basis.ts: 400 naming the floor),
 * and its raise is stored over their most recent salary, with the basis the card names.
 *
 * A company has at most one open (WAITING, unexpired) offer per candidate. Inside the sending
 * transaction an overdue WAITING offer of the pair is first marked EXPIRED; then the partial unique
 * index offers_one_waiting_per_company alone decides: the insert of a second WAITING offer fails
 * (also when two sends race, or a row was written by anything else) and is answered 409.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { SendCuration, SendOffer } from '../../../src/contract/biz';
import { ErrorCode } from '../../../src/contract/errors';
import { formatBand } from '../../../src/contract/money';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/postgres-errors';
import { companies, offerGroups, offers } from '../../db/schema';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { salaryFacts } from '../../domain/candidate-pool';
import { findVisibleCandidate } from '../../domain/candidate-visibility';
import type { NotificationMessage } from '../../domain/notification-message';
import { offerExpiry } from '../../domain/offer-clock';
import { ApiError, badRequest, forbidden } from '../../errors/api-error';
import { assertAtLeastHope, increaseColumns, salaryBases } from './salary-basis';

const OFFER_CONFLICT_MESSAGE = '이미 진행 중인 제안이 있습니다.';
export const CANDIDATE_NOT_FOUND_MESSAGE = '후보자를 찾을 수 없습니다.';
const OWN_COMPANY_MESSAGE = '소속 회사의 제안만 보낼 수 있습니다.';
const UNKNOWN_COMPANY_MESSAGE = '회사를 찾을 수 없습니다.';
const DUPLICATE_COMPANY_MESSAGE = '같은 회사를 두 번 넣을 수 없습니다.';

type SendDeps = Pick<AppDeps, 'db' | 'now' | 'notifier' | 'logger'>;
type CompanyRow = { id: number; name: string };

const conflict = () => new ApiError(409, ErrorCode.conflict, OFFER_CONFLICT_MESSAGE);
const candidateNotFound = () => new ApiError(404, ErrorCode.notFound, CANDIDATE_NOT_FOUND_MESSAGE);

async function participatingCompanies(db: Executor, ids: readonly number[]): Promise<Map<number, CompanyRow>> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(inArray(companies.id, [...ids]), eq(companies.isParticipating, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A recruiter sends for their own company; an agent or operator names one. */
async function sendingCompany(db: Executor, viewer: BizViewer, companyId: number | undefined): Promise<CompanyRow> {
  if (!isAgent(viewer)) {
    if (companyId !== undefined && companyId !== viewer.company.id) throw badRequest(OWN_COMPANY_MESSAGE, 'companyId');
    return viewer.company;
  }
  if (companyId === undefined) throw badRequest('companyId 항목이 필요합니다.', 'companyId');
  const company = (await participatingCompanies(db, [companyId])).get(companyId);
  if (!company) throw badRequest(UNKNOWN_COMPANY_MESSAGE, 'companyId');
  return company;
}

/**
 * Stores EXPIRED on overdue WAITING offers of these companies to the candidate, so only an offer
 * that is really still open keeps the unique index's slot.
 */
async function expireOverdue(tx: Executor, candidateId: string, companyIds: readonly number[], now: Date) {
  await tx
    .update(offers)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(offers.candidateId, candidateId),
        inArray(offers.companyId, [...companyIds]),
        eq(offers.status, 'WAITING'),
        lt(offers.expiresAt, now),
      ),
    );
}

/** offers_one_waiting_per_company refused the insert: the company already has an open offer. */
async function withConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? conflict() : error;
  }
}

/** What the candidate is told about a new offer; amounts read as the app shows them ("1억 2,500만원"). */
export function offerNotice(
  companyName: string,
  band: { salaryMin: number; salaryMax: number },
  offerId: number,
): NotificationMessage {
  return {
    kind: 'OFFER',
    title: '새로운 연봉 제안이 도착했어요',
    body: `${companyName}에서 ${formatBand(band.salaryMin, band.salaryMax)} 제안을 보냈어요.`,
    url: `/my/result/${offerId}`,
  };
}

/** A failed notification never undoes an offer: it is logged (without its text) and the send stands. */
async function notifySafely(deps: SendDeps, candidateId: string, message: NotificationMessage) {
  try {
    await deps.notifier.notify(candidateId, message);
  } catch (error) {
    deps.logger.warn('notification failed', {
      kind: message.kind,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}

export async function sendOffer(deps: SendDeps, viewer: BizViewer, input: SendOffer): Promise<{ id: number }> {
  const company = await sendingCompany(deps.db, viewer, input.companyId);
  const now = deps.now();
  const offer = await withConflictAs409(() =>
    deps.db.transaction(async (tx) => {
      if (!(await findVisibleCandidate(tx, input.candidateId, company, now))) throw candidateNotFound();
      await expireOverdue(tx, input.candidateId, [company.id], now);
      const salary = (await salaryFacts(tx, [input.candidateId])).get(input.candidateId);
      assertAtLeastHope(input.salaryMax, salary?.hope, 'salaryMax');
      const basis = (await salaryBases(tx, [input.candidateId])).get(input.candidateId);
      const [row] = await tx
        .insert(offers)
        .values({
          candidateId: input.candidateId,
          companyId: company.id,
          senderId: viewer.id,
          type: isAgent(viewer) ? 'SUPER' : 'NORMAL',
          salaryMin: input.salaryMin,
          salaryMax: input.salaryMax,
          ...increaseColumns(input.salaryMax, basis),
          hopeSalaryAtSend: salary?.hope ?? null,
          position: input.position,
          offerItems: input.offerItems,
          message: input.message,
          createdAt: now,
          expiresAt: offerExpiry(now),
        })
        .returning({ id: offers.id, expiresAt: offers.expiresAt });
      return row;
    }),
  );
  await notifySafely(deps, input.candidateId, {
    ...offerNotice(company.name, input, offer.id),
    expiresAt: offer.expiresAt,
  });
  return { id: offer.id };
}

/** One SUPER_CURATION group (agents and operators only): every company's offer, or none. */
export async function sendCuration(deps: SendDeps, viewer: BizViewer, input: SendCuration): Promise<{ id: number }> {
  if (!isAgent(viewer)) throw forbidden();
  const seen = new Set<number>();
  for (const [index, item] of input.items.entries()) {
    if (seen.has(item.companyId)) throw badRequest(DUPLICATE_COMPANY_MESSAGE, `items.${index}.companyId`);
    seen.add(item.companyId);
  }
  const known = await participatingCompanies(
    deps.db,
    input.items.map((item) => item.companyId),
  );
  const missing = input.items.findIndex((item) => !known.has(item.companyId));
  if (missing >= 0) throw badRequest(UNKNOWN_COMPANY_MESSAGE, `items.${missing}.companyId`);

  const now = deps.now();
  const expiresAt = offerExpiry(now);
  const group = await withConflictAs409(() =>
    deps.db.transaction(async (tx) => {
      for (const item of input.items) {
        const company = known.get(item.companyId) as CompanyRow;
        if (!(await findVisibleCandidate(tx, input.candidateId, company, now))) throw candidateNotFound();
      }
      await expireOverdue(tx, input.candidateId, [...seen], now);
      const salary = (await salaryFacts(tx, [input.candidateId])).get(input.candidateId);
      for (const [index, item] of input.items.entries()) {
        assertAtLeastHope(item.salaryMax, salary?.hope, `items.${index}.salaryMax`);
      }
      const basis = (await salaryBases(tx, [input.candidateId])).get(input.candidateId);
      const [row] = await tx
        .insert(offerGroups)
        .values({
          candidateId: input.candidateId,
          senderId: viewer.id,
          message: input.message,
          createdAt: now,
          expiresAt,
        })
        .returning({ id: offerGroups.id });
      await tx.insert(offers).values(
        input.items.map((item) => ({
          candidateId: input.candidateId,
          companyId: item.companyId,
          senderId: viewer.id,
          offerGroupId: row.id,
          type: 'SUPER_CURATION' as const,
          salaryMin: item.salaryMin,
          salaryMax: item.salaryMax,
          ...increaseColumns(item.salaryMax, basis),
          hopeSalaryAtSend: salary?.hope ?? null,
          position: item.position,
          offerItems: item.offerItems,
          message: input.message,
          createdAt: now,
          expiresAt,
        })),
      );
      return row;
    }),
  );
  await notifySafely(deps, input.candidateId, {
    kind: 'CURATION',
    title: '에이전트가 고른 연봉 제안이 도착했어요',
    body: `${input.items.length}개 회사의 제안을 한 번에 비교해 보세요.`,
    url: `/my/result/curation/${group.id}`,
    expiresAt,
  });
  return group;
}
