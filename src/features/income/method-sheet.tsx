/** Which app approves the tax-office lookup: the messenger's certificate or PASS (with a telecom). */
import { styled } from '@linaria/react';
import { type FormEvent, useState } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ChoiceGroup } from '../../ui/choice-group';
import { ErrorText } from '../../ui/error-text';
import { color, font, space } from '../../ui/tokens';
import { TELECOM_OPTIONS, VERIFY_METHOD_OPTIONS } from '../../ui/verification-options';
import type { Telecom, VerifyMethod } from './api';

const Explanation = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

export interface MethodSheetProps {
  open: boolean;
  busy: boolean;
  error?: string;
  onClose: () => void;
  onSubmit: (method: VerifyMethod, telecom: Telecom | undefined) => void;
}

export function MethodSheet({ open, busy, error, onClose, onSubmit }: MethodSheetProps) {
  const [method, setMethod] = useState<VerifyMethod>(1);
  const [telecom, setTelecom] = useState<Telecom>();
  const [passConsent, setPassConsent] = useState(false);
  const ready = method === 1 || (telecom !== undefined && passConsent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit(method, method === 5 ? telecom : undefined);
  };

  return (
    <BottomSheet open={open} title="인증 방법을 선택해 주세요" onClose={onClose}>
      <Explanation>
        국세청 소득 자료를 불러오려면 본인 인증이 필요해요. 선택한 앱으로 인증 요청을 보내 드려요.
      </Explanation>
      <form noValidate onSubmit={submit}>
        <ChoiceGroup legend="인증 방법" options={VERIFY_METHOD_OPTIONS} value={method} onChange={setMethod} />
        {method === 5 ? (
          <>
            <ChoiceGroup<Telecom> legend="통신사" options={TELECOM_OPTIONS} value={telecom} onChange={setTelecom} />
            <Checkbox checked={passConsent} onChange={setPassConsent}>
              [필수] 본인확인 서비스 제3자 정보 제공에 동의합니다.
            </Checkbox>
          </>
        ) : null}
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button type="submit" disabled={!ready || busy}>
          {busy ? '인증 요청 중…' : '인증 요청하기'}
        </Button>
      </form>
    </BottomSheet>
  );
}
