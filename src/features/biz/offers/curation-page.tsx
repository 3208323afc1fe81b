/** /biz/candidates/:id/curation: agents and operators bundle several companies' offers. */
import { Link, useParams } from 'wouter';
import { candidateHref } from '../pool/candidate-card';
import { useCandidate } from '../pool/pool-api';
import { BizShell } from '../shell/biz-shell';
import { salaryOrDash } from '../shell/format';
import { sendsForAnyCompany } from '../shell/labels';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { Muted, Panel, PanelTitle } from '../shell/shell-styles';
import { CurationForm } from './curation-form';

export const CURATION_NOT_ALLOWED = '큐레이션은 에이전트와 운영자만 보낼 수 있습니다.';

export function CurationPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <BizShell title="큐레이션 보내기" back={candidateHref(id)}>
      {(me) =>
        sendsForAnyCompany(me.role) ? (
          <CurationContent id={id} />
        ) : (
          <EmptyState role="alert">
            <p>{CURATION_NOT_ALLOWED}</p>
            <Link href={candidateHref(id)}>후보자 프로필로 돌아가기</Link>
          </EmptyState>
        )
      }
    </BizShell>
  );
}

function CurationContent({ id }: { id: string }) {
  const candidate = useCandidate(id);
  if (!candidate.data) return <QueryStatus query={candidate} />;
  const { candidate: profile } = candidate.data;
  return (
    <>
      <Panel aria-label="받는 후보자">
        <PanelTitle>{profile.headline}</PanelTitle>
        <Muted>
          인증 연봉 {salaryOrDash(profile.verifiedSalary)} · 희망 연봉 {salaryOrDash(profile.hopeSalary, '미입력')}
        </Muted>
      </Panel>
      <Panel aria-label="큐레이션 구성">
        <CurationForm candidate={profile} />
      </Panel>
    </>
  );
}
