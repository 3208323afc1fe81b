/**
 * Asking a company to revise its offer before deciding (once per offer), still anonymous. The
 * company has until the end of the REVISION_ANSWER_BUSINESS_DAYS-th KST business day to revise it
 * or keep it with a reason; the candidate's own selection window does not run while it decides
 * (server/features/offers/revision-asks.ts and revision-answers.ts give it back). Amounts are 만원.
 */
import {
  array,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  trimmed,
} from 'superstruct';
import { SALARY_CAP } from './money';
import { IsoDateTime } from './validators';

export const REVISION_ANSWER_BUSINESS_DAYS = 3;
export const REVISION_NOTE_MAX = 300;
export const REVISION_REASON_MAX = 500;

/** A salary in 만원 (contract/biz.ts's OfferSalary without its floor, which the offer's own band already clears). */
const Salary = max(min(integer(), 1), SALARY_CAP);

/** What a candidate may ask for besides a band; the company answers each in its own words. */
export const REVISION_WISHES = ['재택근무', '사이닝 보너스', '직급·직함', '입사일', '스톡옵션'] as const;
export const RevisionWish = enums(REVISION_WISHES);
export type RevisionWish = Infer<typeof RevisionWish>;

/**
 * ASKED → REVISED | KEPT (the company, before answerDueAt) | TIMED_OUT (no answer in time) |
 * WITHDRAWN (the candidate accepted or refused the offer meanwhile). Every other move is a 409.
 */
export const RevisionStatus = enums(['ASKED', 'REVISED', 'KEPT', 'TIMED_OUT', 'WITHDRAWN']);
export type RevisionStatus = Infer<typeof RevisionStatus>;

export const REVISION_EMPTY_MESSAGE = '희망 연봉이나 조정하고 싶은 조건을 하나 이상 골라 주세요.';
export const REVISION_BAND_MESSAGE = '희망 연봉은 제안받은 연봉보다 높게 적어 주세요.';
export const REVISION_BAND_ORDER_MESSAGE = '최소 연봉은 최대 연봉보다 클 수 없습니다.';
export const REVISION_ALREADY_ASKED_MESSAGE = '이미 조정을 요청한 제안이에요.';
export const REVISION_NOT_WAITING_MESSAGE = '조정 요청에 이미 답했거나 답변 기한이 지났어요.';
export const REVISION_LOWER_MESSAGE = '조정한 연봉은 처음 제안한 연봉보다 낮을 수 없어요.';
export const REVISION_BAND_BOTH_MESSAGE = '희망 연봉은 최소와 최대를 함께 적어 주세요.';
export const REVISION_REASON_REQUIRED_MESSAGE = '유지하는 이유를 적어 주세요.';

/**
 * `POST /v2/users/offers/{id}/revision` (Idempotency-Key): a band the candidate would consider (both
 * ends or neither, above the offered band) and/or wishes, with an optional short note whose contact
 * details are masked before the company reads it.
 */
export const AskRevision = object({
  salaryMin: optional(nullable(Salary)),
  salaryMax: optional(nullable(Salary)),
  wishes: size(array(RevisionWish), 0, REVISION_WISHES.length),
  note: optional(size(trimmed(string()), 0, REVISION_NOTE_MAX)),
});
export type AskRevision = Infer<typeof AskRevision>;

/** An offer's terms at one moment: as sent, or as revised. */
export const OfferTermsSnapshot = object({
  salaryMin: integer(),
  salaryMax: integer(),
  offerItems: array(string()),
});
export type OfferTermsSnapshot = Infer<typeof OfferTermsSnapshot>;

/** The revision an offer went through, as both sides read it. */
export const OfferRevision = object({
  status: RevisionStatus,
  /** The candidate, or the agent on their behalf (a curation the candidate handed to the agent). */
  askedBy: enums(['CANDIDATE', 'AGENT']),
  askedAt: IsoDateTime,
  /** End of the company's time to answer (REVISION_ANSWER_BUSINESS_DAYS KST business days). */
  answerDueAt: IsoDateTime,
  answeredAt: nullable(IsoDateTime),
  asked: object({
    salaryMin: nullable(integer()),
    salaryMax: nullable(integer()),
    wishes: array(RevisionWish),
    /** Contact details masked. */
    note: nullable(string()),
  }),
  /** The terms when the candidate asked. */
  before: OfferTermsSnapshot,
  /** The revised terms (REVISED only). */
  after: nullable(OfferTermsSnapshot),
  /** Why the company kept its offer (KEPT only). */
  reason: nullable(string()),
});
export type OfferRevision = Infer<typeof OfferRevision>;

/**
 * `POST /biz/offers/{id}/revision` (the offering company's recruiters, or the agent who sent it):
 * REVISE with the new band (not under the old one, and its top at least the candidate's hoped-for
 * salary) and items, or KEEP with a reason.
 */
export const AnswerRevision = object({
  decision: enums(['REVISE', 'KEEP']),
  salaryMin: optional(Salary),
  salaryMax: optional(Salary),
  offerItems: optional(size(array(size(trimmed(string()), 1, 30)), 0, 10)),
  reason: optional(size(trimmed(string()), 0, REVISION_REASON_MAX)),
});
export type AnswerRevision = Infer<typeof AnswerRevision>;
