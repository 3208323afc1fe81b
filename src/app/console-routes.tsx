/**
 * The company console (/biz): its sign-in, the candidate pool, curations and offers sent, coffee
 * chats and messages. Its own catch-all comes last.
 * Each page is its own chunk, loaded when its route is first visited.
 */
import { page } from './lazy-page';
import type { AppRoute } from './route-types';

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

/** In the table's order (routes.tsx): the more specific of overlapping paths first. */
export const consoleRoutes: readonly AppRoute[] = [
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
