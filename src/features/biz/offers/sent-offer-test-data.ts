/** Sample sent offers for the console's offer tests: one waiting offer, patched per case. */
import type { SentOffer } from '../../../contract/biz';
import type { OfferRevision } from '../../../contract/offer-revisions';
import { candidate } from '../biz-test-support';

export const sentOffer = (patch: Partial<SentOffer>): SentOffer => ({
  id: 1,
  type: 'NORMAL',
  status: 'WAITING',
  company: { id: 1, name: '한빛모빌리티', logo: '/logos/a.svg' },
  senderName: '박채용',
  position: '백엔드 엔지니어',
  salaryMin: 6500,
  salaryMax: 7800,
  offerItems: [],
  message: '함께해요',
  offerGroupId: null,
  groupStatus: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  expiredAt: '2026-03-09T14:59:59.999Z',
  answeredAt: null,
  refusalReason: null,
  hopeSalaryAtSend: 7500,
  revision: null,
  candidate: { id: candidate.id, headline: candidate.headline, revealed: null },
  ...patch,
});

/** A request made on 3 March, to be answered by 6 March 17:59 KST. */
export const askedRevision = (patch: Partial<OfferRevision> = {}): OfferRevision => ({
  status: 'ASKED',
  askedBy: 'CANDIDATE',
  askedAt: '2026-03-03T02:00:00.000Z',
  answerDueAt: '2026-03-06T08:59:59.999Z',
  answeredAt: null,
  asked: { salaryMin: 8000, salaryMax: 9000, wishes: ['재택근무', '사이닝 보너스'], note: '연락은 ***로 부탁드려요.' },
  before: { salaryMin: 6500, salaryMax: 7800, offerItems: ['스톡옵션'] },
  after: null,
  reason: null,
  ...patch,
});
