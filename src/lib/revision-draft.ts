/**
 * What the revision sheet holds while the candidate types, and the checks the server makes on it
 * (server/features/offers/revision-rules.ts), run here first so the same Korean message shows
 * before anything is sent.
 */

import { formatManwon, SALARY_CAP } from '../contract/money';
import {
  type AskRevision,
  REVISION_BAND_BOTH_MESSAGE,
  REVISION_BAND_MESSAGE,
  REVISION_BAND_ORDER_MESSAGE,
  REVISION_EMPTY_MESSAGE,
  type RevisionWish,
} from '../contract/offer-revisions';
import type { Offer } from '../contract/offers';

export interface RevisionDraft {
  /** Digits only (만원), '' when left empty. */
  salaryMin: string;
  salaryMax: string;
  wishes: RevisionWish[];
  note: string;
}

export const EMPTY_REVISION_DRAFT: RevisionDraft = { salaryMin: '', salaryMax: '', wishes: [], note: '' };

/** The contract's salary cap, which the server refuses past as a malformed body too. */
export const REVISION_BAND_CAP_MESSAGE = `희망 연봉은 ${formatManwon(SALARY_CAP)}까지 적을 수 있어요.`;

/** A problem to show, and the field it belongs to (none: the sheet as a whole). */
export interface RevisionProblem {
  message: string;
  field?: 'salaryMin' | 'salaryMax';
}

const amount = (digits: string) => (digits === '' ? null : Number(digits));

/** Why the server would refuse this draft for `offer`, or undefined when it can be sent. */
export function revisionProblem(
  draft: RevisionDraft,
  offer: Pick<Offer, 'salaryMin' | 'salaryMax'>,
): RevisionProblem | undefined {
  const min = amount(draft.salaryMin);
  const max = amount(draft.salaryMax);
  if (min === null && max === null) {
    return draft.wishes.length === 0 ? { message: REVISION_EMPTY_MESSAGE } : undefined;
  }
  if (min === null) return { message: REVISION_BAND_BOTH_MESSAGE, field: 'salaryMin' };
  if (max === null) return { message: REVISION_BAND_BOTH_MESSAGE, field: 'salaryMax' };
  if (min > max) return { message: REVISION_BAND_ORDER_MESSAGE, field: 'salaryMin' };
  if (max <= offer.salaryMax || min < offer.salaryMin) return { message: REVISION_BAND_MESSAGE, field: 'salaryMax' };
  if (max > SALARY_CAP) return { message: REVISION_BAND_CAP_MESSAGE, field: 'salaryMax' };
  return undefined;
}

/** The request body: the band only when given, the note only when something was written. */
export function revisionBody(draft: RevisionDraft): AskRevision {
  const note = draft.note.trim();
  return {
    ...(draft.salaryMin !== '' && draft.salaryMax !== ''
      ? { salaryMin: Number(draft.salaryMin), salaryMax: Number(draft.salaryMax) }
      : {}),
    wishes: draft.wishes,
    ...(note === '' ? {} : { note }),
  };
}
