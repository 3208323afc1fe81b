/**
 * The send-offer and curation forms' checks, in the words shown next to each field. The limits
 * are the contract's (contract/biz.ts SendOffer, SendCuration); a draft that passes here is a
 * body the server's parser accepts.
 */

import { CURATION_COMPANIES_MAX, CURATION_COMPANIES_MIN, hopeFloorMessage } from '../../../contract/biz';
import { formatManwon, SALARY_CAP, SALARY_FLOOR } from '../../../contract/money';

const OFFER_SALARY_MAX = SALARY_CAP; // 만원
export const SALARY_DIGITS = 6;
export const POSITION_MAX = 60;
export const PERKS_MAX = 10;
export const PERK_LENGTH_MAX = 30;
export const MESSAGE_MAX = 1000;

export const offerMessages = {
  salaryMinRequired: '최소 연봉을 입력해 주세요.',
  salaryMaxRequired: '최대 연봉을 입력해 주세요.',
  salaryFloor: '제안 연봉은 2,400만원보다 높아야 합니다.',
  salaryRange: `연봉은 ${formatManwon(OFFER_SALARY_MAX)}까지 입력할 수 있습니다.`,
  salaryBand: '최소 연봉은 최대 연봉보다 클 수 없습니다.',
  positionRequired: '포지션을 입력해 주세요.',
  positionLength: `포지션은 ${POSITION_MAX}자 이내로 입력해 주세요.`,
  perkLength: `혜택은 ${PERK_LENGTH_MAX}자 이내로 입력해 주세요.`,
  perkLimit: `혜택은 최대 ${PERKS_MAX}개까지 추가할 수 있습니다.`,
  perkDuplicate: '이미 추가한 혜택입니다.',
  messageRequired: '메시지를 입력해 주세요.',
  messageLength: `메시지는 ${MESSAGE_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`,
  companyRequired: '회사를 선택해 주세요.',
  companyDuplicate: '이미 선택한 회사입니다.',
  curationSize: `큐레이션에는 회사를 ${CURATION_COMPANIES_MIN}곳 이상 ${CURATION_COMPANIES_MAX}곳 이하로 담아 주세요.`,
} as const;

/** The terms as typed: amounts are digit strings (만원). */
export interface OfferTermsDraft {
  salaryMin: string;
  salaryMax: string;
  position: string;
  offerItems: string[];
}

type OfferTermsField = 'salaryMin' | 'salaryMax' | 'salaryBand' | 'position' | 'offerItems';
export type OfferTermsErrors = Partial<Record<OfferTermsField, string>>;

export const emptyTerms = (): OfferTermsDraft => ({ salaryMin: '', salaryMax: '', position: '', offerItems: [] });

const amountOf = (digits: string) => (digits === '' ? undefined : Number(digits));

function salaryProblem(digits: string, required: string): string | undefined {
  const amount = amountOf(digits);
  if (amount === undefined) return required;
  if (!Number.isInteger(amount)) return offerMessages.salaryRange;
  // SPEC §5: 2,400만원 and below is no salary this product deals in.
  if (amount <= SALARY_FLOOR) return offerMessages.salaryFloor;
  if (amount > OFFER_SALARY_MAX) return offerMessages.salaryRange;
  return undefined;
}

/**
 * The draft's problems by field. The candidate's hoped-for salary is a floor the top must reach:
 * the server refuses a band under it with the same words (hopeFloorMessage), so the form says it first.
 */
export function validateTerms(draft: OfferTermsDraft, hopeSalary: number | null = null): OfferTermsErrors {
  const errors: OfferTermsErrors = {};
  const low = salaryProblem(draft.salaryMin, offerMessages.salaryMinRequired);
  const high =
    salaryProblem(draft.salaryMax, offerMessages.salaryMaxRequired) ??
    (isBelowHope(Number(draft.salaryMax), hopeSalary) ? hopeFloorMessage(hopeSalary ?? 0) : undefined);
  if (low) errors.salaryMin = low;
  if (high) errors.salaryMax = high;
  if (!low && !high && Number(draft.salaryMin) > Number(draft.salaryMax)) errors.salaryBand = offerMessages.salaryBand;
  const position = draft.position.trim();
  if (position === '') errors.position = offerMessages.positionRequired;
  else if (position.length > POSITION_MAX) errors.position = offerMessages.positionLength;
  if (draft.offerItems.length > PERKS_MAX) errors.offerItems = offerMessages.perkLimit;
  return errors;
}

/** Why this perk cannot be added to the list, or undefined. */
export function perkProblem(perk: string, perks: readonly string[]): string | undefined {
  const value = perk.trim();
  if (perks.length >= PERKS_MAX) return offerMessages.perkLimit;
  if (value.length > PERK_LENGTH_MAX) return offerMessages.perkLength;
  if (perks.includes(value)) return offerMessages.perkDuplicate;
  return undefined;
}

export function messageProblem(message: string): string | undefined {
  const value = message.trim();
  if (value === '') return offerMessages.messageRequired;
  if (value.length > MESSAGE_MAX) return offerMessages.messageLength;
  return undefined;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** The terms as the API takes them; call only on a draft without errors. */
export const termsBody = (draft: OfferTermsDraft) => ({
  salaryMin: Number(draft.salaryMin),
  salaryMax: Number(draft.salaryMax),
  position: draft.position.trim(),
  offerItems: draft.offerItems,
});

/** An offer whose top is under what the candidate hopes for is not sent: the hope is a floor. */
export const isBelowHope = (salaryMax: number, hopeSalary: number | null) =>
  hopeSalary !== null && salaryMax < hopeSalary;
