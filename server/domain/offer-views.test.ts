import { describe, expect, it } from 'vitest';
import { listModeOf } from '../features/offers/offer-queries';
import { offerExpiry } from './offer-clock';
import {
  effectiveGroupStatus,
  effectiveOfferStatus,
  type OfferCardRow,
  type OfferRecord,
  toHistoryItem,
  toOffer,
} from './offer-views';

const sentAt = new Date('2026-11-22T01:00:00Z'); // 10:00 KST
const expiresAt = offerExpiry(sentAt); // 2026-11-29 23:59:59.999 KST

const record: OfferRecord = {
  id: 7,
  candidateId: '00000000-0000-0000-0000-000000000001',
  companyId: 3,
  senderId: '00000000-0000-0000-0000-000000000002',
  offerGroupId: null,
  type: 'NORMAL',
  status: 'WAITING',
  salaryMin: 6000,
  salaryMax: 7000,
  increaseRate: 12,
  increaseBasis: '2025년 계약 연봉',
  hopeSalaryAtSend: null,
  position: '프론트엔드 개발자',
  offerItems: ['재택근무'],
  message: '안녕하세요',
  link: null,
  isLike: false,
  refusalReason: null,
  createdAt: sentAt,
  expiresAt,
  readAt: null,
  answeredAt: null,
  expiryRemindedAt: null,
};

const card = (offer: Partial<OfferRecord> = {}, role: OfferCardRow['sender']['role'] = 'recruiter'): OfferCardRow => ({
  offer: { ...record, ...offer },
  company: { name: '누리페이', logoPath: '/logos/nuri-pay.svg', domain: 'nuri-pay.example' },
  sender: { name: '볼트X 에이전트', role },
  coffeechatId: null,
  revision: null,
});

describe('the effective status', () => {
  it('keeps a waiting offer open through its last millisecond and expires it after', () => {
    expect(effectiveOfferStatus(record, expiresAt)).toBe('WAITING');
    expect(effectiveOfferStatus(record, new Date(expiresAt.getTime() + 1))).toBe('EXPIRED');
  });

  it('leaves answered offers as they are, however late', () => {
    const late = new Date(expiresAt.getTime() + 86_400_000);
    expect(effectiveOfferStatus({ ...record, status: 'MATCHED' }, late)).toBe('MATCHED');
    expect(effectiveOfferStatus({ ...record, status: 'REFUSED' }, late)).toBe('REFUSED');
  });

  it('expires a waiting group after its expiry but not one already answered', () => {
    const late = new Date(expiresAt.getTime() + 1);
    expect(effectiveGroupStatus({ status: 'WAITING', expiresAt }, late)).toBe('EXPIRED');
    expect(effectiveGroupStatus({ status: 'AGENT', expiresAt }, late)).toBe('AGENT');
    expect(effectiveGroupStatus({ status: 'WAITING', expiresAt }, sentAt)).toBe('WAITING');
  });
});

describe('the offer card', () => {
  it('names the sender only when the agent or an operator sent it', () => {
    expect(toOffer(card(), sentAt)).toMatchObject({ isMaster: false, operatorName: null });
    expect(toOffer(card({}, 'agent'), sentAt)).toMatchObject({ isMaster: true, operatorName: '볼트X 에이전트' });
    expect(toOffer(card({}, 'operator'), sentAt)).toMatchObject({ isMaster: true });
  });

  it('is new until read, and shows when it was accepted only once matched', () => {
    const answeredAt = new Date('2026-11-23T00:00:00Z');
    expect(toOffer(card(), sentAt)).toMatchObject({ isNew: true, selectedAt: null, isMatched: false });
    expect(toOffer(card({ readAt: sentAt, status: 'MATCHED', answeredAt }), sentAt)).toMatchObject({
      isNew: false,
      selectedAt: answeredAt.toISOString(),
      isMatched: true,
    });
    expect(toOffer(card({ status: 'REFUSED', answeredAt }), sentAt).selectedAt).toBeNull();
  });

  it('reports an overdue offer as expired in the card and the history', () => {
    const late = new Date(expiresAt.getTime() + 1);
    expect(toOffer(card(), late)).toMatchObject({
      status: 'EXPIRED',
      isExpired: true,
      expiredAt: expiresAt.toISOString(),
    });
    expect(toHistoryItem(card(), late).status).toBe('EXPIRED');
  });
});

describe('the list mode', () => {
  it('prefers the selected list, then the expired one, then the open offers', () => {
    expect(listModeOf({ isSelected: true, isExpired: true })).toBe('selected');
    expect(listModeOf({ isExpired: true })).toBe('expired');
    expect(listModeOf({ isSelected: false })).toBe('current');
    expect(listModeOf({})).toBe('current');
  });
});
