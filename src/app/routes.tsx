/**
 * Every route of the app in one table (SPEC §2, plus /biz and /r/:token from DESIGN.md §3).
 * Each page is its own chunk, loaded when its route is first visited.
 */
import { type ComponentType, lazy, useState } from 'react';
import { routeFor } from '../contract/route-match';
import { afterLoad } from '../lib/after-load';
import { nextTask } from '../lib/next-task';

/**
 * How a screen is left: a root has its own way around (a tab bar, or a header with its
 * menu or console navigation — the landing's sticks to the top itself); every
 * other screen gets the app bar (app-bar.tsx) with 뒤로 가기 — or 닫기 on a full-screen flow — and
 * names the parent it goes to when nothing of the app is behind it in history (opened from a
 * notification, a shared link, the home-screen icon). A parent's `:params` are the screen's own.
 * A console page below a menu entry keeps the console's header as its only bar and draws the same
 * back control beside its title (`backInPage`: features/biz/shell/biz-shell.tsx).
 *
 * `title` names the screen: in the app bar, and in the window's title (document-title.ts); the
 * landing keeps the product's own.
 */
export type RouteNav =
  | { root: 'tabs' | 'header'; title?: string }
  | { parent: string; title: string; close?: true; backInPage?: true };

export type AppRoute = { path: string; page: RoutePage } & RouteNav;

/**
 * A lazily loaded page whose code can be fetched ahead of a visit (PrefetchLink); a page that
 * opens on data may start its requests the moment its code is here (startPage).
 */
export type RoutePage = ComponentType & { preload: () => Promise<unknown>; start: () => Promise<unknown> };

/** A page's component before and after its code is here. */
interface PageSource {
  Lazy: ComponentType;
  loaded?: ComponentType;
}

/**
 * Once its code is here, a page renders at once instead of through Suspense's fallback: a page the
 * server already drew (main.tsx) must not blink out while lazy() settles its promise. Decided once
 * per mount: switching from Lazy to the loaded page later would remount it.
 */
function PageOf({ source }: { source: PageSource }) {
  const [Ready] = useState(() => source.loaded);
  return Ready ? <Ready /> : <source.Lazy />;
}

/**
 * `next`: the page this one usually leads to by navigating after an answer, where no link could
 * fetch its code ahead (PrefetchLink). Its code comes once this page is up, or the move would show
 * the blank stand-in while it loads.
 */
const page = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  requests?: (module: M) => void,
  next?: () => RoutePage,
): RoutePage => {
  let nextAsked = false;
  const loadAndKeep = () =>
    load().then((module) => {
      source.loaded ??= pick(module);
      if (next && !nextAsked) {
        nextAsked = true;
        void afterLoad()
          .then(() => next().preload())
          .catch(() => {
            nextAsked = false;
          });
      }
      return module;
    });
  const source: PageSource = { Lazy: lazy(() => loadAndKeep().then((module) => ({ default: pick(module) }))) };
  return Object.assign(() => <PageOf source={source} />, {
    preload: loadAndKeep,
    // The requests (and the answers the page arrived with, checked and seeded) in a task after the
    // code's: together they were one long task of a drawn page's boot.
    start: () =>
      loadAndKeep().then(async (module) => {
        if (!requests) return;
        await nextTask();
        requests(module);
      }),
  });
};

const landing = page(
  () => import('./home-page'),
  (m) => m.HomePage,
);
const login = page(
  () => import('../features/login/login-page'),
  (m) => m.LoginPage,
);
const phoneLogin = page(
  () => import('../features/login/phone-login-page'),
  (m) => m.PhoneLoginPage,
);
const kakaoCallback = page(
  () => import('../features/login/kakao-callback-page'),
  (m) => m.KakaoCallbackPage,
);
const sandboxAuthorize = page(
  () => import('../features/login/sandbox-authorize-page'),
  (m) => m.SandboxAuthorizePage,
);
const jobChoice = page(
  () => import('../features/signup/job-choice-page'),
  (m) => m.JobChoicePage,
);
const agreement = page(
  () => import('../features/signup/agreement-page'),
  (m) => m.AgreementPage,
);
const pending = page(
  () => import('../features/signup/pending-page'),
  (m) => m.PendingPage,
);
const noCareer = page(
  () => import('../features/signup/no-career-page'),
  (m) => m.NoCareerPage,
);
const salary = page(
  () => import('../features/signup/salary-page'),
  (m) => m.SalaryPage,
);
const tax = page(
  () => import('../features/signup/tax-page'),
  (m) => m.TaxPage,
);
const education = page(
  () => import('../features/signup/education-page'),
  (m) => m.EducationPage,
);
const my = page(
  () => import('./my-home-page'),
  (m) => m.MyHomePage,
);
const attackInfo = page(
  () => import('../features/offers/attack-info-page'),
  (m) => m.AttackInfoPage,
);
const currentOffers = page(
  () => import('../features/offers/my-attack-page'),
  (m) => m.CurrentOffersPage,
  (m) => m.requestOffers('current'),
);
const selectedOffers = page(
  () => import('../features/offers/my-attack-page'),
  (m) => m.SelectedOffersPage,
  (m) => m.requestOffers('select'),
);
const expiredOffers = page(
  () => import('../features/offers/my-attack-page'),
  (m) => m.ExpiredOffersPage,
  (m) => m.requestOffers('expired'),
);
const offerDetail = page(
  () => import('../features/offers/offer-detail-page'),
  (m) => m.OfferDetailPage,
  undefined,
  // 수락하기 opens the coffee chat by navigating, with no link to fetch it ahead.
  () => coffeechatAccepted,
);
const refused = page(
  () => import('../features/offers/refused-page'),
  (m) => m.RefusedPage,
);
const curation = page(
  () => import('../features/curation/curation-page'),
  (m) => m.CurationPage,
);
const coffeechatAccepted = page(
  () => import('../features/coffeechat/coffeechat-accepted-page'),
  (m) => m.CoffeechatAcceptedPage,
);

