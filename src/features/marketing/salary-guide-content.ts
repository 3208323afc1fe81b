/** /guide/salary_guide — how salaries are verified, how to set a hoped salary, how to negotiate an offer. */

export interface GuideSection {
  id: string;
  title: string;
  points: readonly string[];
}

export const salaryGuideCopy = {
  title: '연봉 가이드',
  lead: '인증된 연봉은 협상의 가장 든든한 근거예요. 연봉을 인증하는 방법부터 희망 연봉을 정하고 제안을 협상하는 법까지 정리했어요.',
  blogTitle: '연봉 이야기 더 읽기',
  blogLoading: '블로그 글을 불러오는 중이에요…',
  blogFailed: '블로그 글을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  blogEmpty: '아직 소개할 글이 없어요.',
  /** SPEC §8 "Other alerts": a reference page is for checking only; applying there does not guarantee offers. */
  referenceNotice: '참고용 페이지로, 이곳에서 지원해도 제안이 보장되지 않아요.',
  newWindow: '(새 창)',
  careersTitle: '직군별 연봉',
  careersBody: '회원이 인증한 연봉과 최근 제안 연봉을 직군별로 모았어요.',
  careersLabel: (jobLabel: string) => `${jobLabel} 연봉 보기`,
  ctaTitle: '내 연봉으로 제안받기',
  cta: '내 경력 불러오기',
} as const;

export const salaryGuideSections: readonly GuideSection[] = [
  {
    id: 'verify',
    title: '연봉은 이렇게 인증해요',
    points: [
      '카카오 인증서나 PASS로 본인 인증을 하면, 인증 대행 기관을 통해 건강보험 자료에서 경력과 연봉을 불러와요.',
      '국세청 소득 자료로도 인증할 수 있어요. 이때 입력하는 주민등록번호 뒷자리는 조회에만 쓰고 어디에도 저장하지 않아요.',
      '계약 연봉을 직접 입력할 수도 있어요. 지난해보다 2배 이상 높으면 한 번 더 확인을 부탁드리고, 2,400만원 이하의 연봉은 입력할 수 없어요.',
      '인증된 연봉은 기업이 따로 확인할 필요가 없어서, 처음부터 현실적인 금액으로 제안이 와요.',
    ],
  },
  {
    id: 'hope',
    title: '희망 연봉은 이렇게 정해요',
    points: [
      '기준은 인증된 현재 연봉이에요. 여기에 이직으로 기대하는 인상 폭을 더해 희망 연봉을 정해요.',
      '같은 직군의 연봉을 함께 보세요. 직군별 평균과 중간값, 최근 제안 연봉을 아래 직군별 연봉에서 확인할 수 있어요.',
      '너무 낮게 적으면 그만큼 낮은 제안이 오고, 지나치게 높으면 받는 제안이 줄 수 있어요.',
      '연봉만이 아니라 성과급, 스톡옵션, 근무 형태처럼 나에게 중요한 조건도 함께 정리해 두세요.',
    ],
  },
  {
    id: 'negotiate',
    title: '제안받은 연봉은 이렇게 협상해요',
    points: [
      '제안에는 기업이 생각하는 연봉 범위가 담겨 와요. 이 범위는 정해진 답이 아니라 협상의 출발점이에요.',
      '커피챗에서 기대 연봉을 솔직하게 이야기하세요. 인증된 현재 연봉과 받은 다른 제안이 가장 좋은 근거예요.',
      '조정을 요청할 때는 원하는 금액과 이유를 함께, 정중하게 전해요. 연봉이 어렵다면 입사 시기, 성과급, 근무 형태도 협상할 수 있어요.',
      '여러 제안을 받았다면 연봉 인상률과 포지션, 성장 기회를 한 표로 비교해 보세요.',
    ],
  },
];
