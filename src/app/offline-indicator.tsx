/**
 * App-wide: while the device is offline a small note says so, and that what is shown is the
 * copy kept on the device (the persisted query cache); while the server says it is under
 * maintenance (503, its database away), or does not answer at all (lib/server-availability.ts),
 * the note says that instead, until a request succeeds. The live region is always there, so the
 * change is announced. It sits in the top area (top-area.tsx), taking its own room above the page
 * instead of covering it.
 */
import { styled } from '@linaria/react';
import { useConnection } from '../lib/use-reachable';
import { color, font, space } from '../ui/tokens';
import { usePushesPageDown } from '../ui/use-pushes-page-down';

const Note = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.lg};
  background: ${color.text};
  color: #ffffff;
  font-size: ${font.size.caption};
  text-align: center;
`;

export const OFFLINE_NOTE = '오프라인이에요. 저장된 내용을 보여 드려요.';
/** The device has a link but the server does not answer (stopped, a captive portal, a dead Wi-Fi). */
const UNREACHABLE_NOTE = '서버에 연결할 수 없어요. 저장된 내용을 보여 드려요.';
/** SPEC §8's maintenance message, and what the app does meanwhile. */
export const MAINTENANCE_NOTE = '지금은 서비스 점검 중 입니다. 저장된 내용을 보여 드려요.';

export function OfflineIndicator() {
  const connection = useConnection();
  const note =
    connection === 'offline'
      ? OFFLINE_NOTE
      : connection === 'maintenance'
        ? MAINTENANCE_NOTE
        : connection === 'unreachable'
          ? UNREACHABLE_NOTE
          : undefined;
  usePushesPageDown(note);
  return <div role="status">{note ? <Note>{note}</Note> : null}</div>;
}
