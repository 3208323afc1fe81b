import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { OfferGroup } from '../../contract/offers';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { Countdown } from '../../ui/countdown';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { useAnswerOfferGroup } from './api';
import { CurationAnswerNotes, useCurationAnswer } from './curation-answer-notes';
import { CurationCompany } from './curation-company';
import { CurationCompanySheet } from './curation-company-sheet';

const Deadline = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-weight: ${font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Expired = styled.div`
  margin: 0 0 ${space.lg};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};

  & a {
    color: ${color.primary};
    font-weight: ${font.weight.bold};
  }
`;

const Companies = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Quiet = styled.button`
  display: block;
  min-height: 44px;
  margin: ${space.sm} auto 0;
  padding: 0 ${space.md};
  border: 0;
  background: none;
  color: ${color.textMuted};
  font-size: ${font.size.body};
  text-decoration: underline;
  cursor: pointer;
`;

export interface CurationSelectionProps {
  group: OfferGroup;
  onConflict: () => void;
}

/** WAITING: pick companies, talk to the agent first, or refuse. EXPIRED: the same list, disabled (SPEC §4). */
export function CurationSelection({ group, onConflict }: CurationSelectionProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [refusing, setRefusing] = useState(false);
  const [toast, setToast] = useState<string>();
  const [openedId, setOpenedId] = useState<number>();
  const opened = group.offerItems.find((item) => item.id === openedId);
  const answer = useAnswerOfferGroup(group.groupId);
  // An answer waiting in the outbox stands for the candidate's choice: no second one meanwhile.
  const waitingAnswer = useCurationAnswer(group.groupId);
  const busy = answer.isPending || waitingAnswer?.state === 'queued';
  const [location, navigate] = useLocation();
  const expired = group.status === 'EXPIRED';

  const send = (body: { isLike: boolean; offerItems: number[]; agent?: boolean }) =>
    answer.mutate(body, {
      onSuccess: () => setRefusing(false),
      onError: (error) => {
        setRefusing(false);
        // SPEC §4: a 409 refreshes the group (someone answered first, or it expired); anything else goes to /my.
        if (error instanceof ApiError && error.status === 409) {
          setToast(error.message);
          onConflict();
        } else if (error instanceof ApiError) navigate('/my', { replace: true });
        else setToast('요청을 완료하지 못했습니다.');
      },
    });

  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Page>
      <Title>{`${group.userName}님을 위해\n에이전트가 고른 ${group.offerItems.length}개 기업`}</Title>
      <Lead>{`볼트X 에이전트 ${group.operatorName}: ${group.message}`}</Lead>
      {expired ? (
        <Expired role="status">
          선택 기간이 지난 큐레이션이에요.{' '}
          <Link href={`/ask?from=${encodeURIComponent(location)}`}>다시 연결을 원하시면 문의해 주세요</Link>
        </Expired>
      ) : (
        <Deadline>
          {'선택 마감까지 '}
          <Countdown deadline={group.expiredAt} ended="마감되었어요" />
        </Deadline>
      )}
      <CurationAnswerNotes groupId={group.groupId} />
      <Companies aria-label="큐레이션 기업">
        {group.offerItems.map((item) => (
          <CurationCompany
            key={item.id}
            item={item}
            checked={chosen.includes(item.id)}
            disabled={expired || busy}
            onToggle={() => toggle(item.id)}
            onOpen={() => setOpenedId(item.id)}
          />
        ))}
      </Companies>
      {opened ? (
        <CurationCompanySheet
          group={group}
          item={opened}
          checked={chosen.includes(opened.id)}
          selectable={!expired}
          busy={busy}
          onToggle={() => toggle(opened.id)}
          onClose={() => setOpenedId(undefined)}
        />
      ) : null}
      {expired ? null : (
        <>
          <StickyBar>
            <Button disabled={chosen.length === 0 || busy} onClick={() => send({ isLike: true, offerItems: chosen })}>
              {chosen.length > 0 ? `선택한 ${chosen.length}곳과 커피챗하기` : '커피챗할 회사를 선택해 주세요'}
            </Button>
          </StickyBar>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => send({ isLike: true, offerItems: [], agent: true })}
          >
            에이전트와 먼저 이야기할래요
          </Button>
          <Quiet type="button" disabled={busy} onClick={() => setRefusing(true)}>
            이번 큐레이션은 괜찮아요
          </Quiet>
        </>
      )}
      <ConfirmAlertOnDemand
        view={refusing}
        title="큐레이션을 모두 거절할까요?"
        subtit="거절하면 이 큐레이션의 기업을 다시 선택할 수 없어요."
        left={{ title: '취소', function: () => setRefusing(false) }}
        right={{ title: '거절하기', function: () => send({ isLike: false, offerItems: [] }) }}
        onClose={() => setRefusing(false)}
      />
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </Page>
  );
}
