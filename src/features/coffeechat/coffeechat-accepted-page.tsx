import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { CoffeechatQuestions } from '../../contract/offers';
import { ApiError, NetworkError } from '../../lib/http';
import { withParticle } from '../../lib/korean';
import { announceSessionExpired } from '../../lib/session-events';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { type NextStep, NextSteps } from '../../ui/next-steps';
import { NotFoundState } from '../../ui/not-found-state';
import { OfflineNotice } from '../../ui/offline-notice';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { useCoffeechatQuestions, useSaveCoffeechatQuestions } from './api';
import { coffeechatSteps } from './coffeechat-steps';
import { useLiveMeeting } from './meeting-api';
import { MeetingSection } from './meeting-section';
import { QuestionEditor } from './question-editor';
import { sameQuestions } from './question-list';

const Steps = styled.ol`
  margin: 0 0 ${space.xl};
  padding: ${space.lg} ${space.lg} ${space.lg} ${space.xxl};
  border-radius: ${radius.lg};
  background: ${color.background};
  line-height: 1.8;
  font-size: ${font.size.body};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.xs};
  font-size: ${font.size.bodyLarge};
`;

export const COFFEECHAT_NOT_FOUND_TITLE = '커피챗을 찾을 수 없어요';
export const COFFEECHAT_LOADING = '커피챗 정보를 불러오는 중이에요…';
export const COFFEECHAT_NOT_FOUND_REASON =
  '다른 계정으로 수락한 커피챗이거나 없는 커피챗이에요. 받은 제안 목록에서 다시 확인해 주세요.';

const acceptedSteps: NextStep[] = [
  {
    href: '/my/attack/select',
    label: '수락한 제안 보기',
    hint: '내가 커피챗을 수락한 회사와 제안 내용을 모아 볼 수 있어요.',
  },
  {
    href: '/my/edit',
    label: '프로필 보강하기',
    hint: '채용 담당자가 보기 전에 이력서와 포트폴리오를 채워 두세요.',
  },
  {
    href: '/my/message',
    label: '메시지 보내기',
    hint: '커피챗 준비가 막막하면 볼트X 에이전트에게 물어보세요.',
  },
];

function CoffeechatNotFound() {
  return (
    <NotFoundState title={COFFEECHAT_NOT_FOUND_TITLE} reason={COFFEECHAT_NOT_FOUND_REASON}>
      <Link href="/my/attack" asChild replace>
        <Button as="a">받은 제안 보기</Button>
      </Link>
    </NotFoundState>
  );
}

function Questions({ coffeechat }: { coffeechat: CoffeechatQuestions }) {
  const { coffeechatId } = coffeechat;
  const save = useSaveCoffeechatQuestions(coffeechatId);
  const [items, setItems] = useState<string[]>(coffeechat.items);
  const [toast, setToast] = useState<string>();
  const dirty = !sameQuestions(items, coffeechat.items);
  const offline = useNeedsConnection();
  return (
    <>
      <Heading>커피챗에서 물어볼 질문</Heading>
      <Lead>미리 적어 두면 채용 담당자에게 전달돼요. 최대 5개까지 준비할 수 있어요.</Lead>
      <QuestionEditor items={items} suggestions={coffeechat.suggestions} onChange={setItems} />
      <NeedsConnection what="질문 저장은" />
      {/* Only with something to save: a save button waiting disabled at the bottom of the screen
          would stand beside the meeting's own action as a second, greyed-out primary. */}
      {dirty || save.isPending ? (
        <StickyBar>
          <Button
            disabled={save.isPending || offline}
            onClick={() =>
              save.mutate(items, {
                onSuccess: (saved) => {
                  setItems(saved.items);
                  setToast('저장되었습니다.');
                },
                onError: (error) => setToast(error instanceof ApiError ? error.message : '요청을 실패하였습니다.'),
              })
            }
          >
            질문 저장하기
          </Button>
        </StickyBar>
      ) : null}
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </>
  );
}

/**
 * The coffee chat is read from the server before anything is said about it: the company named is
 * the server's, and an id that is not this candidate's (or none at all) is a not-found state —
 * the `company` of the link is never shown.
 */
function Accepted({ coffeechatId }: { coffeechatId: number }) {
  const coffeechat = useCoffeechatQuestions(coffeechatId);
  const meeting = useLiveMeeting(coffeechatId);
  // Drawn once the meeting is known, so "2~3일 안에" never shows over times already proposed.
  const steps = meeting.data ? coffeechatSteps(meeting.data) : [];
  const { error } = coffeechat;
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) announceSessionExpired();
  }, [error]);

  if (error instanceof ApiError && error.status === 404) return <CoffeechatNotFound />;
  if (!coffeechat.data) {
    if (error instanceof NetworkError) return <OfflineNotice onRetry={() => coffeechat.refetch()} />;
    if (!error) {
      return (
        <Page aria-busy="true">
          <Lead role="status">{COFFEECHAT_LOADING}</Lead>
        </Page>
      );
    }
    return (
      <Page>
        <Title>커피챗 정보를 불러오지 못했어요</Title>
        <Lead role="alert">잠시 후 다시 시도해 주세요.</Lead>
        <Button type="button" onClick={() => coffeechat.refetch()}>
          다시 시도하기
        </Button>
      </Page>
    );
  }
  const { company } = coffeechat.data;
  return (
    <Page>
      <Title>{`${withParticle(company, '와', '과')}\n커피챗이 시작돼요`}</Title>
      <Lead>내가 수락한 회사에만 이름과 연락처가 공개됐어요.</Lead>
      <MeetingSection coffeechatId={coffeechatId} />
      {steps.length > 0 ? (
        <Steps aria-label="커피챗 진행 순서">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      ) : null}
      <Questions coffeechat={coffeechat.data} />
      <NextSteps title="기다리는 동안" steps={acceptedSteps} />
    </Page>
  );
}

/** /my/result/like/:coffeechatId?company= — after accepting an offer (SPEC §2). */
export function CoffeechatAcceptedPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const coffeechatId = Number(useParams<{ coffeechatId: string }>().coffeechatId);
  if (!signedIn) return <SignInPrompt lead="커피챗 정보는 로그인한 뒤에 볼 수 있어요." />;
  if (!Number.isInteger(coffeechatId) || coffeechatId < 1) return <CoffeechatNotFound />;
  return <Accepted key={coffeechatId} coffeechatId={coffeechatId} />;
}
