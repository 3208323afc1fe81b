/**
 * Sign-up order (SPEC §4): existence check (skipped when reapplying) → create → verification
 * request. On success the verification store holds the two-way continuation and the waiting
 * screen takes over: at /submit_kakao/pending, or for a member verifying again (`reapply`) at the
 * current path with the pending page appended (SPEC §2).
 */
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, NetworkError } from '../../lib/http';
import { phoneDigits } from '../../lib/phone';
import { readReferral } from '../../lib/referral';
import { checkExistence, createUser, requestVerification } from './api';
import { CONSENT_VERSION, type ConsentCode } from './consents';
import { certificateNotIssued, LIMIT_TITLE, lookupError } from './lookup-errors';
import { careersToConfirmAtom, verificationAtom } from './state';
import { normalizeName } from './validation';
import type { VerificationForm } from './verification-form';

export interface StartAlert {
  title: string;
  description: string;
  kind: 'member' | 'failure';
}

export function useStartVerification(jobLabel: string, jobSubLabel: string, reapply = false) {
  const [store, setStore] = useAtom(verificationAtom);
  const setCareersToConfirm = useSetAtom(careersToConfirmAtom);
  const [path, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<StartAlert>();

  async function start(form: VerificationForm, consents: Record<ConsentCode, boolean>) {
    const name = normalizeName(form.name);
    const phone = phoneDigits(form.phone);
    const gender = form.gender ?? '남성';
    setBusy(true);
    try {
      if (!reapply) {
        const { existence } = await checkExistence(name, phone);
        if (existence) {
          setAlert({
            kind: 'member',
            title: '볼트X 참여 이력이 있습니다.',
            description: '휴대전화 번호로 로그인해 주세요.',
          });
          return;
        }
      }
      const { id } = await createUser({
        name,
        phone,
        gender,
        birthday: form.birthday,
        jobLabel,
        jobSubLabel,
        reapply,
        consents: Object.entries(consents).map(([code, agreed]) => ({
          code: code as ConsentCode,
          version: CONSENT_VERSION,
          agreed,
        })),
        referralToken: readReferral(),
      });
      const continuation = await requestVerification({
        id,
        loginTypeLevel: form.loginTypeLevel,
        phone,
        name,
        birthday: form.birthday,
        gender,
        telecom: form.telecom ?? 0,
      });
      setStore({
        ...store,
        ...continuation,
        id,
        loginTypeLevel: form.loginTypeLevel,
        telecom: form.telecom ?? 0,
        name,
        phone,
        birthday: form.birthday,
        gender,
        jobLabel,
        jobSubLabel,
        reapply,
        isRestart: false,
        requestedAt: Date.now(),
      });
      // A confirmation left unfinished by an earlier sign-up of this tab must not stand in for this wait.
      setCareersToConfirm(null);
      const pending = `submit_kakao/pending?type=${form.loginTypeLevel === 5 ? 'pass' : 'kakao'}`;
      navigate(reapply ? `${path.replace(/\/$/, '')}/${pending}` : `/${pending}`);
    } catch (error) {
      setAlert({ kind: 'failure', ...alertFor(error, form.loginTypeLevel) });
    } finally {
      setBusy(false);
    }
  }

  return { start, busy, alert, dismiss: () => setAlert(undefined) };
}

function alertFor(error: unknown, loginTypeLevel: 1 | 5): { title: string; description: string } {
  if (error instanceof NetworkError) {
    return { title: '인터넷에 연결되어 있지 않아요', description: '연결을 확인한 뒤 다시 시도해 주세요.' };
  }
  if (error instanceof ApiError) {
    if (error.status === 420) {
      const { title, description } = certificateNotIssued(loginTypeLevel);
      return { title, description };
    }
    if (error.status === 429) return { title: LIMIT_TITLE, description: error.message };
    if (error.status === 400)
      return { title: '인증 요청이 실패했습니다.', description: '입력한 정보를 확인해 주세요.' };
    if (error.status in { 403: 1, 410: 1, 412: 1, 418: 1, 419: 1, 422: 1 }) {
      const known = lookupError(error.status);
      return { title: known.title, description: known.description };
    }
  }
  return {
    title: '요청을 완료하지 못했습니다.',
    description: '문제가 계속되면 잠시 후 다시 시도해 주세요.',
  };
}
