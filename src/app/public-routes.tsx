/**
 * Pages for everyone: questions and 1:1 inquiries, guides and policies, the marketing pages, the
 * income share landings, and the partner programme with its referral links.
 * Each page is its own chunk, loaded when its route is first visited.
 */
import { page } from './lazy-page';
import type { AppRoute } from './route-types';

const ask = page(
  () => import('../features/messages/ask-page'),
  (m) => m.AskPage,
);
const lifetime = page(
  () => import('../features/income/lifetime-page'),
  (m) => m.LifetimePage,
);
const moneyLanding = page(
  () => import('../features/income/share-landing-page'),
  (m) => m.MoneyLandingPage,
);
const graphLanding = page(
  () => import('../features/income/share-landing-page'),
  (m) => m.GraphLandingPage,
);
const secretLanding = page(
  () => import('../features/income/share-landing-page'),
  (m) => m.SecretLandingPage,
);
const partnerLogin = page(
  () => import('../features/partners/partner-login-page'),
  (m) => m.PartnerLoginPage,
);
const partnerHome = page(
  () => import('../features/partners/partner-page'),
  (m) => m.PartnerPage,
);
const referral = page(
  () => import('../features/partners/referral-page'),
  (m) => m.ReferralPage,
);
const faq = page(
  () => import('../features/marketing/faq-page'),
  (m) => m.FaqPage,
);
const introduce = page(
  () => import('../features/marketing/introduce-page'),
  (m) => m.IntroducePage,
);
const coffeechatInfo = page(
  () => import('../features/marketing/coffeechat-page'),
  (m) => m.CoffeechatPage,
);
const rankingTalk = page(
  () => import('../features/marketing/ranking-page'),
  (m) => m.RankingPage,
);
const salaryGuide = page(
  () => import('../features/marketing/salary-guide-page'),
  (m) => m.SalaryGuidePage,
);
const privacy = page(
  () => import('../features/marketing/privacy-page'),
  (m) => m.PrivacyPage,
);
const careerDetail = page(
  () => import('../features/marketing/career-detail-page'),
  (m) => m.CareerDetailPage,
);

/** In the table's order (routes.tsx): the more specific of overlapping paths first. */
export const publicRoutes: readonly AppRoute[] = [
  { path: '/faq', page: faq, parent: '/', title: '자주 묻는 질문' },
  { path: '/ask', page: ask, parent: '/faq', title: '1:1 문의' },
  { path: '/guide/salary_guide', page: salaryGuide, parent: '/', title: '연봉 가이드' },
  { path: '/terms/privacy', page: privacy, parent: '/', title: '개인정보 처리방침' },
  { path: '/careerdetail/:id', page: careerDetail, parent: '/', title: '경력 정보' },
  { path: '/rankingtalk', page: rankingTalk, parent: '/', title: '기업 제안 랭킹' },
  { path: '/introduce', page: introduce, parent: '/', title: '서비스 소개' },
  { path: '/coffeechat', page: coffeechatInfo, parent: '/', title: '커피챗' },
  { path: '/r/:token', page: referral, parent: '/', title: '추천 링크' },
  { path: '/event/lifetime', page: lifetime, parent: '/', title: '생애 소득' },
  { path: '/money', page: moneyLanding, parent: '/', title: '연봉' },
  { path: '/graph', page: graphLanding, parent: '/', title: '소득 그래프' },
  { path: '/secret', page: secretLanding, parent: '/', title: '연봉' },
  { path: '/partners/login', page: partnerLogin, parent: '/', title: '파트너 로그인' },
  { path: '/partners', page: partnerHome, parent: '/', title: '추천 링크' },
];
