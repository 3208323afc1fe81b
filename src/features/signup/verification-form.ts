/** The career-verification sheet's form state and its validity (SPEC §3, §5). */
import type { LoginTypeLevel, Telecom } from './state';
import { birthday8Error, nameError, normalizeName, phoneError } from './validation';

export interface VerificationForm {
  loginTypeLevel: LoginTypeLevel;
  name: string;
  birthday: string;
  gender: '남성' | '여성' | undefined;
  phone: string;
  telecom: Telecom | undefined;
  passConsent: boolean;
}

export const emptyVerificationForm: VerificationForm = {
  loginTypeLevel: 1,
  name: '',
  birthday: '',
  gender: undefined,
  phone: '',
  telecom: undefined,
  passConsent: false,
};

export type VerificationErrors = Partial<Record<'name' | 'birthday' | 'gender' | 'phone', string>>;

export function verificationErrors(form: VerificationForm): VerificationErrors {
  return {
    name: nameError(normalizeName(form.name)),
    birthday: birthday8Error(form.birthday),
    gender: form.gender ? undefined : '성별을 선택해 주세요.',
    phone: phoneError(form.phone),
  };
}

/** Next is enabled only when valid; PASS also needs a telecom and the consent. */
export function isVerificationFormValid(form: VerificationForm): boolean {
  const errors = verificationErrors(form);
  if (Object.values(errors).some(Boolean)) return false;
  return form.loginTypeLevel === 1 || (form.telecom !== undefined && form.passConsent);
}
