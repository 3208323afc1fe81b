/**
 * Who runs 볼트X, as the footer and the privacy policy state it (전자상거래법 §10: trade name,
 * representative, address, registration numbers, contact). One place to change it. The representative
 * and the registration numbers are the operator's configuration, served by the API (company-details.ts).
 */
export const companyInfo = {
  tradeName: '주식회사 볼트엑스',
  address: '서울특별시 강남구 테헤란로 142, 12층',
  email: 'help@boltx.example',
  phone: '02-6952-0417',
  hours: '평일 10:00–19:00 (점심 12:30–13:30, 주말·공휴일 휴무)',
} as const;

export interface FooterLink {
  label: string;
  href: string;
  /** Leaves the app: opens in a new tab. */
  external?: boolean;
}

export const footerLinks = {
  candidate: [
    { label: '블로그', href: 'https://blog.boltx.example', external: true },
    { label: '인스타그램', href: 'https://www.instagram.com/boltx.official', external: true },
    { label: '링크드인', href: 'https://www.linkedin.com/company/boltx', external: true },
    { label: '기업 서비스', href: '/biz' },
    { label: '자주 묻는 질문', href: '/faq' },
    { label: '의견 보내기', href: '/ask?from=/' },
    { label: '개인정보 처리방침', href: '/terms/privacy' },
  ],
  business: [
    { label: '블로그', href: 'https://blog.boltx.example', external: true },
    { label: '링크드인', href: 'https://www.linkedin.com/company/boltx', external: true },
    { label: '구직자 서비스', href: '/' },
    { label: '기업 자주 묻는 질문', href: '/faq?mode=company' },
    { label: '도입 문의', href: 'mailto:biz@boltx.example', external: true },
    { label: '개인정보 처리방침', href: '/terms/privacy' },
  ],
} satisfies Record<string, FooterLink[]>;
