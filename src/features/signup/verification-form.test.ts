import { describe, expect, it } from 'vitest';
import { emptyVerificationForm, isVerificationFormValid, verificationErrors } from './verification-form';

const kakao = {
  ...emptyVerificationForm,
  name: '이도윤',
  birthday: '19910823',
  gender: '남성' as const,
  phone: '010-1234-5678',
};

describe('the career-verification sheet', () => {
  it('enables Next for a complete kakao form', () => {
    expect(isVerificationFormValid(kakao)).toBe(true);
  });

  it('needs a telecom and the consent for PASS', () => {
    const pass = { ...kakao, loginTypeLevel: 5 as const };
    expect(isVerificationFormValid(pass)).toBe(false);
    expect(isVerificationFormValid({ ...pass, telecom: 1 })).toBe(false);
    expect(isVerificationFormValid({ ...pass, telecom: 1, passConsent: true })).toBe(true);
    expect(isVerificationFormValid({ ...pass, telecom: 0, passConsent: true })).toBe(true);
  });

  it('names each missing or malformed field with the spec message', () => {
    expect(verificationErrors(emptyVerificationForm)).toEqual({
      name: '정확한 이름을 입력해 주세요.',
      birthday: '정확한 생년월일을 입력해 주세요.',
      gender: '성별을 선택해 주세요.',
      phone: '휴대전화 번호를 입력해주세요.',
    });
    expect(isVerificationFormValid({ ...kakao, birthday: '19911323' })).toBe(false);
    expect(isVerificationFormValid({ ...kakao, phone: '02-123-4567' })).toBe(false);
  });
});
