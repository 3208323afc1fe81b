/**
 * The coffee chat's meeting on /my/result/like/{id}: where it stands (연락 대기, 일정
 * 제안됨, 일정 확정, 완료, 취소), the company's slots to pick from or to ask other times for, the
 * confirmed time with its place and a calendar file, and changing or cancelling it up to 2 hours
 * before. Read from the persisted cache offline; a move made offline waits in the outbox.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { formatKstDateTime, formatKstSlot } from '../../contract/kst';
import type { CoffeechatMeeting, MeetingPlace } from '../../contract/meetings';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { MeetingStatusBadge } from '../../ui/meeting-status-badge';
import { OutboxNote } from '../../ui/outbox-note';
import { color, font, radius, space } from '../../ui/tokens';
import { CalendarButton } from './calendar-button';
import {
  answerTypeOf,
  type MeetingAnswer,
  useAnswerMeeting,
  useMeeting,
  useMeetingReceipts,
  useQueuedMeetingAnswer,
} from './meeting-api';
import { CancelForm, OtherTimesForm } from './meeting-forms';

const Section = styled.section`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};

  & h2 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin: 0;
    font-size: ${font.size.bodyLarge};
  }
  & p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Strong = styled.p`
  font-weight: ${font.weight.bold};
`;

const Muted = styled.p`
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

const Alert = styled.p`
  color: ${color.danger};
`;

/** A move the server turned down on arrival (the slots were replaced, the meeting was cancelled meanwhile). */
const NOT_DELIVERED = '커피챗 일정을 전하지 못했어요';

const WHAT: Record<MeetingAnswer['type'], string> = {
  pick: '커피챗 시간 선택',
  otherTimes: '다른 시간 요청',
  cancel: '커피챗 취소',
};

function Place({ place }: { place: MeetingPlace }) {
  if (place.mode === 'OFFLINE') return <p>{`장소: ${place.value}`}</p>;
  return (
    <p>
      {'화상 회의: '}
      <a href={place.value} target="_blank" rel="noopener noreferrer">
        회의 링크 열기
      </a>
    </p>
  );
}

type Answer = (answer: MeetingAnswer) => void;

function Proposed({ meeting, busy, answer }: { meeting: CoffeechatMeeting; busy: boolean; answer: Answer }) {
  const [slotId, setSlotId] = useState<number>();
  const [askingOthers, setAskingOthers] = useState(false);
  return (
    <>
      <p>{`${meeting.company}에서 시간을 제안했어요. 편한 시간을 하나 골라 주세요.`}</p>
      {meeting.place ? <Place place={meeting.place} /> : null}
      <ChoiceGroup
        layout="stack"
        legend="제안된 시간"
        options={meeting.slots.map((slot) => ({ value: slot.id, label: formatKstSlot(slot.startsAt, slot.endsAt) }))}
        value={slotId}
        onChange={setSlotId}
      />
      <Button
        type="button"
        disabled={busy || slotId === undefined}
        onClick={() => slotId !== undefined && answer({ type: 'pick', slotId })}
      >
        이 시간으로 정하기
      </Button>
      {askingOthers ? (
        <OtherTimesForm disabled={busy} onSubmit={(note) => answer({ type: 'otherTimes', note })} />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setAskingOthers(true)}>
          다른 시간이 필요해요
        </Button>
      )}
    </>
  );
}

