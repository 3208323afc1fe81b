/**
 * /biz/messages/guest/:inquiryId: one inquiry from a visitor who is not signed in, for operators
 * and agents. It shows the contact in full (the list masks it) and every answer sent; an answer is
 * sent to that contact — an SMS or an e-mail — since the visitor has no app to read it in. Only a
 * contact the visitor confirmed with a code gets one: an inquiry left before that has no answer form.
 */
import { styled } from '@linaria/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'wouter';
import { GUEST_INQUIRY_LABEL, type GuestInquiryDetail } from '../../../contract/guest-inquiries';
import { MESSAGE_LENGTH_MAX } from '../../../contract/messages';
import { rowIdInPath } from '../../../contract/validators';
import { formatPhone } from '../../../lib/phone';
import { Button } from '../../../ui/button';
import { formatListTime } from '../../../ui/message-time';
import { TextArea } from '../../../ui/text-area';
import { color, space } from '../../../ui/tokens';
import { BizShell } from '../shell/biz-shell';
import { messageOf } from '../shell/error-message';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { FormError, Muted, Panel } from '../shell/shell-styles';
import { ConversationHeading } from './conversation-heading';
import { answerGuestInquiry, useGuestInquiry } from './guest-inquiries-api';
import { inquiryOriginText } from './inquiry-origin';

const NOT_FOUND = '문의를 찾을 수 없습니다.';

const Text = styled.p`
  margin: 0 0 ${space.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Answers = styled.ol`
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  & > li {
    margin-bottom: ${space.md};
    padding: ${space.md};
    border-left: 3px solid ${color.primary};
    background: ${color.background};
  }
`;

const contactLine = ({ contactKind, contact }: GuestInquiryDetail) =>
  contactKind === 'PHONE' ? `휴대폰 ${formatPhone(contact)} (문자로 답변)` : `이메일 ${contact} (이메일로 답변)`;

function AnswerForm({ inquiry }: { inquiry: GuestInquiryDetail }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const send = useMutation({
    mutationFn: (text: string) => answerGuestInquiry(queryClient, inquiry.inquiryId, text),
    onSuccess: () => setDraft(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text && !send.isPending) send.mutate(text);
  };
  return (
    <form onSubmit={submit} aria-label="답변 보내기">
      <TextArea
        label="답변 입력"
        value={draft}
        onChange={setDraft}
        maxLength={MESSAGE_LENGTH_MAX}
        placeholder={`${inquiry.contactKind === 'PHONE' ? '문자' : '이메일'}로 보낼 답변을 입력해 주세요.`}
      />
      {send.isError ? <FormError role="alert">{messageOf(send.error)}</FormError> : null}
      {send.isSuccess ? <Muted role="status">답변을 보냈습니다.</Muted> : null}
      <Button type="submit" disabled={!draft.trim() || send.isPending}>
        {send.isPending ? '보내는 중…' : '답변 보내기'}
      </Button>
    </form>
  );
}

function Inquiry({ inquiryId }: { inquiryId: number }) {
  const queryClient = useQueryClient();
  const query = useGuestInquiry(queryClient, inquiryId);
  const inquiry = query.data;
  if (!inquiry) return <QueryStatus query={query} />;
  return (
    <Panel aria-labelledby="guest-inquiry-title">
      <ConversationHeading titleId="guest-inquiry-title" title={GUEST_INQUIRY_LABEL}>
        <Muted>{`답변 받을 곳: ${contactLine(inquiry)}`}</Muted>
        {inquiry.originPath ? <Muted>{inquiryOriginText(inquiry.originPath)}</Muted> : null}
        <Muted>{`받은 시각: ${formatListTime(inquiry.createdAt)}`}</Muted>
      </ConversationHeading>
      <Text>{inquiry.message}</Text>
      {inquiry.answers.length > 0 ? (
        <Answers aria-label="보낸 답변">
          {inquiry.answers.map((answer) => (
            <li key={answer.answerId}>
              <Muted>{`${answer.senderName || '볼트X 운영팀'} · ${formatListTime(answer.createdAt)}`}</Muted>
              <Text>{answer.message}</Text>
            </li>
          ))}
        </Answers>
      ) : null}
      {inquiry.contactVerified ? (
        <AnswerForm inquiry={inquiry} />
      ) : (
        <Muted role="note">연락처를 인증하지 않은 문의라 답변을 보낼 수 없어요.</Muted>
      )}
    </Panel>
  );
}

export function BizGuestInquiryPage() {
  const inquiryId = rowIdInPath(useParams<{ inquiryId: string }>().inquiryId);
  return (
    <BizShell title="비회원 문의" back="/biz/messages">
      {inquiryId === undefined ? (
        <EmptyState role="alert">{NOT_FOUND}</EmptyState>
      ) : (
        <Inquiry key={inquiryId} inquiryId={inquiryId} />
      )}
    </BizShell>
  );
}
