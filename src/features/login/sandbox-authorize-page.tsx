/**
 * /login/sandbox-authorize: in sandbox mode, our stand-in for the messenger's consent screen.
 * Whoever types a member's phone here "is" that Kakao account — demo data only, which the
 * 샌드박스 marker makes plain.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ApiError } from '../../lib/http';
import { formatPhone, isMobilePhone, PHONE_MAX_LENGTH, phoneDigits } from '../../lib/phone';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { Lead, Page, Title } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { font, radius, space } from '../../ui/tokens';
import { sandboxAuthorize } from './api';

const Notice = styled.p`
  margin: 0 0 ${space.xl};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: #fee500;
  color: #191600;
  font-size: ${font.size.caption};
`;

export function SandboxAuthorizePage() {
  const params = new URLSearchParams(useSearch());
  const redirectUri = params.get('redirect_uri') ?? '';
  const state = params.get('state') ?? '';
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function agree() {
    setBusy(true);
    setError(undefined);
    try {
      const { redirectTo } = await sandboxAuthorize({ phone: phoneDigits(phone), redirectUri, state });
      window.location.assign(redirectTo);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '요청을 실패하였습니다.');
      setBusy(false);
    }
  }

  return (
    <Page>
      <Title>{'카카오 계정으로\n볼트X에 로그인'}</Title>
      <Notice>
        샌드박스: 실제 카카오 대신 볼트X가 동의 화면을 보여 줘요. 카카오 계정의 휴대전화 번호를 입력해 주세요.
      </Notice>
      <Lead>볼트X가 카카오 계정의 휴대전화 번호를 받아 회원을 확인해요.</Lead>
      <TextField
        label="카카오 계정 휴대전화 번호"
        type="tel"
        inputMode="numeric"
        maxLength={PHONE_MAX_LENGTH}
        value={phone}
        onChange={(event) => setPhone(formatPhone(event.currentTarget.value))}
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button disabled={busy || !isMobilePhone(phone) || !redirectUri || !state} onClick={agree}>
        동의하고 계속하기
      </Button>
    </Page>
  );
}
