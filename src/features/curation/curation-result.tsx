import { styled } from '@linaria/react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { OfferGroup } from '../../contract/offers';
import { withParticle } from '../../lib/korean';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { font, space } from '../../ui/tokens';

// Only an offer with a request for a revision shows it: kept out of the pages' shared first load.
const RevisionStatus = lazy(() => import('../../ui/revision-status').then((m) => ({ default: m.RevisionStatus })));

function resultOf(group: OfferGroup): { title: string; lead: string; href: string; action: string } {
  if (group.status === 'MATCHED') {
    const names = group.offerItems.filter((item) => item.status === 'MATCHED').map((item) => item.name);
    return {
      title: `${withParticle(names.join(', '), '와', '과')}\n커피챗이 시작돼요`,
      lead: '선택한 회사에만 이름과 연락처가 공개돼요. 채용 담당자가 곧 연락드릴 거예요.',
      href: '/my/attack/select',
      action: '수락한 제안 보기',
    };
  }
  if (group.status === 'AGENT') {
    return {
      title: '에이전트가 곧 연락드릴게요',
      lead: `${withParticle(`볼트X 에이전트 ${group.operatorName}`, '와', '과')} 먼저 이야기한 뒤에 회사를 골라도 돼요. 선택 기간 안에 메시지로 알려 주세요.`,
      href: '/my/message',
      action: '메시지 보기',
    };
  }
  return {
    title: '큐레이션을 거절했어요',
    lead: '더 잘 맞는 회사를 찾으면 다시 알려 드릴게요.',
    href: '/my/attack',
    action: '받은 제안 보기',
  };
}

const Revision = styled.section`
  margin-bottom: ${space.xl};

  & > h2 {
    margin: 0 0 ${space.sm};
    font-size: ${font.size.bodyLarge};
  }
`;

/** What the agent asked companies of a handed-over curation to revise, on the candidate's behalf, and how it stands. */
function AgentRevisions({ group }: { group: OfferGroup }) {
  const revised = group.offerItems.filter((item) => item.revision);
  if (revised.length === 0) return null;
  return revised.map((item) => (
    <Revision key={item.id} aria-label={item.name}>
      <h2>{item.name}</h2>
      {item.revision ? (
        <Suspense fallback={null}>
          <RevisionStatus revision={item.revision} />
        </Suspense>
      ) : null}
    </Revision>
  ));
}

/** The MATCHED, AGENT and REFUSED result screens of a curation (SPEC §2). */
export function CurationResult({ group }: { group: OfferGroup }) {
  const result = resultOf(group);
  return (
    <Page>
      <Title>{result.title}</Title>
      <Lead>{result.lead}</Lead>
      {group.status === 'AGENT' ? <AgentRevisions group={group} /> : null}
      <Link href={result.href} asChild>
        <Button as="a">{result.action}</Button>
      </Link>
    </Page>
  );
}