function Confirmed({ meeting, busy, answer }: { meeting: CoffeechatMeeting; busy: boolean; answer: Answer }) {
  const [change, setChange] = useState<'otherTimes' | 'cancel'>();
  const { chosen, changeableUntil } = meeting;
  const changeable = changeableUntil !== null && Date.now() <= Date.parse(changeableUntil);
  if (!chosen) return null;
  return (
    <>
      <Strong>{formatKstSlot(chosen.startsAt, chosen.endsAt)}</Strong>
      {meeting.place ? <Place place={meeting.place} /> : null}
      <CalendarButton meeting={meeting} />
      {changeable && changeableUntil ? (
        <>
          <Muted>{`${formatKstDateTime(changeableUntil)}까지 시간을 바꾸거나 취소할 수 있어요.`}</Muted>
          {change === 'otherTimes' ? (
            <OtherTimesForm disabled={busy} onSubmit={(note) => answer({ type: 'otherTimes', note })} />
          ) : change === 'cancel' ? (
            <CancelForm disabled={busy} onSubmit={(reason) => answer({ type: 'cancel', reason })} />
          ) : (
            <>
              <Button type="button" variant="secondary" onClick={() => setChange('otherTimes')}>
                시간 바꾸기
              </Button>
              <Button type="button" variant="destructive" onClick={() => setChange('cancel')}>
                취소하기
              </Button>
            </>
          )}
        </>
      ) : (
        <Muted>커피챗 2시간 전부터는 시간을 바꾸거나 취소할 수 없어요.</Muted>
      )}
    </>
  );
}

function Waiting({ meeting, busy, answer }: { meeting: CoffeechatMeeting; busy: boolean; answer: Answer }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      {meeting.otherTimesNote ? (
        <p>{`다른 시간을 요청했어요: “${meeting.otherTimesNote}” 채용 담당자가 새 시간을 제안하면 알려 드릴게요.`}</p>
      ) : (
        <p>채용 담당자가 커피챗 시간을 제안하면 알림으로 알려 드릴게요.</p>
      )}
      {cancelling ? (
        <CancelForm disabled={busy} onSubmit={(reason) => answer({ type: 'cancel', reason })} />
      ) : (
        <Button type="button" variant="destructive" onClick={() => setCancelling(true)}>
          커피챗 취소하기
        </Button>
      )}
    </>
  );
}

function MeetingBody({ meeting, busy, answer }: { meeting: CoffeechatMeeting; busy: boolean; answer: Answer }) {
  switch (meeting.status) {
    case 'WAITING':
      return <Waiting meeting={meeting} busy={busy} answer={answer} />;
    case 'PROPOSED':
      return <Proposed meeting={meeting} busy={busy} answer={answer} />;
    case 'CONFIRMED':
      return <Confirmed meeting={meeting} busy={busy} answer={answer} />;
    case 'DONE':
      return <p>커피챗을 마쳤어요. 지원 여부는 자유롭게 정하면 돼요.</p>;
    case 'CANCELLED':
      return (
        <p>
          {`${meeting.cancelled?.by === 'COMPANY' ? `${meeting.company}에서` : '내가'} 커피챗을 취소했어요.`}
          {meeting.cancelled?.reason ? ` 사유: ${meeting.cancelled.reason}` : ''}
        </p>
      );
  }
}

export function MeetingSection({ coffeechatId }: { coffeechatId: number }) {
  useMeetingReceipts();
  const meeting = useMeeting(coffeechatId);
  const answerMeeting = useAnswerMeeting(coffeechatId);
  const queued = useQueuedMeetingAnswer(coffeechatId);
  const [refusal, setRefusal] = useState<string>();
  if (!meeting.data) return null;
  const waiting = queued?.state === 'queued';
  const answer: Answer = (move) => {
    setRefusal(undefined);
    answerMeeting.mutate(move, {
      onError: (error) => setRefusal(error instanceof ApiError ? error.message : '요청을 실패하였습니다.'),
    });
  };
  const queuedType = queued ? answerTypeOf(queued) : undefined;
  return (
    <Section aria-labelledby="meeting-heading">
      <h2 id="meeting-heading">
        커피챗 일정 <MeetingStatusBadge status={meeting.data.status} />
      </h2>
      <MeetingBody meeting={meeting.data} busy={answerMeeting.isPending || waiting} answer={answer} />
      {refusal ? <Alert role="alert">{refusal}</Alert> : null}
      {queued ? (
        <OutboxNote entry={queued} what={queuedType ? WHAT[queuedType] : '커피챗 일정'} refusedText={NOT_DELIVERED} />
      ) : null}
    </Section>
  );
}
