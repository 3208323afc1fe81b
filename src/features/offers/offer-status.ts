import type { Offer } from '../../contract/offers';

type Tone = 'neutral' | 'primary' | 'danger' | 'success';

/** How an offer's state reads on a card. */
export function offerStatusLabel(offer: Pick<Offer, 'status'>): { label: string; tone: Tone } {
  switch (offer.status) {
    case 'MATCHED':
      return { label: '커피챗 수락', tone: 'success' };
    case 'REFUSED':
      return { label: '거절함', tone: 'danger' };
    case 'EXPIRED':
      return { label: '기간 만료', tone: 'neutral' };
    default:
      return { label: '선택 가능', tone: 'primary' };
  }
}

/** "볼트X 에이전트 김지원" when our agent sent it (isMaster), otherwise the company. */
export const senderLabel = (offer: Pick<Offer, 'isMaster' | 'operatorName' | 'name'>) =>
  offer.isMaster ? `볼트X 에이전트${offer.operatorName ? ` ${offer.operatorName}` : ''}` : `${offer.name} 채용 담당자`;

/** Whole days left before the deadline, counted as "D-n" (D-day on the last day). */
export function daysLeftLabel(expiredAt: string, now = Date.now()): string {
  const ms = Date.parse(expiredAt) - now;
  if (ms <= 0) return '마감';
  const days = Math.floor(ms / 86_400_000);
  return days === 0 ? 'D-day' : `D-${days}`;
}
