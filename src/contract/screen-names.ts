/**
 * What the candidate calls each screen of the app, by route pattern: the titles of the route
 * table (src/app/routes.tsx, which features may not import; screen-names.test.ts keeps the two
 * the same), and 홈 for the landing. A screen is named to a person instead of by its address,
 * e.g. where an inquiry was written ("문의 위치: 자주 묻는 질문"). The console's screens are not listed.
 */
import { routeFor } from './route-match';

/** More specific patterns first, as in the route table: the first match names the screen. */
export const screenNames: readonly { path: string; name: string }[] = [
  { path: '/', name: '홈' },
  { path: '/login', name: '로그인' },
  { path: '/login/signin', name: '휴대전화 로그인' },
  { path: '/signin', name: '휴대전화 로그인' },
  { path: '/login/autho', name: '카카오 로그인' },
  { path: '/login/sandbox-authorize', name: '카카오 로그인' },
  { path: '/submit', name: '경력 인증' },
  { path: '/submit/:job/:subjob', name: '약관 동의' },
  { path: '/submit/:job/:subjob/submit_kakao/pending', name: '경력 인증' },
  { path: '/submit_kakao/nocareer', name: '경력 인증' },
  { path: '/submit_kakao/pending', name: '경력 인증' },
  { path: '/submit_kakao/salary', name: '연봉 확인' },
  { path: '/submit_kakao/tax', name: '연봉 인증' },
  { path: '/submit_kakao/school', name: '학력' },
  { path: '/attack', name: '연봉 제안 안내' },
  { path: '/my', name: '내 프로필' },
  { path: '/my/files', name: '파일' },
  { path: '/my/preview', name: '기업에 보이는 프로필' },
  { path: '/my/companies/restrict', name: '제한 기업' },
  { path: '/my/companies/interest', name: '관심 기업' },
  { path: '/my/techstack', name: '기술 스택' },
  { path: '/my/report', name: '리포트' },
  { path: '/my/survey', name: '설문' },
  { path: '/my/attack', name: '받은 제안' },
  { path: '/my/attack/select', name: '수락한 제안' },
  { path: '/my/attack/expired', name: '지난 제안' },
  { path: '/my/message', name: '메시지' },
  { path: '/my/retry', name: '프로필 다시 공개' },
  { path: '/my/edit', name: '프로필 수정' },
  { path: '/my/withdraw', name: '회원 탈퇴' },
  { path: '/my/result/curation/:offerGroupId', name: '큐레이션 제안' },
  { path: '/my/result/like/:coffeechatId', name: '커피챗' },
  { path: '/my/result/hate/:id', name: '거절한 제안' },
  { path: '/my/result/:id', name: '받은 제안' },
  { path: '/faq', name: '자주 묻는 질문' },
  { path: '/ask', name: '1:1 문의' },
  { path: '/guide/salary_guide', name: '연봉 가이드' },
  { path: '/terms/privacy', name: '개인정보 처리방침' },
  { path: '/careerdetail/:id', name: '경력 정보' },
  { path: '/rankingtalk', name: '기업 제안 랭킹' },
  { path: '/introduce', name: '서비스 소개' },
  { path: '/coffeechat', name: '커피챗' },
  { path: '/r/:token', name: '추천 링크' },
  { path: '/event/lifetime', name: '생애 소득' },
  { path: '/money', name: '연봉' },
  { path: '/graph', name: '소득 그래프' },
  { path: '/secret', name: '연봉' },
  { path: '/partners/login', name: '파트너 로그인' },
  { path: '/partners', name: '추천 링크' },
];

/** The name of the screen at an app address ("/faq?x=1" → "자주 묻는 질문"), or undefined for an unknown one. */
export function screenNameOf(address: string): string | undefined {
  const pathname = address.split(/[?#]/, 1)[0] ?? '';
  return routeFor(screenNames, pathname)?.name;
}
