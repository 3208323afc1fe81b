/**
 * Posts of our blog listed on the landing and the salary guide. `path` is where the post lives on
 * the blog (resolved against BLOG_URL when answered); summaries are 1–2 sentences in 해요체. The
 * 21% and 34% figures are the ones the landing claims (SPEC §1).
 */
export interface SeedBlogPost {
  path: string;
  title: string;
  summary: string;
  /** KST date the post was published. */
  publishedAt: string;
}

export const seedBlogPosts: readonly SeedBlogPost[] = [
  {
    path: '/verified-salary',
    title: '인증된 연봉이 제안을 바꾸는 이유',
    summary:
      '건강보험·국세청 자료로 확인한 연봉은 기업이 따로 검증할 필요가 없어서, 처음부터 현실적인 연봉으로 제안이 와요. 인증 연봉이 어떻게 쓰이고 누구에게 보이는지 정리했어요.',
    publishedAt: '2026-03-10',
  },
  {
    path: '/hope-salary',
    title: '희망 연봉, 얼마로 적어야 할까요?',
    summary:
      '현재 연봉과 같은 직무의 시장 연봉, 이직할 때의 평균 인상 폭을 함께 보면 희망 연봉의 기준이 잡혀요. 너무 낮게 적어 손해 보지 않는 방법을 알려 드려요.',
    publishedAt: '2026-04-02',
  },
  {
    path: '/resume-more-offers',
    title: '이력서를 올리면 제안이 21% 더 많아져요',
    summary:
      '이력서를 등록한 회원은 그렇지 않은 회원보다 제안을 21% 더 많이 받았어요. 기업이 눈여겨보는 경력 기술 방법과 함께 소개해요.',
    publishedAt: '2026-05-14',
  },
  {
    path: '/portfolio-higher-salary',
    title: '포트폴리오가 있으면 제안 연봉이 34% 높아요',
    summary:
      '포트폴리오를 등록한 회원이 받은 제안 연봉은 평균 34% 높았어요. 분량보다 중요한 것, 결과와 나의 역할이 드러나게 정리하는 법을 담았어요.',
    publishedAt: '2026-06-11',
  },
  {
    path: '/offer-negotiation',
    title: '제안받은 연봉, 이렇게 협상해요',
    summary:
      '제안 연봉은 협상의 출발점이에요. 인증된 현재 연봉과 받은 제안들을 근거로 정중하게 조정을 요청하는 순서와 문장 예시를 정리했어요.',
    publishedAt: '2026-07-08',
  },
  {
    path: '/coffeechat-guide',
    title: '커피챗, 면접이 아니에요',
    summary:
      '제안을 수락하면 채용 담당자와 가볍게 이야기하는 커피챗이 열려요. 무엇을 물어보면 좋은지, 무엇을 준비하면 되는지 알려 드려요.',
    publishedAt: '2026-08-19',
  },
  {
    path: '/private-job-search',
    title: '지금 회사 모르게 이직 준비하기',
    summary:
      '현재 재직 중인 회사와 열람을 제한한 회사는 내 프로필을 볼 수 없고, 이름은 내가 제안을 선택한 뒤에만 공개돼요. 안심하고 제안을 받는 설정을 안내해요.',
    publishedAt: '2026-09-24',
  },
  {
    path: '/comparing-offers',
    title: '여러 제안을 비교하는 기준',
    summary:
      '연봉만 보고 고르면 놓치는 것이 있어요. 연봉 인상률, 포지션, 복지와 성장 기회를 한 표로 비교하는 방법을 소개해요.',
    publishedAt: '2026-10-29',
  },
];
