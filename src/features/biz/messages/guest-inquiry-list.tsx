/**
 * The "비회원 문의" part of /biz/messages, for operators and agents: inquiries from visitors who
 * are not signed in, the latest first, each marked as such, with the contact partly masked (the
 * inquiry's own page shows it whole) and whether it has been answered.
 */
import { styled } from '@linaria/react';
import { GUEST_INQUIRY_LABEL, type GuestInquirySummary } from '../../../contract/guest-inquiries';
import { formatListTime } from '../../../ui/message-time';
import { color, font, radius, space } from '../../../ui/tokens';
import { QueryStatus } from '../shell/query-status';
import { useGuestInquiries } from './guest-inquiries-api';
import { inquiryOriginText } from './inquiry-origin';
import { Detail, List, Preview, Row, Time } from './list-rows';

const Section = styled.section`
  margin-bottom: ${space.xl};

  & h2 {
    margin: 0 0 ${space.sm};
    font-size: ${font.size.bodyLarge};
  }
`;

const Who = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
  min-width: 0;
`;

const Badge = styled.span`
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.bold};
  line-height: 22px;
  white-space: nowrap;
`;

const State = styled.span<{ $waiting: boolean }>`
  justify-self: end;
  color: ${({ $waiting }) => ($waiting ? color.danger : color.textMuted)};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.bold};
  white-space: nowrap;
`;

function InquiryRow({ inquiry }: { inquiry: GuestInquirySummary }) {
  const waiting = inquiry.answerCount === 0;
  return (
    <li>
      <Row href={`/biz/messages/guest/${inquiry.inquiryId}`}>
        <Who>
          <Badge>{GUEST_INQUIRY_LABEL}</Badge>
          <strong>{inquiry.maskedContact}</strong>
          <Detail>{inquiry.contactKind === 'PHONE' ? '문자로 답변' : '이메일로 답변'}</Detail>
          {inquiry.originPath ? <Detail>{inquiryOriginText(inquiry.originPath)}</Detail> : null}
        </Who>
        <Time dateTime={inquiry.createdAt}>{formatListTime(inquiry.createdAt)}</Time>
        <Preview>{inquiry.message}</Preview>
        <State $waiting={waiting}>
          {waiting ? (inquiry.unread ? '새 문의' : '답변 대기') : `답변 ${inquiry.answerCount}건`}
        </State>
      </Row>
    </li>
  );
}

export function GuestInquiryList() {
  const inquiries = useGuestInquiries();
  return (
    <Section aria-labelledby="guest-inquiries-title">
      <h2 id="guest-inquiries-title">{GUEST_INQUIRY_LABEL}</h2>
      {!inquiries.data ? (
        <QueryStatus query={inquiries} />
      ) : inquiries.data.items.length === 0 ? (
        <Detail role="status">아직 받은 비회원 문의가 없습니다.</Detail>
      ) : (
        <List aria-label="비회원 문의 목록">
          {inquiries.data.items.map((inquiry) => (
            <InquiryRow key={inquiry.inquiryId} inquiry={inquiry} />
          ))}
        </List>
      )}
    </Section>
  );
}
