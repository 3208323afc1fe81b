/** The agreements of the sign-up step; the version is stored with each consent on the server. */
export const CONSENT_VERSION = '2026-11';

export const consentItems = [
  { code: 'SERVICE', label: '[필수] 서비스 이용약관 동의', required: true },
  { code: 'PRIVACY', label: '[필수] 개인정보 수집·이용 동의', required: true },
  { code: 'THIRD_PARTY', label: '[필수] 경력·소득 정보 조회를 위한 제3자 제공 동의', required: true },
  { code: 'MARKETING', label: '[선택] 혜택·이벤트 알림 수신 동의', required: false },
] as const;

export type ConsentCode = (typeof consentItems)[number]['code'];
