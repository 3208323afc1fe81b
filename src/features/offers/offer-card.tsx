import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { CoffeechatMeetingSummary } from '../../contract/meetings';
import type { Offer } from '../../contract/offers';
import { Chip, ChipRow } from '../../ui/chip';
import { dottedLine } from '../../ui/dotted-line';
import { MeetingStatusBadge } from '../../ui/meeting-status-badge';
import { SalaryBand } from '../../ui/salary-band';
import { color, font, radius, space } from '../../ui/tokens';
import { MeetingOnCard } from './accepted-meeting';
import { CompanyLogo } from './company-logo';
import { IncreaseBar } from './increase-bar';
import { daysLeftLabel, offerStatusLabel, senderLabel } from './offer-status';

export const CardLink = styled(Link)`
  display: block;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: inherit;
  text-decoration: none;

  &:active {
    background: ${color.background};
  }
`;

export const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

export const CardTitle = styled.p`
  margin: 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

export const CardSub = styled.p`
  margin: 2px 0 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Band = styled.p`
  margin: ${space.md} 0 0;
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

const Perks = styled(ChipRow)`
  margin-top: ${space.md};
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

const Message = styled.p`
  margin: ${space.sm} 0 0;
  color: ${color.textSub};
  font-size: ${font.size.body};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export function OfferCard({ offer, meeting }: { offer: Offer; meeting?: CoffeechatMeetingSummary }) {
  const status = offerStatusLabel(offer);
  const waiting = offer.status === 'WAITING';
  return (
    <CardLink href={`/my/result/${offer.id}`}>
      <CardHead>
        <CompanyLogo src={offer.logo} />
        <Grow>
          <CardTitle>
            {offer.name} {offer.isNew ? <Chip $tone="danger">NEW</Chip> : null}{' '}
            {offer.revision?.status === 'ASKED' ? <Chip $tone="primary">조정 요청 중</Chip> : null}
            {offer.revision?.status === 'REVISED' ? <Chip $tone="success">조정됨</Chip> : null}
          </CardTitle>
          <CardSub>{dottedLine([offer.position, senderLabel(offer)])}</CardSub>
        </Grow>
        {meeting ? (
          <MeetingStatusBadge status={meeting.status} />
        ) : (
          <Chip $tone={waiting ? 'primary' : status.tone}>
            {waiting ? daysLeftLabel(offer.expiredAt) : status.label}
          </Chip>
        )}
      </CardHead>
      {meeting ? <MeetingOnCard summary={meeting} /> : null}
      <Band>
        <SalaryBand min={offer.salaryMin} max={offer.salaryMax} />
      </Band>
      <IncreaseBar rate={offer.increaseRate} basis={offer.increaseBasis} />
      {offer.offerItems.length > 0 ? (
        <Perks>
          {offer.offerItems.map((perk) => (
            <Chip key={perk}>{perk}</Chip>
          ))}
        </Perks>
      ) : null}
      <Message>{offer.message}</Message>
    </CardLink>
  );
}
