/**
 * What every move on a request for a revision shares: its checks, the candidate's notices and the
 * analytics record (no amounts, no text). The moves: revision-asks.ts, revision-answers.ts,
 * revision-timeouts.ts, revision-withdrawal.ts; the contract: src/contract/offer-revisions.ts.
 */

import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import { addKstBusinessDays, endOfKstDay, formatKstDateTime } from '../../../src/contract/kst';
import {
  type AnswerRevision,
  type AskRevision,
  REVISION_ANSWER_BUSINESS_DAYS,
  REVISION_BAND_BOTH_MESSAGE,
  REVISION_BAND_MESSAGE,
  REVISION_BAND_ORDER_MESSAGE,
  REVISION_EMPTY_MESSAGE,
  REVISION_LOWER_MESSAGE,
} from '../../../src/contract/offer-revisions';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { candidates } from '../../db/schema';
import { recordServerEvent } from '../../domain/analytics';
import { shutOutCondition } from '../../domain/candidate-visibility';
import type { NotificationMessage } from '../../domain/notification-message';
import { ApiError, badRequest } from '../../errors/api-error';
import { assertAtLeastHope } from './salary-basis';

export const REVISION_NOT_FOUND_MESSAGE = '조정 요청을 찾을 수 없어요.';
const REVISED_BAND_REQUIRED_MESSAGE = '조정할 최소 연봉과 최대 연봉을 적어 주세요.';
const BAND_ORDER_MESSAGE = '최소 연봉은 최대 연봉보다 클 수 없습니다.';

export type RevisionDeps = Pick<AppDeps, 'db' | 'notifier' | 'logger'>;
type Band = { salaryMin: number; salaryMax: number };

export const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);

/**
 * The company's deadline: the end (23:59:59.999 KST) of the third business day after the request —
 * "12월 2일(수)까지", never a midnight that reads as the day before.
 */
export const answerDeadline = (askedAt: Date) =>
  endOfKstDay(new Date(addKstBusinessDays(askedAt, REVISION_ANSWER_BUSINESS_DAYS).getTime() - 1));

/**
 * The end of the candidate's window given back from `from`: the time they had left when asking,
 * rounded up to the end of that KST day, as every offer ends (never a minute past midnight).
 */
export const windowFrom = (from: Date, remainingMs: number) => endOfKstDay(new Date(from.getTime() + remainingMs));

/** Which move, and who made it: the analytics event `offer_revision`. */
export function recordMove(
  db: Executor,
  candidateId: string,
  outcome: 'asked' | 'revised' | 'kept' | 'timed_out',
  by: 'candidate' | 'company' | 'agent' | 'clock',
) {
  return recordServerEvent(db, {
    name: 'offer_revision',
    path: '/my/result/:id',
    candidateId,
    properties: { outcome, by },
  });
}

/** Whether the candidate restricted `company` or works there now: then nothing of it may reach them, nor it them. */
export async function isShutOut(db: Executor, candidateId: string, company: { id: number; name: string }) {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), shutOutCondition(company)));
  return row !== undefined;
}

/** The band asked for: both ends or neither, ordered, above the offered one; and something asked at all. */
export function checkAsk(input: AskRevision, offered: Band) {
  const min = input.salaryMin ?? null;
  const max = input.salaryMax ?? null;
  if ((min === null) !== (max === null)) {
    throw badRequest(REVISION_BAND_BOTH_MESSAGE, min === null ? 'salaryMin' : 'salaryMax');
  }
  if (min === null && input.wishes.length === 0) throw badRequest(REVISION_EMPTY_MESSAGE, 'wishes');
  if (min !== null && max !== null) {
    if (min > max) throw badRequest(REVISION_BAND_ORDER_MESSAGE, 'salaryMin');
    if (max <= offered.salaryMax || min < offered.salaryMin) throw badRequest(REVISION_BAND_MESSAGE, 'salaryMax');
  }
  return { min, max };
}

/** A revised band: both ends, ordered, neither under the old one's, the top at least the hope the sender saw. */
export function revisedBand(input: AnswerRevision, before: Band, hope: number | null): Band {
  if (input.salaryMin === undefined) throw badRequest(REVISED_BAND_REQUIRED_MESSAGE, 'salaryMin');
  if (input.salaryMax === undefined) throw badRequest(REVISED_BAND_REQUIRED_MESSAGE, 'salaryMax');
  if (input.salaryMin > input.salaryMax) throw badRequest(BAND_ORDER_MESSAGE, 'salaryMin');
  if (input.salaryMin < before.salaryMin) throw badRequest(REVISION_LOWER_MESSAGE, 'salaryMin');
  if (input.salaryMax < before.salaryMax) throw badRequest(REVISION_LOWER_MESSAGE, 'salaryMax');
  assertAtLeastHope(input.salaryMax, hope, 'salaryMax');
  return { salaryMin: input.salaryMin, salaryMax: input.salaryMax };
}

/** What a notice opens: the offer, or the curation it belongs to. */
export interface NoticeTarget {
  offerId: number;
  groupId: number | null;
}

const urlOf = ({ offerId, groupId }: NoticeTarget) =>
  groupId === null ? `/my/result/${offerId}` : `/my/result/curation/${groupId}`;

export const answeredNotice = (
  target: NoticeTarget,
  companyName: string,
  revised: boolean,
  expiresAt: Date,
): NotificationMessage => ({
  kind: 'OFFER',
  title: revised ? '제안이 조정됐어요' : '기업이 제안을 유지했어요',
  body: revised
    ? `${companyName}에서 연봉 제안을 조정했어요. 처음 제안과 나란히 비교해 보세요.`
    : `${companyName}에서 처음 제안을 유지하기로 했어요. 이유를 확인하고 ${formatKstDateTime(expiresAt)}까지 선택해 주세요.`,
  url: urlOf(target),
  expiresAt,
});

export const timedOutNotice = (target: NoticeTarget, companyName: string, expiresAt: Date): NotificationMessage => ({
  kind: 'OFFER',
  title: '조정 요청에 답이 없었어요',
  body: `${companyName}에서 기한 안에 답하지 않아 처음 제안 그대로예요. ${formatKstDateTime(expiresAt)}까지 선택할 수 있어요.`,
  url: urlOf(target),
  expiresAt,
});

/** A failed notice never undoes the move: it is logged (without its text). */
export async function notifySafely(deps: RevisionDeps, candidateId: string, message: NotificationMessage) {
  try {
    await deps.notifier.notify(candidateId, message);
  } catch (error) {
    deps.logger.warn('revision notice failed', { error: error instanceof Error ? error.name : 'unknown' });
  }
}
