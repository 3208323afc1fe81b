import { styled } from '@linaria/react';
import type { Offer } from '../../contract/offers';
import { Chip } from '../../ui/chip';
import { color, font, space } from '../../ui/tokens';
import { CompanyLogo } from './company-logo';
import { CardHead, CardLink, CardSub, CardTitle } from './offer-card';
import { daysLeftLabel } from './offer-status';

const Logos = styled.div`
  display: flex;
  gap: ${space.xs};
  margin-top: ${space.md};
`;

const Highlight = styled(CardLink)`
  border-color: ${color.primary};
  background: ${color.primarySoft};
`;

const Picked = styled(CardSub)`
  color: ${color.primary};
  font-weight: ${font.weight.bold};
`;

const Grow = styled.div`
  flex: 1;
`;

/** Where the curation stands, from its offers: open while one can be answered, then what was answered. */
export function curationChip(offers: readonly Pick<Offer, 'status' | 'expiredAt'>[]): string {
  const open = offers.find((offer) => offer.status === 'WAITING');
  if (open) return daysLeftLabel(open.expiredAt);
  if (offers.some((offer) => offer.status === 'MATCHED')) return '응답 완료';
  return offers.some((offer) => offer.status === 'REFUSED') ? '거절함' : '기간 만료';
}

/** Offers of one curation group shown as one card that opens the curation screen, with the companies picked. */
export function CurationCard({ offers }: { offers: readonly Offer[] }) {
  const [first] = offers;
  if (!first?.offerGroupId) return null;
  const picked = offers.filter((offer) => offer.status === 'MATCHED');
  return (
    <Highlight href={`/my/result/curation/${first.offerGroupId}`}>
      <CardHead>
        <Grow>
          <CardTitle>에이전트 큐레이션</CardTitle>
          <CardSub>{offers.map((offer) => offer.name).join(' · ')}</CardSub>
          {picked.length > 0 ? (
            <Picked>{`선택한 회사: ${picked.map((offer) => offer.name).join(' · ')}`}</Picked>
          ) : null}
        </Grow>
        <Chip $tone="primary">{curationChip(offers)}</Chip>
      </CardHead>
      <Logos>
        {offers.map((offer) => (
          <CompanyLogo key={offer.id} src={offer.logo} size={36} />
        ))}
      </Logos>
    </Highlight>
  );
}
