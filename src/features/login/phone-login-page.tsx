/**
 * /login/signin: an existing candidate signs in with a one-time code sent to their phone.
 * The code expires after 5 minutes (SPEC §4); six digits submit by themselves.
 */
import { styled } from '@linaria/react';
import { type FormEvent, useState } from 'react';
import { ErrorCode } from '../../contract/errors';
import { ApiError, NetworkError } from '../../lib/http';
import { formatPhone, isMobilePhone, PHONE_MAX_LENGTH, phoneDigits } from '../../lib/phone';
import { useCountdown } from '../../lib/use-countdown';
import { Button } from '../../ui/button';
import { CODE_EXPIRED, CodeInput, CodeTimeLeft } from '../../ui/code-input';
import { Lead, Page, Title } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { color, font, space } from '../../ui/tokens';
import { useRequestLoginCode, useSignInWithCode } from './api';
import { useCompleteSignIn } from './use-sign-in';

const OFFLINE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: ${space.md} 0 ${space.xl};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const LinkButton = styled.button`
  padding: ${space.xs} 0;
  border: 0;
  background: none;
  text-decoration: underline;
  cursor: pointer;
`;

const ErrorText = styled.p`
  margin: ${space.sm} 0 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

function messageOf(error: unknown): string {
  if (error instanceof NetworkError) return OFFLINE;
  if (error instanceof ApiError) return error.message;
  return '요청을 실패하였습니다.';
}

export function PhoneLoginPage() {
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState<number>();
  const [codeError, setCodeError] = useState<string>();
  const sendCode = useRequestLoginCode();
  const signIn = useSignInWithCode();
  const completeSignIn = useCompleteSignIn();
  const remaining = useCountdown(deadline);
  const expired = deadline !== undefined && remaining === 0;

  const phoneError = !phoneTouched
    ? undefined
    : phone === ''
      ? '휴대전화 번호를 입력해주세요.'
      : !isMobilePhone(phone)
        ? '정확한 휴대전화 번호를 입력해 주세요.'
        : undefined;

  const requestCode = (event?: FormEvent) => {
    event?.preventDefault();
    // Enter in the phone field after the code was sent must not resend it (and burn an hourly send).
    if ((event && deadline !== undefined) || sendCode.isPending) return;
    setPhoneTouched(true);
    if (!isMobilePhone(phone)) return;
    setCode('');
    setCodeError(undefined);
    sendCode.mutate(phoneDigits(phone), {
      onSuccess: ({ expiresIn }) => setDeadline(Date.now() + expiresIn * 1000),
    });
  };

  const submitCode = (value: string) => {
    if (expired) {
      setCodeError(CODE_EXPIRED);
      return;
    }
    setCodeError(undefined);
    const digits = phoneDigits(phone);
    signIn.mutate(
      { phone: digits, code: value },
      {
        onSuccess: (response) => completeSignIn(response, digits),
        onError: (error) => {
          setCodeError(messageOf(error));
          if (error instanceof ApiError && error.code === ErrorCode.codeInvalid) setCode('');
        },
      },
    );
  };

  return (
    <Page>
      <Title>{'휴대전화 번호로\n로그인해 주세요'}</Title>
      <Lead>볼트X에 참여할 때 인증한 번호로 인증번호를 보내 드려요.</Lead>
      <form onSubmit={requestCode} noValidate>
        <TextField
          label="휴대전화 번호"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="010-0000-0000"
          maxLength={PHONE_MAX_LENGTH}
          value={phone}
          error={phoneError}
          onChange={(event) => setPhone(formatPhone(event.currentTarget.value))}
          onBlur={() => setPhoneTouched(true)}
        />
        {deadline === undefined ? (
          <Button type="submit" disabled={sendCode.isPending || !isMobilePhone(phone)}>
            인증번호 받기
          </Button>
        ) : null}
        {sendCode.isError ? <ErrorText role="alert">{messageOf(sendCode.error)}</ErrorText> : null}
      </form>

      {deadline !== undefined ? (
        <section aria-label="인증번호 입력">
          <CodeInput
            label="인증번호 6자리"
            value={code}
            onChange={setCode}
            onComplete={submitCode}
            invalid={Boolean(codeError) || expired}
            disabled={signIn.isPending}
          />
          {codeError || expired ? <ErrorText role="alert">{codeError ?? CODE_EXPIRED}</ErrorText> : null}
          <Row>
            <CodeTimeLeft remaining={remaining} />
            <LinkButton type="button" onClick={() => requestCode()} disabled={sendCode.isPending}>
              인증번호 다시 받기
            </LinkButton>
          </Row>
        </section>
      ) : null}
    </Page>
  );
}
