/**
 * A coffee chat's meeting in the console: its status, the candidate's pick or request for
 * other times (marked 새 응답 until the console has seen it), and the company's moves — propose
 * slots (again, to change a confirmed time up to 2 hours before), cancel with a reason, mark done.
 */
import { styled } from '@linaria/react';
import { type FormEvent, useState } from 'react';
import type { BizCoffeechat } from '../../../contract/biz';
import { formatKstSlot } from '../../../contract/kst';
import type { CoffeechatMeeting } from '../../../contract/meetings';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { MeetingStatusBadge } from '../../../ui/meeting-status-badge';
import { TextField } from '../../../ui/text-field';
import { space } from '../../../ui/tokens';
import { messageOf } from '../shell/error-message';
import { FormError, Muted } from '../shell/shell-styles';
import { type ConsoleMeetingMove, useMoveMeeting } from './coffeechats-api';
import { SlotProposalForm } from './slot-proposal-form';

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.sm};
  margin: ${space.lg} 0 0;

  & h3 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin: 0;
  }
  & p,
  & ul {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

function Details({ meeting }: { meeting: CoffeechatMeeting }) {
  const place = meeting.place ? (
    <p>{meeting.place.mode === 'ONLINE' ? `화상: ${meeting.place.value}` : `대면: ${meeting.place.value}`}</p>
  ) : null;
  switch (meeting.status) {
    case 'WAITING':
      return meeting.otherTimesNote ? (
        <p>{`후보자가 다른 시간을 요청했어요: “${meeting.otherTimesNote}”`}</p>
      ) : (
        <Muted>아직 제안한 시간이 없습니다. 후보자는 연락을 기다리고 있어요.</Muted>
      );
    case 'PROPOSED':
      return (
        <>
          <Muted>후보자가 시간을 고르기를 기다리는 중입니다.</Muted>
          <ul>
            {meeting.slots.map((slot) => (
              <li key={slot.id}>{formatKstSlot(slot.startsAt, slot.endsAt)}</li>
            ))}
          </ul>
          {place}
        </>
      );
    case 'CONFIRMED':
    case 'DONE':
      return (
        <>
          {meeting.chosen ? (
            <p>{`확정된 시간: ${formatKstSlot(meeting.chosen.startsAt, meeting.chosen.endsAt)}`}</p>
          ) : null}
          {place}
        </>
      );
    case 'CANCELLED':
      return (
        <p>{`${meeting.cancelled?.by === 'CANDIDATE' ? '후보자가' : '회사에서'} 취소했어요. 사유: ${meeting.cancelled?.reason ?? ''}`}</p>
      );
  }
}

function CancelForm({ busy, onSubmit }: { busy: boolean; onSubmit: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem('취소 사유를 적어 주세요.');
    setProblem(undefined);
    onSubmit(reason.trim());
  };
  return (
    <form onSubmit={submit} aria-label="커피챗 취소">
      <TextField
        label="취소 사유"
        value={reason}
        maxLength={200}
        error={problem}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        커피챗 취소
      </Button>
    </form>
  );
}

export function CoffeechatMeetingPanel({ chat }: { chat: BizCoffeechat }) {
  const { meeting } = chat;
  const move = useMoveMeeting(chat.id);
  const [open, setOpen] = useState<'propose' | 'cancel'>();
  const now = Date.now();
  const changeable = meeting.changeableUntil === null || now <= Date.parse(meeting.changeableUntil);
  const active = meeting.status === 'WAITING' || meeting.status === 'PROPOSED' || meeting.status === 'CONFIRMED';
  const started = meeting.chosen !== null && now >= Date.parse(meeting.chosen.startsAt);
  const run = (next: ConsoleMeetingMove) => move.mutate(next, { onSuccess: () => setOpen(undefined) });
  const refusal = move.error ? messageOf(move.error) : undefined;

  return (
    <Panel aria-label="커피챗 일정">
      <h3>
        커피챗 일정 <MeetingStatusBadge status={meeting.status} />
        {chat.news ? <Chip $tone="danger">새 응답</Chip> : null}
      </h3>
      <Details meeting={meeting} />
      {active && changeable ? (
        <Actions>
          <Button type="button" variant="secondary" onClick={() => setOpen(open === 'propose' ? undefined : 'propose')}>
            {meeting.status === 'WAITING' && !meeting.otherTimesNote ? '시간 제안' : '시간 다시 제안'}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setOpen(open === 'cancel' ? undefined : 'cancel')}>
            취소
          </Button>
        </Actions>
      ) : null}
      {meeting.status === 'CONFIRMED' && started ? (
        <Button type="button" disabled={move.isPending} onClick={() => run({ type: 'complete' })}>
          완료로 표시
        </Button>
      ) : null}
      {open === 'propose' ? (
        <SlotProposalForm busy={move.isPending} onSubmit={(proposal) => run({ type: 'propose', proposal })} />
      ) : null}
      {open === 'cancel' ? (
        <CancelForm busy={move.isPending} onSubmit={(reason) => run({ type: 'cancel', reason })} />
      ) : null}
      {refusal ? <FormError role="alert">{refusal}</FormError> : null}
    </Panel>
  );
}
