/**
 * One sent offer: terms, dates (KST), status, a revision request and its answer; the refusal
 * reason, or who accepted and how to reach them.
 */
import { styled } from '@linaria/react';
import type { SentOffer } from '../../../contract/biz';
import { formatKstDate, formatKstDateTime } from '../../../contract/kst';
import { formatBand } from '../../../contract/money';
import { Chip } from '../../../ui/chip';
import { color, font, radius, space } from '../../../ui/tokens';
import { useBizMe } from '../shell/api';
import { displayPhone } from '../shell/format';
import { GROUP_STATUS_LABEL, OFFER_TYPE_LABEL } from '../shell/labels';
import { AgentRevisionAsk } from './agent-revision-ask';
import { OfferStatusBadge } from './offer-status-badge';
import { RevisionRequest } from './revision-request';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};

  & h2 {
    margin: 0;
    font-size: ${font.size.bodyLarge};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${space.sm} ${space.lg};
  margin: 0;
  font-size: ${font.size.caption};

  & dt {
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
    color: ${color.text};
    font-weight: ${font.weight.medium};
  }
`;

const Callout = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.background};
  font-size: ${font.size.caption};
  color: ${(props) => (props.$tone === 'success' ? color.success : color.danger)};
  white-space: pre-line;
`;

export function SentOfferCard({ offer }: { offer: SentOffer }) {
  const revealed = offer.status === 'MATCHED' ? offer.candidate.revealed : null;
  const role = useBizMe().data?.role;
  // A curation the candidate handed to the agent: its sender (an agent's list holds only their own) may ask on their behalf.
  const canAskForCandidate =
    role !== undefined &&
    role !== 'recruiter' &&
    offer.groupStatus === 'AGENT' &&
    offer.status === 'WAITING' &&
    !offer.revision;
  return (
    <Card aria-label={`${offer.company.name} ${offer.position}`}>
      <Top>
        <h2>{offer.company.name}</h2>
        <OfferStatusBadge status={offer.status} />
        <Chip>{OFFER_TYPE_LABEL[offer.type]}</Chip>
        {offer.groupStatus ? <Chip $tone="primary">큐레이션 {GROUP_STATUS_LABEL[offer.groupStatus]}</Chip> : null}
      </Top>
      <Facts>
        <div>
          <dt>포지션</dt>
          <dd>{offer.position}</dd>
        </div>
        <div>
          <dt>연봉</dt>
          <dd>{formatBand(offer.salaryMin, offer.salaryMax)}</dd>
        </div>
        <div>
          <dt>후보자</dt>
          <dd>{offer.candidate.headline}</dd>
        </div>
        <div>
          <dt>보낸 날짜</dt>
          <dd>{formatKstDate(offer.createdAt)}</dd>
        </div>
        <div>
          <dt>만료</dt>
          <dd>{formatKstDateTime(offer.expiredAt)}</dd>
        </div>
        <div>
          <dt>보낸 사람</dt>
          <dd>{offer.senderName}</dd>
        </div>
      </Facts>
      {offer.revision ? <RevisionRequest offer={offer} revision={offer.revision} /> : null}
      {canAskForCandidate ? <AgentRevisionAsk offer={offer} /> : null}
      {offer.status === 'REFUSED' && offer.refusalReason ? (
        <Callout $tone="danger">거절 사유: {offer.refusalReason}</Callout>
      ) : null}
      {revealed ? (
        <Callout $tone="success">
          {`수락한 후보자: ${revealed.name} · ${displayPhone(revealed.phone)}`}
          {revealed.email ? ` · ${revealed.email}` : ''}
        </Callout>
      ) : null}
    </Card>
  );
}
