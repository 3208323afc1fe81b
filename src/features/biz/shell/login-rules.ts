import type { SignInDraft, SignInErrors } from '../../../ui/password-sign-in-form';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function validateBizLogin({ email, password }: SignInDraft): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = '이메일을 입력해 주세요.';
  else if (!EMAIL_SHAPE.test(trimmed)) errors.email = '이메일 주소를 정확히 입력해 주세요.';
  if (password === '') errors.password = '비밀번호를 입력해 주세요.';
  return errors;
}
