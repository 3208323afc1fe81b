import { PARTNER_PASSWORD_MAX } from '../../contract/partners';

import type { SignInDraft, SignInErrors } from '../../ui/password-sign-in-form';

export const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's rules, in Korean; SPEC §5's e-mail message verbatim. */
export function validatePartnerLogin({ email, password }: SignInDraft): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = '이메일을 입력해 주세요.';
  else if (trimmed.length > EMAIL_MAX || !EMAIL_SHAPE.test(trimmed)) errors.email = '유효하지 않은 이메일 입니다.';
  if (password === '') errors.password = '비밀번호를 입력해 주세요.';
  else if (password.length > PARTNER_PASSWORD_MAX) {
    errors.password = `비밀번호는 ${PARTNER_PASSWORD_MAX}자 이하로 입력해 주세요.`;
  }
  return errors;
}
