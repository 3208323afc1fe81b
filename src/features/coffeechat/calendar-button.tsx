/**
 * "캘린더에 추가": the confirmed time as an .ics file, built from the meeting the app already holds
 * (contract/meeting-calendar.ts, the same file the server answers) — so it works offline too.
 */

import { icsFileName, meetingCalendar } from '../../contract/meeting-calendar';
import type { CoffeechatMeeting } from '../../contract/meetings';
import { Button } from '../../ui/button';

function download(meeting: CoffeechatMeeting) {
  const file = meetingCalendar({
    meeting,
    appUrl: `${window.location.origin}/my/result/like/${meeting.coffeechatId}`,
    now: new Date(),
  });
  if (!file) return;
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(meeting);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function CalendarButton({ meeting }: { meeting: CoffeechatMeeting }) {
  return (
    <Button type="button" onClick={() => download(meeting)}>
      캘린더에 추가
    </Button>
  );
}
