/**
 * A revision request's state as the console reads it, and the answer form's checks in the
 * server's own words (contract/offer-revisions.ts AnswerRevision): a draft that passes here is a
 * body the server accepts, unless the request was answered or timed out meanwhile (409).
 */
import { hopeFloorMessage, type SentOffer } from '../../../contract/biz';
import { SALARY_CAP } from '../../../contract/money';
import {
  type AnswerRevision,
  type OfferRevision,
  REVISION_BAND_ORDER_MESSAGE,
  REVISION_LOWER_MESSAGE,
  REVISION_REASON_MAX,
  REVISION_REASON_REQUIRED_MESSAGE,
} from '../../../contract/offer-revisions';
import { isBelowHope, offerMessages, PERKS_MAX } from './offer-rules';

const REASON_LENGTH_MESSAGE = `이유는 ${REVISION_REASON_MAX}자 이내로 적어 주세요.`;

export type RevisionDecision = AnswerRevision['decision'];

/**
 * What the card shows. An ASKED request past its deadline reads as timed out before the server's
 * sweep marks it: the server already refuses an answer to it (409).
 */
export type RevisionState = Exclude<OfferRevision['status'], 'ASKED'> | 'PENDING';

export function revisionState(revision: OfferRevision, now = Date.now()): RevisionState {
  if (revision.status !== 'ASKED') return revision.status;
  return Date.parse(revision.answerDueAt) > now ? 'PENDING' : 'TIMED_OUT';
}

/** The offers still waiting for this company's answer, the nearest deadline first. */
export function pendingRevisions(offers: readonly SentOffer[], now = Date.now()) {
  return offers
    .filter((offer) => offer.revision && revisionState(offer.revision, now) === 'PENDING')
    .sort((a, b) => Date.parse(a.revision?.answerDueAt ?? '') - Date.parse(b.revision?.answerDueAt ?? ''));
}

/** The answer as typed: amounts are digit strings (만원). */
export interface RevisionDraft {
  decision: RevisionDecision | undefined;
  salaryMin: string;
  salaryMax: string;
  offerItems: string[];
  reason: string;
}

type RevisionField = 'salaryMin' | 'salaryMax' | 'salaryBand' | 'offerItems' | 'reason';
export type RevisionErrors = Partial<Record<RevisionField, string>>;

/** Revising starts from the terms as they were when the candidate asked. */
export const draftFrom = (revision: OfferRevision): RevisionDraft => ({
  decision: undefined,
  salaryMin: String(revision.before.salaryMin),
  salaryMax: String(revision.before.salaryMax),
  offerItems: [...revision.before.offerItems],
  reason: '',
});

function amountProblem(digits: string, required: string, floor: number): string | undefined {
  if (digits === '') return required;
  const amount = Number(digits);
  if (amount > SALARY_CAP) return offerMessages.salaryRange;
  // Each end of the new band at least the same end of the old one: a revision never lowers an offer.
  if (amount < floor) return REVISION_LOWER_MESSAGE;
  return undefined;
}

/** The draft's problems by field, for the decision it holds. */
export function validateRevision(
  draft: RevisionDraft,
  before: OfferRevision['before'],
  hopeSalary: number | null,
): RevisionErrors {
  const errors: RevisionErrors = {};
  if (draft.decision === 'KEEP') {
    const reason = draft.reason.trim();
    if (reason === '') errors.reason = REVISION_REASON_REQUIRED_MESSAGE;
    else if (reason.length > REVISION_REASON_MAX) errors.reason = REASON_LENGTH_MESSAGE;
    return errors;
  }
  const low = amountProblem(draft.salaryMin, offerMessages.salaryMinRequired, before.salaryMin);
  const high =
    amountProblem(draft.salaryMax, offerMessages.salaryMaxRequired, before.salaryMax) ??
    (isBelowHope(Number(draft.salaryMax), hopeSalary) ? hopeFloorMessage(hopeSalary ?? 0) : undefined);
  if (low) errors.salaryMin = low;
  if (high) errors.salaryMax = high;
  if (!low && !high && Number(draft.salaryMin) > Number(draft.salaryMax)) {
    errors.salaryBand = REVISION_BAND_ORDER_MESSAGE;
  }
  if (draft.offerItems.length > PERKS_MAX) errors.offerItems = offerMessages.perkLimit;
  return errors;
}

/** The body for the chosen decision; call only on a draft with a decision and without errors. */
export const answerBody = (draft: RevisionDraft): AnswerRevision =>
  draft.decision === 'KEEP'
    ? { decision: 'KEEP', reason: draft.reason.trim() }
    : {
        decision: 'REVISE',
        salaryMin: Number(draft.salaryMin),
        salaryMax: Number(draft.salaryMax),
        offerItems: draft.offerItems,
      };
