/**
 * What an accepted offer says of its coffee chat (its meeting, as GET /users/coffeechats/
 * meetings sums it up): on the card a line only when there is something to do or a time to keep;
 * on the offer's page where it stands, with the confirmed time, place and link.
 */
import { styled } from '@linaria/react';
import { formatKstMeetingTime } from '../../contract/kst';
import type { CoffeechatMeetingSummary, MeetingPlace } from '../../contract/meetings';
import { color, font, radius, space } from '../../ui/tokens';

const PROPOSED_TEXT = '채용 담당자가 시간을 제안했어요 · 골라 주세요';

const placeName = (place: MeetingPlace | null) =>
  place === null ? '' : place.mode === 'ONLINE' ? ' · 화상 회의' : ` · ${place.value}`;

/** The card's line, or nothing while the status badge says it all (waiting, cancelled). */
function meetingCardText(summary: CoffeechatMeetingSummary): string | undefined {
  if (summary.status === 'PROPOSED') return PROPOSED_TEXT;
  if (summary.status === 'CONFIRMED' && summary.chosen) {
    return `${formatKstMeetingTime(summary.chosen.startsAt)}${placeName(summary.place)}`;
  }
  if (summary.status === 'DONE') return '커피챗을 마쳤어요';
  return undefined;
}

/** The offer page's button to the coffee chat, named for what waits there. */
export function coffeechatButtonLabel(summary: CoffeechatMeetingSummary | undefined): string {
  if (summary?.status === 'PROPOSED') return '커피챗 시간 고르기';
  if (summary?.status === 'CONFIRMED') return '커피챗 일정 보기';
  return '커피챗 보기';
}

const CardLine = styled.p`
  margin: ${space.md} 0 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
`;

export function MeetingOnCard({ summary }: { summary: CoffeechatMeetingSummary }) {
  const text = meetingCardText(summary);
  return text ? <CardLine>{text}</CardLine> : null;
}

const When = styled.strong`
  display: block;
  margin: ${space.xs} 0 0;
  color: ${color.text};
`;

function Place({ place }: { place: MeetingPlace }) {
  if (place.mode === 'OFFLINE') return <span>{`장소: ${place.value}`}</span>;
  return (
    <span>
      {'화상 회의 · '}
      <a href={place.value} target="_blank" rel="noopener noreferrer">
        회의 링크 열기
      </a>
    </span>
  );
}

/** The accepted offer's closing note: where its coffee chat stands now. */
export function MeetingOnOffer({ summary }: { summary: CoffeechatMeetingSummary | undefined }) {
  switch (summary?.status) {
    case 'PROPOSED':
      return <>{PROPOSED_TEXT}</>;
    case 'CONFIRMED':
      return summary.chosen ? (
        <>
          커피챗 일정이 정해졌어요.
          <When>{formatKstMeetingTime(summary.chosen.startsAt)}</When>
          {summary.place ? <Place place={summary.place} /> : null}
        </>
      ) : (
        <>커피챗 일정이 정해졌어요.</>
      );
    case 'DONE':
      return <>커피챗을 마쳤어요. 지원 여부는 자유롭게 정하면 돼요.</>;
    case 'CANCELLED':
      return <>커피챗이 취소됐어요.</>;
    case 'WAITING':
      return <>커피챗을 수락했어요. 채용 담당자가 시간을 제안하면 알려 드릴게요.</>;
    default:
      return <>커피챗을 수락한 제안이에요.</>;
  }
}
