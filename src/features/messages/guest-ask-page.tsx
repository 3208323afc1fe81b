/**
 * /ask for a visitor who is not signed in — exactly who most needs help: a verification that failed,
 * a lost phone, no way to sign in. They write the inquiry and leave a phone number or an e-mail
 * address, confirmed with a one-time code sent there (guest-contact-check.tsx); the operators'
 * answer goes there (an SMS or an e-mail), never into the app. Nothing personal is filled in or
 * kept: the form starts empty and forgets everything once sent.
 *
 * Offline nothing can be confirmed or sent, and nothing is queued (a code lives 5 minutes): asking
 * for a code or sending is refused at once with the reason, and everything typed stays.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { validate } from 'superstruct';
import { Link, useSearch } from 'wouter';
import { ErrorCode } from '../../contract/errors';
import {
  type ContactKind,
  contactError,
  GUEST_INQUIRY_LENGTH_MAX,
  GuestInquiryInput,
  type GuestInquiryReceipt,
  normalizedContact,
} from '../../contract/guest-inquiries';
import { ApiError, NetworkError } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { CODE_EXPIRED } from '../../ui/code-input';
import { ErrorText } from '../../ui/error-text';
import { Lead, Page, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { TextArea } from '../../ui/text-area';
import { sameAppPath } from './from-path';
import { leaveGuestInquiry, requestGuestContactCode } from './guest-api';
import { GuestContactCheck, verifyFirst } from './guest-contact-check';
import { InquiryNote } from './inquiry-note';
import { InquiryOrigin } from './inquiry-origin';

const OFFLINE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';
const CONTACT_OPTIONS = [
  { value: 'PHONE', label: '휴대폰 문자' },
  { value: 'EMAIL', label: '이메일' },
] as const;

type Field = 'message' | 'contact' | 'code';
type FieldErrors = Partial<Record<Field, string>>;
const isField = (field: unknown): field is Field => field === 'message' || field === 'contact' || field === 'code';

/** The contract's own check, so the form says what the server would (superstruct on both sides). */
function fieldErrorsOf(body: GuestInquiryInput): FieldErrors | undefined {
  const [error] = validate(body, GuestInquiryInput, { coerce: true });
  if (!error) return undefined;
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field: unknown = failure.path[0];
    if (isField(field) && !errors[field]) errors[field] = failure.message;
  }
  return errors;
}

/**
 * The confirmation replaces the form: it starts at the top of the window, not where the form was
 * scrolled to (under the sticky top area), and its heading takes the focus so a screen reader
 * announces it.
 */
function Received({ receipt }: { receipt: GuestInquiryReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Page>
      <Title ref={heading} tabIndex={-1}>
        문의를 받았어요
      </Title>
      <Lead>
        {`볼트X 운영팀이 확인한 뒤 ${receipt.contact} ${receipt.contactKind === 'PHONE' ? '번호로 문자를' : '주소로 이메일을'} 보내 답변드려요. 답변은 평일 10:00–19:00에 드려요.`}
      </Lead>
      <Link href="/" asChild>
        <Button as="a">홈으로</Button>
      </Link>
    </Page>
  );
}

/** Where the code went: the contact it was sent to, and when it expires. */
type SentCode = { to: string; deadline: number };

const failureOf = (error: unknown) => (error instanceof NetworkError ? OFFLINE : (error as Error).message);

export function GuestAskPage() {
  const from = sameAppPath(new URLSearchParams(useSearch()).get('from'));
  const online = useOnline();
  const [message, setMessage] = useState('');
  const [contactKind, setContactKind] = useState<ContactKind>('PHONE');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sendError, setSendError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const requestCode = useMutation({ mutationFn: requestGuestContactCode });
  const leave = useMutation({ mutationFn: leaveGuestInquiry });

  if (leave.data) return <Received receipt={leave.data} />;

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  /** A code belongs to the contact it was sent to: another contact needs its own. */
  const changeContact = (kind: ContactKind, value: string) => {
    setContactKind(kind);
    setContact(value);
    if (sent && sent.to !== normalizedContact(kind, value)) {
      setSent(undefined);
      setCode('');
    }
    clearError('contact');
    clearError('code');
  };

  const sendCode = () => {
    setSendError(undefined);
    const invalid = contactError(contactKind, contact);
    setErrors({ ...errors, contact: invalid });
    if (invalid || requestCode.isPending) return;
    if (!online) {
      setSendError(OFFLINE);
      return;
    }
    const to = normalizedContact(contactKind, contact);
    requestCode.mutate(
      { contactKind, contact },
      {
        onSuccess: ({ expiresIn }) => {
          setSent({ to, deadline: Date.now() + expiresIn * 1000 });
          setCode('');
          clearError('code');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'contact') setErrors({ ...errors, contact: error.message });
          else setSendError(failureOf(error));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const body: GuestInquiryInput = { message: message.trim(), contactKind, contact, code, ...(from ? { from } : {}) };
    const invalid: FieldErrors = { ...fieldErrorsOf(body) };
    if (!invalid.contact && !sent) invalid.contact = verifyFirst(contactKind);
    if (!sent) invalid.code = undefined;
    else if (!invalid.code && sent.deadline <= Date.now()) invalid.code = CODE_EXPIRED;
    setErrors(invalid);
    if (Object.values(invalid).some(Boolean)) return;
    if (!online) {
      setFormError(OFFLINE);
      return;
    }
    leave.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && isField(error.field)) {
          setErrors({ [error.field]: error.message });
          if (error.code === ErrorCode.codeInvalid) setCode('');
        } else setFormError(failureOf(error));
      },
    });
  };

  return (
    <Page>
      <Title>무엇을 도와드릴까요?</Title>
      <Lead>로그인하지 않아도 문의할 수 있어요. 답변 받을 연락처를 인증하면 볼트X 운영팀이 그곳으로 답변드려요.</Lead>
      <InquiryNote>
        로그인할 수 있다면 <Link href="/login">로그인</Link>한 뒤 문의해 주세요. 답변을 앱에서 바로 볼 수 있어요.
      </InquiryNote>
      <InquiryOrigin from={from} />
      <form onSubmit={submit} noValidate>
        <TextArea
          label="문의 내용"
          value={message}
          onChange={(value) => {
            setMessage(value);
            if (errors.message && value.trim()) clearError('message');
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
          onChange={(kind) => changeContact(kind, '')}
        />
        <GuestContactCheck
          kind={contactKind}
          contact={contact}
          onContactChange={(value) => changeContact(contactKind, value)}
          contactError={errors.contact}
          deadline={sent?.deadline}
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            clearError('code');
          }}
          codeError={errors.code}
          sendError={sendError}
          sending={requestCode.isPending}
          onRequestCode={sendCode}
        />
        <StickyBar>
          <div>
            {formError ? <ErrorText role="alert">{formError}</ErrorText> : null}
            <Button type="submit" disabled={leave.isPending}>
              {leave.isPending ? '보내는 중…' : '문의 보내기'}
            </Button>
          </div>
        </StickyBar>
      </form>
    </Page>
  );
}
