/**
 * Every route of the app in one table (SPEC §2, plus /biz and /r/:token from DESIGN.md §3).
 * Each page is its own chunk, loaded when its route is first visited.
 */
import { type ComponentType, lazy } from 'react';

export interface AppRoute {
  path: string;
  page: RoutePage;
}

/**
 * A lazily loaded page whose code can be fetched ahead of a visit (PrefetchLink); a page that
 * opens on data may start its requests the moment its code is here (startPage).
 */
export type RoutePage = ComponentType & { preload: () => Promise<unknown>; start: () => Promise<unknown> };

const page = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  requests?: (module: M) => void,
): RoutePage =>
  Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { preload: load, start: () => load().then((module) => requests?.(module)) },
  );

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
  () => import('../features/biz/biz-login-page'),
  (m) => m.BizLoginPage,
);
const bizPool = page(
  () => import('../features/biz/pool-page'),
  (m) => m.PoolPage,
);
const bizCandidate = page(
  () => import('../features/biz/candidate-page'),
  (m) => m.CandidatePage,
);
const bizCuration = page(
  () => import('../features/biz/curation-page'),
  (m) => m.CurationPage,
);
const bizOffers = page(
  () => import('../features/biz/sent-offers-page'),
  (m) => m.SentOffersPage,
);
const bizCoffeechats = page(
  () => import('../features/biz/coffeechats-page'),
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
  () => import('../features/biz/messages-page'),
  (m) => m.BizMessagesPage,
);
const bizMessageRoom = page(
  () => import('../features/biz/message-room-page'),
  (m) => m.BizMessageRoomPage,
);
const bizGuestInquiry = page(
  () => import('../features/biz/guest-inquiry-page'),
  (m) => m.BizGuestInquiryPage,
);
const bizNotFound = page(
  () => import('../features/biz/biz-not-found-page'),
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

/** Order matters only where paths overlap: the more specific one comes first. */
export const routes: readonly AppRoute[] = [
  { path: '/', page: landing },
  { path: '/login', page: login },
  { path: '/login/signin', page: phoneLogin },
  { path: '/signin', page: phoneLogin },
  { path: '/login/autho', page: kakaoCallback },
  { path: '/login/sandbox-authorize', page: sandboxAuthorize },
  { path: '/submit', page: jobChoice },
  { path: '/submit/:job/:subjob', page: agreement },
  { path: '/submit_kakao/nocareer', page: noCareer },
  { path: '/submit_kakao/pending', page: pending },
  { path: '/submit_kakao/salary', page: salary },
  { path: '/submit_kakao/tax', page: tax },
  { path: '/submit_kakao/school', page: education },
  { path: '/attack', page: attackInfo },
  { path: '/my', page: my },
  { path: '/my/files', page: files },
  { path: '/my/preview', page: companyPreview },
  { path: '/my/companies/restrict', page: restrictCompanies },
  { path: '/my/companies/interest', page: interestCompanies },
  { path: '/my/techstack', page: techStack },
  { path: '/my/report', page: report },
  { path: '/my/survey', page: survey },
  { path: '/my/attack', page: currentOffers },
  { path: '/my/attack/select', page: selectedOffers },
  { path: '/my/attack/expired', page: expiredOffers },
  { path: '/my/message', page: messages },
  { path: '/my/retry', page: retry },
  { path: '/my/edit', page: profileEdit },
  { path: '/my/withdraw', page: withdraw },
  { path: '/my/result/curation/:offerGroupId', page: curation },
  { path: '/my/result/like/:coffeechatId', page: coffeechatAccepted },
  { path: '/my/result/hate/:id', page: refused },
  { path: '/my/result/:id', page: offerDetail },
  { path: '/faq', page: faq },
  { path: '/ask', page: ask },
  { path: '/guide/salary_guide', page: salaryGuide },
  { path: '/terms/privacy', page: privacy },
  { path: '/careerdetail/:id', page: careerDetail },
  { path: '/rankingtalk', page: rankingTalk },
  { path: '/introduce', page: introduce },
  { path: '/coffeechat', page: coffeechatInfo },
  { path: '/r/:token', page: referral },
  { path: '/event/lifetime', page: lifetime },
  { path: '/money', page: moneyLanding },
  { path: '/graph', page: graphLanding },
  { path: '/secret', page: secretLanding },
  { path: '/partners/login', page: partnerLogin },
  { path: '/partners', page: partnerHome },
  { path: '/biz/login', page: bizLogin },
  { path: '/biz', page: bizPool },
  { path: '/biz/candidates/:id', page: bizCandidate },
  { path: '/biz/candidates/:id/curation', page: bizCuration },
  { path: '/biz/offers', page: bizOffers },
  { path: '/biz/coffeechats', page: bizCoffeechats },
  { path: '/biz/messages', page: bizMessages },
  { path: '/biz/messages/:roomId', page: bizMessageRoom },
  { path: '/biz/messages/guest/:inquiryId', page: bizGuestInquiry },
  { path: '/biz/*?', page: bizNotFound },
];

/**
 * On a full load, the page of the address starts its code and its first requests at once, in
 * parallel with the shell's first render, instead of after its own render and paint.
 */
export function startPage(pathname: string) {
  void routes
    .find((route) => route.path === pathname)
    ?.page.start()
    .catch(() => undefined);
}
