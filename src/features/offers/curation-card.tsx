import { styled } from '@linaria/react';
import type { Offer } from '../../contract/offers';
import { Chip } from '../../ui/chip';
import { color, space } from '../../ui/tokens';
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

const Grow = styled.div`
  flex: 1;
`;

/** Offers of one curation group shown as one card that opens the curation screen. */
export function CurationCard({ offers }: { offers: readonly Offer[] }) {
  const [first] = offers;
  if (!first?.offerGroupId) return null;
  const waiting = offers.some((offer) => offer.status === 'WAITING');
  return (
    <Highlight href={`/my/result/curation/${first.offerGroupId}`}>
      <CardHead>
        <Grow>
          <CardTitle>에이전트 큐레이션</CardTitle>
          <CardSub>{offers.map((offer) => offer.name).join(' · ')}</CardSub>
        </Grow>
        <Chip tone="primary">{waiting ? daysLeftLabel(first.expiredAt) : '응답 완료'}</Chip>
      </CardHead>
      <Logos>
        {offers.map((offer) => (
          <CompanyLogo key={offer.id} src={offer.logo} size={36} />
        ))}
      </Logos>
    </Highlight>
  );
}
