/** Sign-up and verification input rules of SPEC §5, with its messages verbatim. */

import { SALARY_CAP, SALARY_FLOOR } from '../../contract/money';
import { typedSearchText } from '../../contract/search-text';
import { BIRTHDAY_8 } from '../../contract/signup';
import { isMobilePhone, phoneDigits } from '../../lib/phone';

export const JOB_QUERY_MAX = 30;
export const RESIDENT_BACK_MAX = 7;
export const SALARY_INPUT_MAX = 7; // characters, separators included

export const messages = {
  birthday: '정확한 생년월일을 입력해 주세요.',
  phoneEmpty: '휴대전화 번호를 입력해주세요.',
  phone: '정확한 휴대전화 번호를 입력해 주세요.',
  signupPhone: '정확한 휴대폰 번호를 입력해 주세요.',
  name: '정확한 이름을 입력해 주세요.',
  backDigit: '정확한 뒷자리를 입력해 주세요.',
  salaryFloor: '2,400만원 이하의 연봉은 입력할 수 없습니다.',
  contractSalaryFloor: '2,400만원 이하의 계약 연봉은 입력할 수 없습니다.',
} as const;

/** Job search: Korean, letters, digits and the spaces between words (matching ignores them), at most 30 characters. */
export const sanitizeJobQuery = (value: string) => typedSearchText(value, JOB_QUERY_MAX);

/** Sign-up name: Korean or English letters only, spaces stripped. */
export function normalizeName(value: string): string {
  return value.replace(/\s/g, '');
}
export function nameError(value: string): string | undefined {
  return /^[가-힣a-zA-Z]{1,30}$/.test(normalizeName(value)) ? undefined : messages.name;
}

export function birthday8Error(value: string): string | undefined {
  return BIRTHDAY_8.test(value) ? undefined : messages.birthday;
}

/** YYMMDD with a real month and day (leap years need the century, so 29 Feb passes). */
export function birthFrontError(value: string): string | undefined {
  if (!/^\d{6}$/.test(value)) return messages.birthday;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn[month - 1] ? undefined : messages.birthday;
}

export function backDigitError(value: string): string | undefined {
  return /^[1-4]$/.test(value) ? undefined : messages.backDigit;
}

export function residentBackError(value: string): string | undefined {
  return /^[1-4]\d{6}$/.test(value) ? undefined : messages.backDigit;
}

export function phoneError(value: string): string | undefined {
  if (phoneDigits(value) === '') return messages.phoneEmpty;
  return isMobilePhone(value) ? undefined : messages.phone;
}

export type SalaryInput = { display: string; amount: number; error?: string };

/**
 * Salary typed in 만원: digits only, thousands separators, at most 7 characters. Above 0 and
 * up to 2,400 is rejected and cleared; above 200,000 becomes 200,000.
 */
export function parseSalaryInput(raw: string, variant: 'default' | 'contract' = 'default'): SalaryInput {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return { display: '', amount: 0 };
  let amount = Number(digits);
  if (amount > SALARY_CAP) amount = SALARY_CAP;
  if (amount > 0 && amount <= SALARY_FLOOR) {
    return {
      display: '',
      amount: 0,
      error: variant === 'contract' ? messages.contractSalaryFloor : messages.salaryFloor,
    };
  }
  return { display: amount.toLocaleString('ko-KR').slice(0, SALARY_INPUT_MAX), amount };
}

/** Typing in progress: keep separators but do not judge the floor until the user is done. */
export function formatSalaryTyping(raw: string): string {
  const digits = raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 6);
  return digits === '' ? '' : Number(digits).toLocaleString('ko-KR');
}

export const wonFromManwon = (manwon: number) => manwon * 10_000;