const bizLogin = page(
  () => import('../features/biz/shell/biz-login-page'),
  (m) => m.BizLoginPage,
);
const bizPool = page(
  () => import('../features/biz/pool/pool-page'),
  (m) => m.PoolPage,
);
const bizCandidate = page(
  () => import('../features/biz/pool/candidate-page'),
  (m) => m.CandidatePage,
);
const bizCuration = page(
  () => import('../features/biz/offers/curation-page'),
  (m) => m.CurationPage,
);
const bizOffers = page(
  () => import('../features/biz/offers/sent-offers-page'),
  (m) => m.SentOffersPage,
);
const bizCoffeechats = page(
  () => import('../features/biz/coffeechats/coffeechats-page'),
  (m) => m.CoffeechatsPage,
);
const messages = page(
  () => import('../features/messages/messages-page'),
  (m) => m.MessagesPage,
);
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
const bizMessages = page(
  () => import('../features/biz/messages/messages-page'),
  (m) => m.BizMessagesPage,
);
const bizMessageRoom = page(
  () => import('../features/biz/messages/message-room-page'),
  (m) => m.BizMessageRoomPage,
);
const bizGuestInquiry = page(
  () => import('../features/biz/messages/guest-inquiry-page'),
  (m) => m.BizGuestInquiryPage,
);
const bizNotFound = page(
  () => import('../features/biz/shell/biz-not-found-page'),
  (m) => m.BizNotFoundPage,
);

const profileEdit = page(
  () => import('../features/profile/edit-page'),
  (m) => m.ProfileEditPage,
);
const retry = page(
  () => import('../features/profile/retry-page'),
  (m) => m.RetryPage,
);
const withdraw = page(
  () => import('../features/profile/withdraw-page'),
  (m) => m.WithdrawPage,
);

