/** What comes next, as the coffee chat's page lists it: true to where the meeting stands now. */
import { formatKstMeetingTime } from '../../contract/kst';
import type { CoffeechatMeeting } from '../../contract/meetings';

const AFTER = '대화 후 지원 여부는 자유롭게 정하면 돼요.';
const MINUTE_MS = 60_000;

export function coffeechatSteps(meeting: CoffeechatMeeting): string[] {
  switch (meeting.status) {
    case 'WAITING':
      return [
        meeting.otherTimesNote
          ? '채용 담당자가 새 시간을 제안하면 알려 드릴게요.'
          : '채용 담당자가 2~3일 안에 연락드려요.',
        '편한 시간을 정해 30분 정도 가볍게 이야기해요.',
        AFTER,
      ];
    case 'PROPOSED':
      return [
        '채용 담당자가 시간을 제안했어요. 위에서 편한 시간을 골라 주세요.',
        '정한 시간에 30분 정도 가볍게 이야기해요.',
        AFTER,
      ];
    case 'CONFIRMED': {
      if (!meeting.chosen) return [AFTER];
      const { startsAt, endsAt } = meeting.chosen;
      const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / MINUTE_MS);
      return [`${formatKstMeetingTime(startsAt)}에 만나요.`, `${minutes}분 동안 가볍게 이야기해요.`, AFTER];
    }
    default:
      // Done or cancelled: the meeting's own section says all there is.
      return [];
  }
}
