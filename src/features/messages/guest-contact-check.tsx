/**
 * Where a signed-out visitor is to be answered, confirmed with a one-time code the way Korean apps
 * confirm a phone: type the number or address, 인증번호 받기, then the six digits within
 * 5 minutes. Only a contact proved to be the visitor's is ever sent our answer. The page owns the
 * state; this draws the field, the button, the code boxes and the time left.
 */
import { styled } from '@linaria/react';
import type { ContactKind } from '../../contract/guest-inquiries';
import { formatPhone, PHONE_MAX_LENGTH } from '../../lib/phone';
import { useCountdown } from '../../lib/use-countdown';
import { Button } from '../../ui/button';
import { CODE_EXPIRED, CodeInput, CodeTimeLeft } from '../../ui/code-input';
import { TextField } from '../../ui/text-field';
import { color, font, space } from '../../ui/tokens';

/** What the page asks before sending when the contact was not confirmed yet. */
export const verifyFirst = (kind: ContactKind) =>
  kind === 'PHONE' ? '인증번호를 받아 휴대폰 번호를 인증해 주세요.' : '인증번호를 받아 이메일 주소를 인증해 주세요.';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: ${space.sm} 0 ${space.lg};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Note = styled.p`
  margin: ${space.sm} 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const ErrorText = styled.p`
  margin: ${space.sm} 0 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

const RequestRow = styled.div`
  margin: -${space.sm} 0 ${space.lg};
`;

export interface GuestContactCheckProps {
  kind: ContactKind;
  contact: string;
  onContactChange: (value: string) => void;
  contactError?: string;
  /** When the code sent expires (epoch ms); undefined while none was sent for this contact. */
  deadline?: number;
  code: string;
  onCodeChange: (value: string) => void;
  codeError?: string;
  /** Why the last code could not be sent (a limit, the sender away, no connection). */
  sendError?: string;
  sending: boolean;
  onRequestCode: () => void;
}

export function GuestContactCheck(props: GuestContactCheckProps) {
  const { kind, contact, deadline, code, codeError } = props;
  const remaining = useCountdown(deadline);
  const expired = deadline !== undefined && remaining === 0;
  const phone = kind === 'PHONE';
  return (
    <>
      <TextField
        key={kind}
        label={phone ? '휴대폰 번호' : '이메일 주소'}
        type={phone ? 'tel' : 'email'}
        inputMode={phone ? 'numeric' : 'email'}
        autoComplete="off"
        maxLength={phone ? PHONE_MAX_LENGTH : 200}
        placeholder={phone ? '010-0000-0000' : 'name@example.com'}
        value={contact}
        onChange={(event) => {
          const value = event.currentTarget.value;
          props.onContactChange(phone ? formatPhone(value) : value);
        }}
        error={props.contactError}
        required
      />
      <RequestRow>
        <Button type="button" variant="secondary" disabled={props.sending} onClick={props.onRequestCode}>
          {props.sending ? '보내는 중…' : deadline === undefined ? '인증번호 받기' : '인증번호 다시 받기'}
        </Button>
        {props.sendError ? <ErrorText role="alert">{props.sendError}</ErrorText> : null}
      </RequestRow>
      {deadline !== undefined ? (
        <section aria-label="인증번호 입력">
          <Note role="status">{`${phone ? '문자' : '이메일'}로 인증번호를 보냈어요. 받은 6자리를 입력해 주세요.`}</Note>
          <CodeInput
            label="인증번호 6자리"
            value={code}
            onChange={props.onCodeChange}
            onComplete={() => undefined}
            invalid={Boolean(codeError) || expired}
          />
          {codeError || expired ? <ErrorText role="alert">{codeError ?? CODE_EXPIRED}</ErrorText> : null}
          <Row>
            <CodeTimeLeft remaining={remaining} />
          </Row>
        </section>
      ) : null}
    </>
  );
}
