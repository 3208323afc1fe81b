/**
 * The waiting screen (/submit_kakao/pending?type=kakao|pass). The candidate approves in the
 * messenger or PASS app, then presses complete (enabled after 3 s). Once the request's 5 minutes
 * have passed, 인증 다시 요청하기 sends a new one for the same person and app. The verification
 * store lives in sessionStorage, so a reload here resumes the wait. Once verified, the careers found
 * are shown for the candidate to confirm before the salary step.
 */
import { styled } from '@linaria/react';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { validate } from 'superstruct';
import { useLocation, useSearch } from 'wouter';
import { VerifyRestarted } from '../../contract/signup';
import type { CareerItem } from '../../contract/verify-data';
import { ApiError, NetworkError } from '../../lib/http';
import { clientSessionAtom } from '../../session/session-state';
import { startSession } from '../../session/start-session';
import { Button } from '../../ui/button';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { Lead, Page, Title } from '../../ui/page';
import { APPROVAL_WAIT_MS, RequestAgainButton } from '../../ui/request-again-button';
import { color, font, radius, space } from '../../ui/tokens';
import { AnalysisOverlay } from './analysis-overlay';
import { completeVerification, fetchHealthSalary, requestVerification } from './api';
import { CareerConfirmation } from './career-confirmation';
import { ExitPrompt } from './exit-prompt';
import {
  certificateNotIssued,
  type LookupError,
  limitReached,
  lookupError,
  offersSupport,
  SUPPORT_BUTTON,
  supportHref,
} from './lookup-errors';
import { careersToConfirmAtom, initialVerification, verificationAtom } from './state';
import { StepIndicator } from './step-indicator';
import { COMPLETE_ENABLE_MS } from './timing';
import { patchUtm } from './utm';

const SUCCESS_PAUSE_MS = 1_000;

const Notice = styled.p`
  margin: ${space.xl} 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-size: ${font.size.caption};
`;

const Sent = styled.p`
  margin: ${space.md} 0 0;
  color: ${color.primary};
  font-size: ${font.size.caption};
  text-align: center;
`;

const WRONG_PATH = '잘못된 경로입니다. 볼트엑스 메인을 통해 다시 진입해 주세요.';

const alreadyMember = (reapply: boolean): LookupError => ({
  title: '볼트X 참여 이력이 있습니다.',
  description: reapply ? '마이페이지에서 확인해 주세요.' : '휴대전화 번호로 로그인해 주세요.',
  button: reapply ? '마이페이지로' : '로그인하기',
  action: reapply ? 'my' : 'login',
});