const restrictCompanies = page(
  () => import('../features/profile-settings/restrict-companies-page'),
  (m) => m.RestrictCompaniesPage,
);
const interestCompanies = page(
  () => import('../features/profile-settings/interest-companies-page'),
  (m) => m.InterestCompaniesPage,
);
const techStack = page(
  () => import('../features/profile-settings/tech-stack-page'),
  (m) => m.TechStackPage,
);
const report = page(
  () => import('../features/profile-settings/report-page'),
  (m) => m.ReportPage,
);
const survey = page(
  () => import('../features/profile-settings/survey-page'),
  (m) => m.SurveyPage,
);
const files = page(
  () => import('../features/profile-settings/files-page'),
  (m) => m.FilesPage,
);
const companyPreview = page(
  () => import('../features/profile/company-preview-page'),
  (m) => m.CompanyPreviewPage,
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

/** Order matters only where paths overlap: the more specific one comes first. Roots and parents: RouteNav. */
export const routes: readonly AppRoute[] = [
  { path: '/', page: landing, root: 'header' },
  { path: '/login', page: login, parent: '/', title: '로그인' },
  { path: '/login/signin', page: phoneLogin, parent: '/login', title: '휴대전화 로그인' },
  { path: '/signin', page: phoneLogin, parent: '/login', title: '휴대전화 로그인' },
  { path: '/login/autho', page: kakaoCallback, parent: '/login', title: '카카오 로그인' },
  { path: '/login/sandbox-authorize', page: sandboxAuthorize, parent: '/login', title: '카카오 로그인' },
  { path: '/submit', page: jobChoice, parent: '/', title: '경력 인증', close: true },
  { path: '/submit/:job/:subjob', page: agreement, parent: '/submit', title: '약관 동의', close: true },
  // SPEC §2: a reapply's waiting screen is the agreement's address with the pending page appended.
  {
    path: '/submit/:job/:subjob/submit_kakao/pending',
    page: pending,
    parent: '/my',
    title: '경력 인증',
    close: true,
  },
  { path: '/submit_kakao/nocareer', page: noCareer, parent: '/', title: '경력 인증', close: true },
  { path: '/submit_kakao/pending', page: pending, parent: '/submit', title: '경력 인증', close: true },
  { path: '/submit_kakao/salary', page: salary, parent: '/', title: '연봉 확인', close: true },
  { path: '/submit_kakao/tax', page: tax, parent: '/', title: '연봉 인증', close: true },
  { path: '/submit_kakao/school', page: education, parent: '/', title: '학력', close: true },
  { path: '/attack', page: attackInfo, parent: '/', title: '연봉 제안 안내' },
  { path: '/my', page: my, root: 'tabs', title: '내 프로필' },
  { path: '/my/files', page: files, parent: '/my', title: '파일' },
  { path: '/my/preview', page: companyPreview, parent: '/my', title: '기업에 보이는 프로필' },
  { path: '/my/companies/restrict', page: restrictCompanies, parent: '/my', title: '제한 기업' },
  { path: '/my/companies/interest', page: interestCompanies, parent: '/my', title: '관심 기업' },
  { path: '/my/techstack', page: techStack, parent: '/my', title: '기술 스택' },
  { path: '/my/report', page: report, parent: '/my', title: '리포트' },
  { path: '/my/survey', page: survey, parent: '/my', title: '설문' },
  { path: '/my/attack', page: currentOffers, root: 'tabs', title: '받은 제안' },
  { path: '/my/attack/select', page: selectedOffers, root: 'tabs', title: '수락한 제안' },
  { path: '/my/attack/expired', page: expiredOffers, root: 'tabs', title: '지난 제안' },
  { path: '/my/message', page: messages, root: 'tabs', title: '메시지' },
  { path: '/my/retry', page: retry, parent: '/my', title: '프로필 다시 공개' },
  { path: '/my/edit', page: profileEdit, parent: '/my', title: '프로필 수정' },
  { path: '/my/withdraw', page: withdraw, parent: '/my', title: '회원 탈퇴' },
  {
    path: '/my/result/curation/:offerGroupId',
    page: curation,
    parent: '/my/attack',
    title: '큐레이션 제안',
    close: true,
  },
  {
    path: '/my/result/like/:coffeechatId',
    page: coffeechatAccepted,
    parent: '/my/attack/select',
    title: '커피챗',
    close: true,
  },
  { path: '/my/result/hate/:id', page: refused, parent: '/my/attack', title: '거절한 제안', close: true },
  { path: '/my/result/:id', page: offerDetail, parent: '/my/attack', title: '받은 제안', close: true },
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
  { path: '/biz/login', page: bizLogin, parent: '/', title: '비즈니스 로그인' },
  { path: '/biz', page: bizPool, root: 'header', title: '후보자 찾기' },
  { path: '/biz/candidates/:id', page: bizCandidate, parent: '/biz', title: '후보자 프로필', backInPage: true },
  {
    path: '/biz/candidates/:id/curation',
    page: bizCuration,
    parent: '/biz/candidates/:id',
    title: '큐레이션 보내기',
    backInPage: true,
  },
  { path: '/biz/offers', page: bizOffers, root: 'header', title: '보낸 제안' },
  { path: '/biz/coffeechats', page: bizCoffeechats, root: 'header', title: '커피챗' },
  { path: '/biz/messages', page: bizMessages, root: 'header', title: '메시지' },
  { path: '/biz/messages/:roomId', page: bizMessageRoom, parent: '/biz/messages', title: '메시지', backInPage: true },
  {
    path: '/biz/messages/guest/:inquiryId',
    page: bizGuestInquiry,
    parent: '/biz/messages',
    title: '비회원 문의',
    backInPage: true,
  },
  { path: '/biz/*?', page: bizNotFound, parent: '/biz', title: '페이지를 찾을 수 없어요' },
];

/**
 * On a full load, the page of the address starts its code and its first requests at once, in
 * parallel with the shell's first render, instead of after its own render and paint.
 */
export function startPage(pathname: string): Promise<unknown> {
  return (
    routeFor(routes, pathname)
      ?.page.start()
      .catch(() => undefined) ?? Promise.resolve()
  );
}
