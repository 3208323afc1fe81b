/** An offer, its company and its revision as the server answers them, for the offer page's and the revision's tests. */
import type { OfferCompany } from '../../contract/meetings';
import type { OfferRevision } from '../../contract/offer-revisions';
import type { Offer } from '../../contract/offers';

export const waitingOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 12,
  companyId: 1,
  name: '한빛모빌리티',
  logo: '/logos/hanbit-mobility.svg',
  domain: 'hanbit-mobility.example',
  salaryMin: 8000,
  salaryMax: 9500,
  increaseRate: 18,
  increaseBasis: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  expiredAt: '2026-11-29T14:59:59.999Z',
  selectedAt: null,
  offerGroupId: null,
  type: 'NORMAL',
  status: 'WAITING',
  isNew: false,
  isMaster: false,
  operatorName: null,
  position: '백엔드 개발자',
  link: null,
  offerItems: ['스톡옵션'],
  message: '함께 성장하고 싶어요.',
  isJustMessage: false,
  isMatched: false,
  isExpired: false,
  isLike: false,
  refusalReason: null,
  coffeechatId: null,
  revision: null,
  ...overrides,
});

export const revision = (overrides: Partial<OfferRevision> = {}): OfferRevision => ({
  status: 'ASKED',
  askedBy: 'CANDIDATE',
  askedAt: '2026-11-27T01:00:00.000Z',
  // 23:59:59.999 KST on Wednesday 2 December.
  answerDueAt: '2026-12-02T14:59:59.999Z',
  answeredAt: null,
  asked: { salaryMin: 9000, salaryMax: 11000, wishes: ['재택근무'], note: null },
  before: { salaryMin: 8000, salaryMax: 9500, offerItems: ['스톡옵션'] },
  after: null,
  reason: null,
  ...overrides,
});

/** The company behind the waiting offer, with nothing but its name and field known. */
export const offerCompany = (overrides: Partial<OfferCompany> = {}): OfferCompany => ({
  id: 1,
  name: '한빛모빌리티',
  logo: '/logos/hanbit-mobility.svg',
  industry: '모빌리티',
  employees: null,
  location: null,
  homepage: null,
  link: null,
  ranking: null,
  responseRecord: null,
  ...overrides,
});
