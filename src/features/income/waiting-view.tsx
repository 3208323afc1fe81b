/** Waiting for the approval in the app: polls the status (status-polling.ts) until an outcome. */
import { styled } from '@linaria/react';
import { useEffect, useRef } from 'react';
import { Lead, Title } from '../../ui/page';
import { color, font, radius, space } from '../../ui/tokens';
import { fetchLifetimeStatus, type VerifyMethod } from './api';
import { type PollOutcome, pollLifetimeStatus } from './status-polling';
import { Actions, TextButton } from './styles';
import { useFocusOnMount } from './use-focus-on-mount';

const Spinner = styled.div`
  width: 40px;
  height: 40px;
  margin: ${space.xxl} auto;
  border: 4px solid ${color.primarySoft};
  border-top-color: ${color.primary};
  border-radius: ${radius.pill};
  animation: lifetime-spin 1s linear infinite;
  @keyframes lifetime-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-color: ${color.primary};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-size: ${font.size.caption};
`;

export interface WaitingViewProps {
  eventId: string;
  method: VerifyMethod;
  onOutcome: (outcome: PollOutcome) => void;
  onRestart: () => void;
}

export function WaitingView({ eventId, method, onOutcome, onRestart }: WaitingViewProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const report = useRef(onOutcome);
  report.current = onOutcome;
  const app = method === 5 ? 'PASS' : '카카오톡';

  useEffect(
    () =>
      pollLifetimeStatus({
        fetchStatus: (loadCount) => fetchLifetimeStatus(eventId, loadCount),
        onOutcome: (outcome) => report.current(outcome),
      }),
    [eventId],
  );

  return (
    <>
      <Title ref={heading} tabIndex={-1}>{`${app}에서\n인증을 완료해 주세요`}</Title>
      <Lead>{`${method === 5 ? 'PASS로' : '카카오톡으로'} 보낸 인증 요청을 확인해 주세요. 인증을 마치면 자동으로 다음 화면으로 넘어가요.`}</Lead>
      <Spinner role="status" aria-label="인증 완료를 기다리고 있어요" />
      <Notice>인증 요청은 5분 동안 유효해요. 앱을 닫지 말고 인증을 마친 뒤 이 화면으로 돌아와 주세요.</Notice>
      <Actions>
        <TextButton type="button" onClick={onRestart}>
          인증 다시 요청하기
        </TextButton>
      </Actions>
    </>
  );
}
