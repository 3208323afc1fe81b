/** A curation draft: 2–5 companies, each with its own terms, and one message for all. */
import { CURATION_COMPANIES_MAX, CURATION_COMPANIES_MIN, type SendCuration } from '../../../contract/biz';
import {
  emptyTerms,
  hasErrors,
  messageProblem,
  type OfferTermsDraft,
  type OfferTermsErrors,
  offerMessages,
  termsBody,
  validateTerms,
} from './offer-rules';

export interface CurationItemDraft {
  /** Stable React key: items are added and removed in any order. */
  key: number;
  companyId: number | undefined;
  terms: OfferTermsDraft;
}

export type CurationItemErrors = OfferTermsErrors & { companyId?: string };

export interface CurationErrors {
  items: CurationItemErrors[];
  message?: string;
  size?: string;
}

let nextKey = 0;
export const newCurationItem = (): CurationItemDraft => ({ key: nextKey++, companyId: undefined, terms: emptyTerms() });

export const initialCurationItems = () => Array.from({ length: CURATION_COMPANIES_MIN }, newCurationItem);

export function validateCuration(
  items: readonly CurationItemDraft[],
  message: string,
  hopeSalary: number | null = null,
): CurationErrors {
  const seen = new Set<number>();
  const itemErrors = items.map((item) => {
    const errors: CurationItemErrors = validateTerms(item.terms, hopeSalary);
    if (item.companyId === undefined) errors.companyId = offerMessages.companyRequired;
    else if (seen.has(item.companyId)) errors.companyId = offerMessages.companyDuplicate;
    else seen.add(item.companyId);
    return errors;
  });
  const errors: CurationErrors = { items: itemErrors };
  const messageError = messageProblem(message);
  if (messageError) errors.message = messageError;
  if (items.length < CURATION_COMPANIES_MIN || items.length > CURATION_COMPANIES_MAX) {
    errors.size = offerMessages.curationSize;
  }
  return errors;
}

export const curationIsValid = (errors: CurationErrors) =>
  !errors.message && !errors.size && !errors.items.some(hasErrors);

/** Call only on a draft without errors. */
export const curationBody = (
  candidateId: string,
  items: readonly CurationItemDraft[],
  message: string,
): SendCuration => ({
  candidateId,
  message: message.trim(),
  items: items.map((item) => ({ companyId: item.companyId ?? 0, ...termsBody(item.terms) })),
});
