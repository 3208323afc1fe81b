/**
 * /event/lifetime — the lifetime-income event (SPEC §1, §7 income). Visitors see what it is and
 * the way in. A candidate chooses an app (카카오 or PASS), the server starts the tax-office lookup,
 * the screen waits for the approval by polling the status, completes, and shows the result. The
 * event id (and then the result) is kept in sessionStorage, so a reload resumes where it was; a
 * return without it (another tab, a later visit) shows the latest result the server kept, until
 * the candidate chooses 다시 조회하기.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ApiError, NetworkError } from '../../lib/http';
import { utmSuffix } from '../../lib/share-utm';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import {
  completeLifetime,
  incomeKeys,
  startLifetimeVerify,
  type Telecom,
  useLatestLifetimeResult,
  type VerifyMethod,
} from './api';
import { LifetimeIntro } from './lifetime-intro';
import { MethodSheet } from './method-sheet';
import { ResultView } from './result-view';
import { type LifetimeSession, readLifetimeSession, writeLifetimeSession } from './state';
import type { PollOutcome } from './status-polling';
import { Actions, TextButton } from './styles';
import { useFocusOnMount } from './use-focus-on-mount';
import { WaitingView } from './waiting-view';

const OFFLINE = '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.';
const FALLBACK = '요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const TIMEOUT_TITLE = '인증 확인 시간이 지났어요';

const messageOf = (error: unknown) =>
  error instanceof NetworkError ? OFFLINE : error instanceof ApiError && error.message ? error.message : FALLBACK;

type Phase =
  | { kind: 'intro' }
  | { kind: 'waiting'; round: number }
  | { kind: 'timeout' }
  /** eventId: the lookup succeeded and only the completion failed, so it can be tried again. */
  | { kind: 'failed'; message: string; eventId?: string }
  | { kind: 'completing' }
  | { kind: 'result' };

export function LifetimePage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return <Page>{signedIn ? <LifetimeFlow /> : <VisitorIntro />}</Page>;
}

function VisitorIntro() {
  const suffix = utmSuffix(useSearch());
  return (
    <LifetimeIntro>
      <Actions>
        <Link href={`/submit${suffix}`} asChild>
          <Button as="a">볼트X 가입하고 확인하기</Button>
        </Link>
        <Link href="/login" asChild>
          <Button as="a" variant="secondary">
            이미 회원이라면 로그인
          </Button>
        </Link>
      </Actions>
    </LifetimeIntro>
  );
}

function LifetimeFlow() {
  const [session, setSessionState] = useState(readLifetimeSession);
  const setSession = (next: LifetimeSession | null) => {
    writeLifetimeSession(next);
    setSessionState(next);
  };
  const [phase, setPhase] = useState<Phase>(() =>
    session?.result ? { kind: 'result' } : session ? { kind: 'waiting', round: 0 } : { kind: 'intro' },
  );
  const [sheetOpen, setSheetOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const rounds = useRef(0);
  const queryClient = useQueryClient();
  /** Set by 다시 조회하기: the kept result no longer stands in for the intro. */
  const [startingOver, setStartingOver] = useState(false);
  const kept = useLatestLifetimeResult(!session && !startingOver);

  async function start(method: VerifyMethod, telecom: Telecom | undefined) {
    setStarting(true);
    setStartError(undefined);
    try {
      const { eventId } = await startLifetimeVerify(method, telecom);
      setSession({ eventId, method });
      setSheetOpen(false);
      setPhase({ kind: 'waiting', round: 0 });
    } catch (error) {
      setStartError(messageOf(error));
    } finally {
      setStarting(false);
    }
  }

  async function complete(eventId: string) {
    setPhase({ kind: 'completing' });
    try {
      const result = await completeLifetime(eventId);
      const current = readLifetimeSession();
      setSession({ eventId, method: current?.method ?? 1, result });
      queryClient.setQueryData(incomeKeys.latest, { result });
      setPhase({ kind: 'result' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        // Nothing to estimate from (no income found): completing again cannot help.
        setSession(null);
        setPhase({ kind: 'failed', message: messageOf(error) });
      } else {
        setPhase({ kind: 'failed', message: messageOf(error), eventId });
      }
    }
  }

  function onOutcome(outcome: PollOutcome) {
    if (!session) return;
    if (outcome.kind === 'done') {
      void complete(session.eventId);
    } else if (outcome.kind === 'failed') {
      // The lookup is over: a reload must not wait for it again.
      setSession(null);
      setPhase({ kind: 'failed', message: outcome.message });
    } else {
      setPhase({ kind: 'timeout' });
    }
  }

  function restart() {
    setStartingOver(true);
    setSession(null);
    setStartError(undefined);
    setPhase({ kind: 'intro' });
    setSheetOpen(true);
  }

  if (phase.kind === 'result' && session?.result) return <ResultView result={session.result} onRestart={restart} />;

  if (phase.kind === 'intro' && !session && !startingOver) {
    if (kept.isLoading) return <Step title="저장된 결과를 불러오고 있어요" lead="잠시만 기다려 주세요." busy />;
    // Offline or refused: the intro below still lets the candidate look up again.
    if (kept.data?.result) return <ResultView result={kept.data.result} onRestart={restart} />;
  }

  if (session && phase.kind === 'waiting') {
    return (
      <WaitingView
        key={phase.round}
        eventId={session.eventId}
        method={session.method}
        onOutcome={onOutcome}
        onRestart={restart}
      />
    );
  }

  if (phase.kind === 'completing') {
    return <Step title={'인증이 완료됐어요\n생애 소득을 계산하고 있어요'} lead="잠시만 기다려 주세요." busy />;
  }

  if (phase.kind === 'timeout') {
    return (
      <Step
        title={TIMEOUT_TITLE}
        lead="앱에서 인증을 마치셨다면 다시 확인해 주세요. 아직이라면 인증을 다시 요청할 수 있어요."
      >
        <Button
          type="button"
          onClick={() => {
            rounds.current += 1;
            setPhase({ kind: 'waiting', round: rounds.current });
          }}
        >
          다시 확인하기
        </Button>
        <TextButton type="button" onClick={restart}>
          인증 다시 요청하기
        </TextButton>
      </Step>
    );
  }

  if (phase.kind === 'failed') {
    const { eventId } = phase;
    const retry = eventId ? () => void complete(eventId) : restart;
    return (
      <Step title="생애 소득을 확인하지 못했어요" lead={phase.message} alert>
        <Button type="button" onClick={retry}>
          다시 시도하기
        </Button>
        {eventId ? (
          <TextButton type="button" onClick={restart}>
            인증 다시 요청하기
          </TextButton>
        ) : null}
      </Step>
    );
  }

  return (
    <LifetimeIntro>
      <Actions>
        <Button type="button" onClick={() => setSheetOpen(true)}>
          생애 소득 확인하기
        </Button>
      </Actions>
      <MethodSheet
        open={sheetOpen}
        busy={starting}
        error={startError}
        onClose={() => setSheetOpen(false)}
        onSubmit={(method, telecom) => void start(method, telecom)}
      />
    </LifetimeIntro>
  );
}

function Step({
  title,
  lead,
  busy,
  alert,
  children,
}: {
  title: string;
  lead: string;
  busy?: boolean;
  alert?: boolean;
  children?: ReactNode;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-busy={busy}>
      <Title ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Lead role={alert ? 'alert' : busy ? 'status' : undefined}>{lead}</Lead>
      {children ? <Actions>{children}</Actions> : null}
    </section>
  );
}
