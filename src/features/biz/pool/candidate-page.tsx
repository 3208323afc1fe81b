/** /biz/candidates/:id: the anonymized profile beside the send-offer form. */
import { styled } from '@linaria/react';
import { Link, useParams } from 'wouter';
import { pathOf } from '../../../contract/paths';
import { color, font, space } from '../../../ui/tokens';
import { OfferForm } from '../offers/offer-form';
import { BizShell } from '../shell/biz-shell';
import { sendsForAnyCompany } from '../shell/labels';
import { QueryStatus } from '../shell/query-status';
import { CandidateProfile } from './candidate-profile';
import { useCandidate } from './pool-api';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  font-size: ${font.size.caption};

  & a {
    color: ${color.primary};
  }
`;

export const curationHref = (id: string) => pathOf('/biz/candidates/:id/curation', { id });

export function CandidatePage() {
  const { id = '' } = useParams<{ id: string }>();
  const candidate = useCandidate(id);
  return (
    <BizShell title="후보자 프로필" back="/biz">
      {(me) => (
        <>
          {sendsForAnyCompany(me.role) ? (
            <Links>
              <Link href={curationHref(id)}>큐레이션 보내기 →</Link>
            </Links>
          ) : null}
          {candidate.data ? (
            <Columns>
              <CandidateProfile profile={candidate.data} />
              <OfferForm candidate={candidate.data.candidate} me={me} />
            </Columns>
          ) : (
            <QueryStatus query={candidate} />
          )}
        </>
      )}
    </BizShell>
  );
}
