/** Korean words for the console's enums. */
import type { BizRole } from '../../../contract/biz';
import type { OfferGroupStatus, OfferStatus, OfferType } from '../../../contract/offers';
import type { ChipTone } from '../../../ui/chip';

export const ROLE_LABEL: Record<BizRole, string> = {
  recruiter: '채용 담당자',
  agent: '에이전트',
  operator: '운영자',
};

export const OFFER_STATUS_LABEL: Record<OfferStatus, string> = {
  WAITING: '제안 대기중',
  MATCHED: '수락',
  REFUSED: '거절',
  EXPIRED: '만료',
};

export const OFFER_STATUS_TONE: Record<OfferStatus, ChipTone> = {
  WAITING: 'primary',
  MATCHED: 'success',
  REFUSED: 'danger',
  EXPIRED: 'neutral',
};

export const OFFER_TYPE_LABEL: Record<OfferType, string> = {
  NORMAL: '일반 제안',
  SUPER: '에이전트 제안',
  SUPER_CURATION: '큐레이션',
};

export const GROUP_STATUS_LABEL: Record<OfferGroupStatus, string> = {
  WAITING: '대기중',
  MATCHED: '수락',
  AGENT: '에이전트 상담 요청',
  REFUSED: '거절',
  EXPIRED: '만료',
};

/** Agents and operators send for any participating company and may curate. */
export const sendsForAnyCompany = (role: BizRole) => role !== 'recruiter';
