/**
 * The signed-in candidate's side: the profile and its settings (/my), the offers and what follows an
 * answer (a curation, a coffee chat), and the messages.
 * Each page is its own chunk, loaded when its route is first visited.
 */
import { page } from './lazy-page';
import type { AppRoute } from './route-types';

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
  (m) => m.takeDrawnOffer(),
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
const messages = page(
  () => import('../features/messages/messages-page'),
  (m) => m.MessagesPage,
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

/** In the table's order (routes.tsx): the more specific of overlapping paths first. */
export const candidateRoutes: readonly AppRoute[] = [
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
];
