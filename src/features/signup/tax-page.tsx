/**
 * /submit_kakao/tax: salary by tax-office data. The resident-number back part stays in this
 * component's memory only, goes out once in the lookup request and is cleared right after.
 */
import { styled } from '@linaria/react';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { TwoWayContinuation } from '../../contract/signup';
import { ApiError } from '../../lib/http';
import { formatPhone, PHONE_MAX_LENGTH, phoneDigits } from '../../lib/phone';
import { clientSessionAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { Lead, Page, Title } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { space } from '../../ui/tokens';
import { completeTaxLookup, requestTaxLookup } from './api';
import { LIMIT_TITLE, lookupError } from './lookup-errors';
import { StepIndicator } from './step-indicator';
import { COMPLETE_ENABLE_MS } from './timing';
import {
  birthFrontError,
  nameError,
  normalizeName,
  phoneError,
  RESIDENT_BACK_MAX,
  residentBackError,
} from './validation';

const Identity = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
`;

type Alert = { title: string; description?: string; goBack?: boolean };

export function TaxPage() {
  const [session, setSession] = useAtom(clientSessionAtom);
  const [, navigate] = useLocation();
  const [name, setName] = useState(session.name);
  const [phone, setPhone] = useState(formatPhone(session.phone));
  const [front, setFront] = useState(session.birthday.slice(2, 8));
  const [back, setBack] = useState('');
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState(false);
  const [continuation, setContinuation] = useState<TwoWayContinuation>();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alert>();
  const backInput = useRef<HTMLInputElement>(null);
  const [canComplete, setCanComplete] = useState(false);

  // As on the career waiting screen: the approval takes a moment, so completing is offered after 3 s.
  useEffect(() => {
    if (!continuation) return;
    setCanComplete(false);
    const timer = setTimeout(() => setCanComplete(true), COMPLETE_ENABLE_MS);
    return () => clearTimeout(timer);
  }, [continuation]);

  const errors = {
    name: nameError(name),
    phone: phoneError(phone),
    front: birthFrontError(front),
    back: residentBackError(back),
  };
  const valid = !Object.values(errors).some(Boolean) && consent;

  async function requestLookup() {
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    try {
      setContinuation(
        await requestTaxLookup({
          name: normalizeName(name),
          phone: phoneDigits(phone),
          identity: `${front}${back}`,
          consent: true,
        }),
      );
    } catch (error) {
      setAlert(alertFor(error));
    } finally {
      setBack('');
      setBusy(false);
    }
  }

  async function completeLookup() {
    if (!continuation) return;
    setBusy(true);
    try {
      const { salaryByTax } = await completeTaxLookup(continuation);
      if (salaryByTax > 0) {
        setSession((current) => ({ ...current, salaryByTax, salaryType: 'TAX' }));
        navigate('/submit_kakao/salary', { replace: true });
      } else {
        // Recorded as 0 so the salary step can say this basis cannot be chosen (SPEC §8).
        setSession((current) => ({ ...current, salaryByTax: 0 }));
        setAlert({
          title: '국세청 소득 정보가 없어요.',
          description: '건강보험 기준 연봉으로 진행해 주세요.',
          goBack: true,
        });
      }
    } catch (error) {
      // Only "not approved yet" keeps this continuation; anything else starts over from the form.
      if (!(error instanceof ApiError && error.status === 409)) setContinuation(undefined);
      setAlert(alertFor(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page>
      <StepIndicator step={4} />
      <Title>{'국세청 소득으로\n연봉을 인증해요'}</Title>
      {continuation ? (
        <>
          <Lead>간편인증 앱에서 국세청 인증을 완료한 뒤 아래 버튼을 눌러 주세요.</Lead>
          <Button disabled={busy || !canComplete} onClick={completeLookup}>
            인증 완료
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void requestLookup();
          }}
        >
          <Lead>주민등록번호 뒷자리는 조회에만 쓰고 저장하지 않아요.</Lead>
          <TextField
            label="이름"
            value={name}
            error={touched ? errors.name : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextField
            label="휴대전화 번호"
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_MAX_LENGTH}
            value={phone}
            error={touched ? errors.phone : undefined}
            onChange={(e) => setPhone(formatPhone(e.currentTarget.value))}
          />
          <Identity>
            <TextField
              label="생년월일 6자리"
              inputMode="numeric"
              maxLength={6}
              value={front}
              error={touched ? errors.front : undefined}
              onChange={(e) => {
                const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 6);
                setFront(digits);
                if (digits.length === 6) backInput.current?.focus();
              }}
            />
            <TextField
              ref={backInput}
              label="주민등록번호 뒷자리"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={RESIDENT_BACK_MAX}
              value={back}
              error={touched ? errors.back : undefined}
              onChange={(e) => setBack(e.currentTarget.value.replace(/\D/g, '').slice(0, RESIDENT_BACK_MAX))}
            />
          </Identity>
          <Checkbox checked={consent} onChange={setConsent}>
            [필수] 국세청 소득 정보 조회에 동의합니다.
          </Checkbox>
          <Button type="submit" disabled={busy || !valid}>
            국세청 인증 요청하기
          </Button>
        </form>
      )}
      <ConfirmAlert
        view={Boolean(alert)}
        title={alert?.title ?? ''}
        subtit={alert?.description}
        right={{
          title: '확인',
          function: () => {
            const goBack = alert?.goBack;
            setAlert(undefined);
            if (goBack) navigate('/submit_kakao/salary', { replace: true });
          },
        }}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}

function alertFor(error: unknown): Alert {
  if (error instanceof ApiError && error.status === 429) return { title: LIMIT_TITLE, description: error.message };
  if (error instanceof ApiError && error.status !== 400 && error.status < 500) {
    const known = lookupError(error.status);
    return { title: known.title, description: known.description };
  }
  return { title: '요청을 완료하지 못했습니다.', description: '잠시 후 다시 시도해 주세요.' };
}
