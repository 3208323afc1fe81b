/** /careerdetail/{id} — a job family's page: its words, from verified data only. */
import { SALARY_STATS_GROUP_MIN } from '../../contract/content';

export const careerCopy = {
  eyebrow: '직군 정보',
  title: (jobLabel: string) => `${jobLabel} 연봉과 제안`,
  lead: '볼트X 회원이 인증한 연봉과 기업이 보낸 제안으로만 계산했어요.',
  loadingTitle: '직군 정보',
  loading: '직군 정보를 불러오는 중이에요…',
  failed: '직군 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  notFoundTitle: '찾으시는 직군이 없어요',
  notFoundBody: '주소가 바뀌었거나 더 이상 없는 직군이에요. 연봉 가이드에서 다른 정보를 살펴보세요.',
  notFoundGuide: '연봉 가이드 보기',
  notFoundHome: '볼트X 메인으로',
  salaryTitle: '인증 연봉',
  salaryAverage: '평균',
  salaryMedian: '중간값',
  salarySample: (count: number) => `연봉을 인증한 회원 ${count.toLocaleString('ko-KR')}명 기준, 각자의 최근 인증 연봉`,
  thinSampleTitle: '표본이 부족해요',
  thinSampleBody: `한 사람의 연봉이 드러나지 않도록, 연봉을 인증한 회원이 ${SALARY_STATS_GROUP_MIN}명 이상 모이면 보여 드려요.`,
  offerTitle: '최근 90일 제안 연봉',
  offerBody: (count: number) =>
    `이 직군 회원이 받은 제안 ${count.toLocaleString('ko-KR')}건의 평균 연봉 범위를 100만원 단위로 반올림했어요.`,
  noOffers: `최근 90일 동안 이 직군에 온 제안이 아직 적어요. 한 사람이 받은 제안이 드러나지 않도록, 회원 ${SALARY_STATS_GROUP_MIN}명 이상이 받은 제안이 모이면 보여 드려요.`,
  stacksTitle: '많이 쓰는 기술 스택',
  noStacks: `기술 스택을 등록한 회원이 ${SALARY_STATS_GROUP_MIN}명 이상 모이면 보여 드려요.`,
  startTitle: '이 직군으로 제안받기',
  startBody: '내 직무를 고르면 경력 인증을 시작해요.',
  startOther: '다른 직무 찾기',
} as const;

/** Where the sign-up starts for this job and sub-label (SPEC §2 /submit/[job]/[subjob]). */
export const signupPathOf = (jobLabel: string, subLabel: string) =>
  `/submit/${encodeURIComponent(jobLabel)}/${encodeURIComponent(subLabel)}`;
