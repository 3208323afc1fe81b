/**
 * /ask for a visitor who is not signed in — exactly who most needs help: a verification that failed,
 * a lost phone, no way to sign in. They write the inquiry and leave a phone number or an e-mail
 * address; the operators' answer goes there (an SMS or an e-mail), never into the app. Nothing
 * personal is filled in or kept: the form starts empty and forgets everything once sent.
 */
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { validate } from 'superstruct';
import { Link, useSearch } from 'wouter';
import {
  type ContactKind,
  GUEST_INQUIRY_LENGTH_MAX,
  GuestInquiryInput,
  type GuestInquiryReceipt,
} from '../../contract/guest-inquiries';
import { ApiError, NetworkError } from '../../lib/http';
import { formatPhone, PHONE_MAX_LENGTH } from '../../lib/phone';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { color, font, radius, space } from '../../ui/tokens';
import { sameAppPath } from './from-path';
import { leaveGuestInquiry } from './guest-api';

const OFFLINE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';
const CONTACT_OPTIONS = [
  { value: 'PHONE', label: '휴대폰 문자' },
  { value: 'EMAIL', label: '이메일' },
] as const;

const Hint = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  overflow-wrap: anywhere;
`;

const FormError = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.danger};
  font-size: ${font.size.caption};
`;

type FieldErrors = { message?: string; contact?: string };

/** The contract's own check, so the form says what the server would (superstruct on both sides). */
function fieldErrorsOf(body: GuestInquiryInput): FieldErrors | undefined {
  const [error] = validate(body, GuestInquiryInput, { coerce: true });
  if (!error) return undefined;
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field: unknown = failure.path[0];
    if ((field === 'message' || field === 'contact') && !errors[field]) errors[field] = failure.message;
  }
  return errors;
}

function Received({ receipt }: { receipt: GuestInquiryReceipt }) {
  return (
    <Page>
      <Title>문의를 받았어요</Title>
      <Lead>
        {`볼트X 운영팀이 확인한 뒤 ${receipt.contact} ${receipt.contactKind === 'PHONE' ? '번호로 문자를' : '주소로 이메일을'} 보내 답변드려요. 답변은 평일 10:00–19:00에 드려요.`}
      </Lead>
      <Link href="/" asChild>
        <Button as="a">홈으로</Button>
      </Link>
    </Page>
  );
}

export function GuestAskPage() {
  const from = sameAppPath(new URLSearchParams(useSearch()).get('from'));
  const [message, setMessage] = useState('');
  const [contactKind, setContactKind] = useState<ContactKind>('PHONE');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const leave = useMutation({ mutationFn: leaveGuestInquiry });

  if (leave.data) return <Received receipt={leave.data} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const body: GuestInquiryInput = { message: message.trim(), contactKind, contact, ...(from ? { from } : {}) };
    const invalid = fieldErrorsOf(body);
    setErrors(invalid ?? {});
    if (invalid) return;
    leave.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && (error.field === 'message' || error.field === 'contact')) {
          setErrors({ [error.field]: error.message });
        } else setFormError(error instanceof NetworkError ? OFFLINE : error.message);
      },
    });
  };

  const phone = contactKind === 'PHONE';
  return (
    <Page>
      <Title>무엇을 도와드릴까요?</Title>
      <Lead>로그인하지 않아도 문의할 수 있어요. 남겨 주신 연락처로 볼트X 운영팀이 답변드려요.</Lead>
      <Hint>
        로그인할 수 있다면 <Link href="/login">로그인</Link>한 뒤 문의해 주세요. 답변을 앱에서 바로 볼 수 있어요.
      </Hint>
      {from ? <Hint>{`문의 위치: ${from}`}</Hint> : null}
      <form onSubmit={submit} noValidate>
        <TextArea
          label="문의 내용"
          value={message}
          onChange={(value) => {
            setMessage(value);
            if (errors.message && value.trim()) setErrors({ ...errors, message: undefined });
          }}
          maxLength={GUEST_INQUIRY_LENGTH_MAX}
          placeholder="인증이 되지 않거나 휴대폰을 바꿨다면 그 상황을 적어 주세요."
          error={errors.message}
          required
        />
        <ChoiceGroup
          legend="답변 받을 곳"
          options={CONTACT_OPTIONS}
          value={contactKind}
          onChange={(kind) => {
            setContactKind(kind);
            setContact('');
            setErrors({ ...errors, contact: undefined });
          }}
        />
        <TextField
          key={contactKind}
          label={phone ? '휴대폰 번호' : '이메일 주소'}
          type={phone ? 'tel' : 'email'}
          inputMode={phone ? 'numeric' : 'email'}
          autoComplete="off"
          maxLength={phone ? PHONE_MAX_LENGTH : 200}
          placeholder={phone ? '010-0000-0000' : 'name@example.com'}
          value={contact}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setContact(phone ? formatPhone(value) : value);
            if (errors.contact) setErrors({ ...errors, contact: undefined });
          }}
          error={errors.contact}
          required
        />
        <StickyBar>
          <div>
            {formError ? <FormError role="alert">{formError}</FormError> : null}
            <Button type="submit" disabled={leave.isPending}>
              {leave.isPending ? '보내는 중…' : '문의 보내기'}
            </Button>
          </div>
        </StickyBar>
      </form>
    </Page>
  );
}
