/**
 * The landing and the way in: signing in (phone, messenger, the sandbox's stand-in) and signing up
 * (job, agreement, career, salary, tax and education checks).
 * Each page is its own chunk, loaded when its route is first visited.
 */
import { page } from './lazy-page';
import type { AppRoute } from './route-types';

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

/** In the table's order (routes.tsx): the more specific of overlapping paths first. */
export const entryRoutes: readonly AppRoute[] = [
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
];
