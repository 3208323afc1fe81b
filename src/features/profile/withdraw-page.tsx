import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../lib/http';
import { isSignedInAtom } from '../../session/session-state';
import { signOut } from '../../session/sign-out';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { ErrorText } from '../../ui/error-text';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { TextArea } from '../../ui/text-area';
import { deleteAccount } from './api';

const REASONS = [
  '이직에 성공했어요',
  '원하는 제안이 오지 않아요',
  '개인정보가 걱정돼요',
  '알림이 너무 많아요',
] as const;
const OTHER = '기타';

function Withdraw() {
  const [choice, setChoice] = useState<string>();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [, navigate] = useLocation();
  const reason = choice === OTHER ? text.trim() : (choice ?? '');

  const leave = async () => {
    setConfirming(false);
    setPending(true);
    try {
      await deleteAccount(reason);
      // SPEC §4: every cached query, session storage and the tokens go; then home.
      navigate(await signOut({ revoke: false }), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '다시 시도해 주세요');
      setPending(false);
    }
  };

  const offline = useNeedsConnection();
  return (
    <Page>
      <Title>회원 탈퇴</Title>
      <Lead>
        탈퇴하면 프로필과 인증 정보가 바로 지워져요. 받은 제안이 있었다면 기록은 30일 동안 숨겨 보관한 뒤 모두 지워요.
      </Lead>
      <ChoiceGroup
        layout="stack"
        legend="떠나는 이유를 알려 주세요"
        options={[...REASONS, OTHER].map((value) => ({ value, label: value }))}
        value={choice}
        onChange={setChoice}
      />
      {choice === OTHER ? <TextArea label="이유" value={text} onChange={setText} maxLength={500} /> : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <NeedsConnection what="탈퇴는" />
      <StickyBar>
        <Button disabled={!reason || pending || offline} onClick={() => setConfirming(true)}>
          탈퇴하기
        </Button>
      </StickyBar>
      <ConfirmAlertOnDemand
        view={confirming}
        title="정말 탈퇴할까요?"
        subtit="탈퇴하면 되돌릴 수 없어요."
        left={{ title: '취소', function: () => setConfirming(false) }}
        right={{ title: '탈퇴하기', function: () => void leave() }}
        onClose={() => setConfirming(false)}
      />
    </Page>
  );
}

/** /my/withdraw — account deletion with a reason (SPEC §4). */
export function WithdrawPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <Withdraw /> : <SignInPrompt lead="로그인한 뒤에 탈퇴할 수 있어요." />;
}
