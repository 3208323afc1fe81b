import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { isSignedInAtom } from '../../app/session-state';
import { SignInPrompt } from '../../app/sign-in-prompt';
import { ApiError } from '../../lib/http';
import { withParticle } from '../../lib/korean';
import { announceSessionExpired } from '../../lib/session-events';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { useCoffeechatQuestions, useSaveCoffeechatQuestions } from './api';
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

function Questions({ coffeechatId }: { coffeechatId: number }) {
  const questions = useCoffeechatQuestions(coffeechatId);
  const save = useSaveCoffeechatQuestions(coffeechatId);
  const [items, setItems] = useState<string[]>();
  const [toast, setToast] = useState<string>();
  useEffect(() => {
    // SPEC §8 sends failed offer loads home; this page already confirmed the acceptance, so it stays.
    if (questions.error instanceof ApiError && questions.error.status === 401) announceSessionExpired();
  }, [questions.error]);
  useEffect(() => {
    if (questions.data && items === undefined) setItems(questions.data.items);
  }, [questions.data, items]);

  if (questions.isError) return <Lead role="alert">질문을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Lead>;
  if (!questions.data || !items) return null;
  const dirty = !sameQuestions(items, questions.data.items);
  return (
    <>
      <Heading>커피챗에서 물어볼 질문</Heading>
      <Lead>미리 적어 두면 채용 담당자에게 전달돼요. 최대 5개까지 준비할 수 있어요.</Lead>
      <QuestionEditor items={items} suggestions={questions.data.suggestions} onChange={setItems} />
      <StickyBar>
        <Button
          disabled={!dirty || save.isPending}
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
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </>
  );
}

/** /my/result/like/:coffeechatId?company= — after accepting an offer (SPEC §2). */
export function CoffeechatAcceptedPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const coffeechatId = Number(useParams<{ coffeechatId: string }>().coffeechatId);
  const company = new URLSearchParams(useSearch()).get('company') ?? '';
  if (!signedIn) return <SignInPrompt lead="커피챗 정보는 로그인한 뒤에 볼 수 있어요." />;
  return (
    <Page>
      <Title>{company ? `${withParticle(company, '와', '과')}\n커피챗이 시작돼요` : '커피챗이 시작돼요'}</Title>
      <Lead>수락한 회사에만 이름과 연락처가 공개됐어요.</Lead>
      <Steps>
        <li>채용 담당자가 2~3일 안에 연락드려요.</li>
        <li>편한 시간을 정해 30분 정도 가볍게 이야기해요.</li>
        <li>대화 후 지원 여부는 자유롭게 정하면 돼요.</li>
      </Steps>
      {Number.isInteger(coffeechatId) && coffeechatId > 0 ? <Questions coffeechatId={coffeechatId} /> : null}
      <Link href="/my/attack/select" asChild>
        <Button as="a" variant="secondary">
          수락한 제안 보기
        </Button>
      </Link>
    </Page>
  );
}
