/** The FAQ page's words: one entry per variant (SPEC §2: general and two alternative modes). */
import type { FaqVariant } from '../../contract/content';

export interface FaqVariantCopy {
  variant: FaqVariant;
  /** Tab label. */
  label: string;
  /** Where the tab leads: the mode lives in the URL, so back, reload and a shared link keep it. */
  href: string;
  lead: string;
}

export const faqVariants: readonly FaqVariantCopy[] = [
  {
    variant: 'general',
    label: '구직자',
    href: '/faq',
    lead: '경력 인증부터 제안, 커피챗까지 구직자분들이 자주 묻는 질문을 모았어요.',
  },
  {
    variant: 'company',
    label: '기업',
    href: '/faq?mode=company',
    lead: '볼트X로 인재를 찾고 제안을 보내는 기업 담당자분들이 자주 묻는 질문이에요.',
  },
  {
    variant: 'event',
    label: '이벤트',
    href: '/faq?mode=event',
    lead: '생애 소득 추정 이벤트에 참여하기 전에 궁금한 점을 확인해 보세요.',
  },
];

/** The variant a `?mode=` query asks for; anything else is the general FAQ. */
export function faqVariantOf(search: string): FaqVariantCopy {
  const mode = new URLSearchParams(search).get('mode');
  return faqVariants.find((entry) => entry.variant === mode && entry.variant !== 'general') ?? faqVariants[0];
}

export const faqCopy = {
  title: '자주 묻는 질문',
  tabsLabel: '질문 대상',
  loading: '질문을 불러오는 중이에요…',
  failed: '질문을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  empty: '아직 등록된 질문이 없어요.',
  moreTitle: '찾는 답이 없나요?',
  moreBody: '궁금한 점을 남겨 주시면 운영팀이 메시지로 답해 드려요.',
  ask: '1:1 문의하기',
} as const;