export function PendingPage() {
  const [store, setStore] = useAtom(verificationAtom);
  const [careersToConfirm, setCareersToConfirm] = useAtom(careersToConfirmAtom);
  const verifiedCareers = useRef<CareerItem[]>([]);
  const setSession = useSetAtom(clientSessionAtom);
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const app = search.get('type') === 'pass' ? 'PASS' : '카카오톡';
  const toApp = app === 'PASS' ? 'PASS로' : '카카오톡으로';
  const [canComplete, setCanComplete] = useState(false);
  const [analysing, setAnalysing] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<LookupError & { support?: boolean }>();
  const [requesting, setRequesting] = useState(false);
  const [requestedAgain, setRequestedAgain] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request (requestedAt) starts a wait of its own, complete disabled for its first 3 s
  useEffect(() => {
    setCanComplete(false);
    const timer = setTimeout(() => setCanComplete(true), COMPLETE_ENABLE_MS);
    return () => clearTimeout(timer);
  }, [store.requestedAt]);

  if (careersToConfirm) {
    return (
      <Page>
        <ExitPrompt />
        <StepIndicator step={3} />
        <CareerConfirmation
          careers={careersToConfirm}
          onConfirm={() => {
            setCareersToConfirm(null);
            navigate('/submit_kakao/salary', { replace: true });
          }}
        />
      </Page>
    );
  }

  if (!store.cfid) {
    return (
      <Page>
        <Title>경력 인증</Title>
        <ConfirmAlert
          view
          title={WRONG_PATH}
          right={{ title: '볼트X 메인으로', function: () => navigate('/', { replace: true }) }}
          outClickDisable
        />
      </Page>
    );
  }

  async function requestAgain() {
    setRequesting(true);
    setRequestedAgain(false);
    try {
      const continuation = await requestVerification({
        id: store.id,
        loginTypeLevel: store.loginTypeLevel,
        phone: store.phone,
        name: store.name,
        birthday: store.birthday,
        gender: store.gender as '남성' | '여성',
        telecom: store.telecom,
      });
      // A new session of its own: nothing to present from before a restart.
      setStore({ ...store, ...continuation, isRestart: false, requestedAt: Date.now() });
      setRequestedAgain(true);
    } catch (error) {
      setFailure(await failureWithSupport(error));
    } finally {
      setRequesting(false);
    }
  }

  async function complete() {
    setAnalysing(true);
    setDone(false);
    try {
      const outcome = await completeVerification({
        cfid: store.cfid,
        jobIndex: store.jobIndex,
        threadIndex: store.threadIndex,
        jti: store.jti,
        twoWayTimestamp: store.twoWayTimestamp,
        reapply: store.reapply,
        isRestart: store.isRestart,
      });
      if (outcome.kind === 'member') {
        setAnalysing(false);
        setFailure(alreadyMember(store.reapply));
        return;
      }
      const { verified } = outcome;
      verifiedCareers.current = verified.careerItems;
      await startSession(verified);
      void patchUtm({ status: 'VERIFIED', userId: verified.userId });
      // The account exists now whatever happens next: a failed health lookup must not strand the
      // user on this screen (the salary step offers the tax office instead).
      const health = await fetchHealthSalary().catch(() => undefined);
      const latest = health ? [...health.salaryItems].sort((a, b) => b.year - a.year)[0] : undefined;
      setSession((session) => ({
        ...session,
        userId: verified.userId,
        name: store.name,
        phone: store.phone,
        birthday: store.birthday,
        gender: store.gender,
        jobLabel: store.jobLabel,
        jobSubLabel: store.jobSubLabel,
        existence: verified.existence,
        career: verified.careerItems.map((career) => ({ jobLabel: career.job })),
        salaryByHealth: latest?.salary ?? 0,
        salaryType: 'HEALTH',
      }));
      setDone(true);
    } catch (error) {
      setAnalysing(false);
      setFailure(await failureWithSupport(error));
    }
  }

  /** SPEC §4: once the analysis has run its course, continue after 1 s — to the careers found. */
  function continueToCareers() {
    setTimeout(() => {
      // The continuation is spent: coming back here must not offer to complete it again.
      setStore(initialVerification);
      setCareersToConfirm(verifiedCareers.current);
      setAnalysing(false);
    }, SUCCESS_PAUSE_MS);
  }

  /** Maps a failed completion or re-request to what the user is told and where they go next. */
  async function failureOf(error: unknown): Promise<LookupError> {
    if (error instanceof ApiError && error.code === 'SIGNUP_ALREADY_VERIFIED') return alreadyMember(store.reapply);
    if (error instanceof ApiError && (error.code === 'VERIFY_NOT_FOUND' || error.code === 'SIGNUP_NOT_FOUND')) {
      return { title: WRONG_PATH, description: '', button: '볼트X 메인으로', action: 'home' };
    }
    if (error instanceof ApiError && error.code === 'VERIFY_RESTARTED') {
      const [, restarted] = validate(error.body, VerifyRestarted, { mask: true });
      if (restarted) setStore({ ...store, ...restarted.continuation, isRestart: true });
      else await requestAgain();
      return { ...lookupError(409), description: error.message };
    }
    if (error instanceof NetworkError) {
      return {
        title: '인터넷에 연결되어 있지 않아요',
        description: '연결을 확인한 뒤 다시 시도해 주세요.',
        button: '확인',
        action: 'stay',
      };
    }
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 429 && error instanceof ApiError) return limitReached(error.message);
    return status === 420 ? certificateNotIssued(store.loginTypeLevel) : lookupError(status);
  }

  /** The failure, offering 1:1 문의 where the person cannot get past it alone (not to a member sent to sign in). */
  async function failureWithSupport(error: unknown) {
    const shown = await failureOf(error);
    const status = error instanceof ApiError ? error.status : 0;
    return { ...shown, support: offersSupport(status) && shown.action !== 'login' && shown.action !== 'my' };
  }

  async function onFailureConfirmed() {
    const action = failure?.action;
    setFailure(undefined);
    if (action === 'home') navigate('/', { replace: true });
    else if (action === 'no-career') navigate('/submit_kakao/nocareer', { replace: true });
    else if (action === 'request-again') await requestAgain();
    else if (action === 'login') navigate('/login/signin', { replace: true });
    else if (action === 'my') navigate('/my', { replace: true });
    else if (action === 'back') window.history.back();
  }

  return (
    <Page>
      <ExitPrompt />
      <StepIndicator step={3} />
      <Title>{`${app}에서\n인증을 완료해 주세요`}</Title>
      <Lead>{`${toApp} 보낸 인증 요청을 확인하고, 인증을 마친 뒤 아래 버튼을 눌러 주세요.`}</Lead>
      <Notice>인증 요청은 5분 동안 유효해요. 5분이 지나면 인증을 다시 요청해 주세요.</Notice>
      <Button disabled={!canComplete || analysing} onClick={complete}>
        인증 완료
      </Button>
      <RequestAgainButton
        availableAt={store.requestedAt ? store.requestedAt + APPROVAL_WAIT_MS : undefined}
        busy={requesting}
        onRequest={() => void requestAgain()}
      />
      <Sent role="status">{requestedAgain ? `${toApp} 인증 요청을 다시 보냈어요.` : ''}</Sent>
      {analysing ? <AnalysisOverlay done={done} onFinished={continueToCareers} /> : null}
      <ConfirmAlert
        view={Boolean(failure)}
        title={failure?.title ?? ''}
        subtit={failure?.description}
        left={
          failure?.support
            ? { title: SUPPORT_BUTTON, function: () => navigate(supportHref('/submit_kakao/pending')) }
            : undefined
        }
        right={{ title: failure?.button ?? '확인', function: onFailureConfirmed }}
        outClickDisable
      />
    </Page>
  );
}
