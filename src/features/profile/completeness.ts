import { COMPLETENESS_STEP, type ProfileV3 } from '../../contract/profile';

export interface CompletenessItem {
  key: 'resume' | 'hashtag' | 'healthSalary' | 'userSelect' | 'techStack' | 'detail';
  label: string;
  done: boolean;
  /** Where the candidate completes it. */
  href: string;
}

/** SPEC §3 profile completeness flags, in the order the profile tab lists them. */
export function completenessItems(profile: ProfileV3): CompletenessItem[] {
  return [
    {
      key: 'resume',
      label: '이력서 또는 포트폴리오',
      done: Boolean(profile.resumeFile || profile.portfolioFile || profile.resumeUrl || profile.portfolioUrl),
      href: '/my/edit',
    },
    { key: 'hashtag', label: '나를 소개하는 해시태그', done: profile.hashtags.length > 0, href: '/my/edit?tab=more' },
    // Verifying the health-insurance salary is the sign-up's salary step.
    { key: 'healthSalary', label: '건강보험 연봉 인증', done: profile.healthSalary, href: '/submit_kakao/salary' },
    { key: 'userSelect', label: '관심 회사 선택', done: profile.interestCount > 0, href: '/my/companies/interest' },
    { key: 'techStack', label: '주요 기술 스택', done: profile.techStackItems.length > 0, href: '/my/techstack' },
    {
      key: 'detail',
      label: '경력 상세 설명',
      done: profile.careerItems.some((career) => career.detail.trim() !== ''),
      href: '/my/edit',
    },
  ];
}

/** SPEC §9: 16% per completed item of six, and 100% when all six are done. */
export function completenessPercent(items: readonly CompletenessItem[]): number {
  const done = items.filter((item) => item.done).length;
  return done === items.length ? 100 : done * COMPLETENESS_STEP;
}
