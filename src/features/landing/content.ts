/** The landing's words and media (SPEC §1 marketing content): one typed place, not spread through components. */

export const hero = {
  // Three short lines: they fit any Korean font on a 360 px phone, so the web font's arrival rewraps nothing.
  title: '3초 경력 인증으로\n기업의 연봉 제안을\n받아 보세요',
  lead: '카카오 인증서로 경력을 불러오고, 희망 연봉을 정하면 기업이 먼저 제안해요.',
  start: '내 경력 불러오기',
  returning: '이미 참여했어요',
} as const;

/** SPEC §1: the four landing steps. */
export const steps = [
  {
    title: '카카오 인증으로 3초 만에 경력 인증',
    body: '건강보험·국세청 자료로 경력과 연봉을 불러와요. 서류를 올릴 필요가 없어요.',
  },
  {
    title: '한 줄 소개로 더 강한 제안',
    body: '이력서와 포트폴리오, 기술 스택을 더하면 기업이 나를 더 잘 알아봐요.',
  },
  {
    title: '원하는 연봉과 희망 밴드 설정',
    body: '희망 연봉을 정해 두면 그 이상을 제안할 수 있는 기업만 연락해요.',
  },
  {
    title: '마음에 드는 제안은 커피챗으로',
    body: '제안을 수락하면 채용 담당자와 부담 없는 커피챗이 열려요.',
  },
] as const;

/** SPEC §1 copy claims. */
export const claims = [
  { figure: '21%', text: '이력서를 등록하면 받는 제안이 21% 더 많아요' },
  { figure: '34%', text: '포트폴리오가 있으면 제안 연봉이 34% 더 높아요' },
] as const;

export const privacyPromise =
  '이름은 내가 제안을 수락한 뒤에만 공개돼요. 현재 재직 중인 회사와 내가 지정한 회사는 내 프로필을 볼 수 없어요.';

export const banners = [
  {
    title: '내 생애 소득은 얼마일까?',
    body: '국세청 소득으로 은퇴까지 벌 돈을 계산해 보세요.',
    href: '/event/lifetime',
    tone: 'primary',
  },
  {
    title: '커피챗이 처음이라면',
    body: '면접 전에 가볍게 나누는 대화, 이렇게 준비해요.',
    href: '/coffeechat',
    tone: 'dark',
  },
  { title: '연봉 가이드', body: '인증 연봉으로 협상하는 법을 알려 드려요.', href: '/guide/salary_guide', tone: 'soft' },
] as const;

export const videos = [
  {
    src: '/media/intro.mp4',
    poster: '/media/intro-poster.jpg',
    title: '볼트X 소개 영상',
    caption: '경력 인증부터 커피챗까지, 9초 만에 보기',
  },
  {
    src: '/media/coffeechat.mp4',
    poster: '/media/coffeechat-poster.jpg',
    title: '커피챗 소개 영상',
    caption: '제안을 수락하면 열리는 커피챗',
  },
] as const;

/** SPEC §1: 27 logos shown as 3 pages of 9, then an image. */
export const CAROUSEL_PAGE_SIZE = 9;
export const CAROUSEL_PAGES = 3;
export const carouselImage = {
  src: '/media/companies-more.svg',
  alt: '그리고 더 많은 기업이 볼트X에서 인재를 찾고 있어요',
} as const;
