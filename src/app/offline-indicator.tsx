/**
 * App-wide: while the device is offline a small note says so, and that what is shown is the
 * copy kept on the device (the persisted query cache); while the server says it is under
 * maintenance (503, its database away) the note says that instead, until a request succeeds.
 * The live region is always there, so the change is announced. It sits in the top area
 * (top-area.tsx), taking its own room above the page instead of covering it.
 */
import { styled } from '@linaria/react';
import { useOnline } from '../lib/use-online';
import { useServerUnavailable } from '../lib/use-server-unavailable';
import { color, font, space } from '../ui/tokens';

const Note = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.lg};
  background: ${color.text};
  color: #ffffff;
  font-size: ${font.size.caption};
  text-align: center;
`;

export const OFFLINE_NOTE = '오프라인이에요. 저장된 내용을 보여 드려요.';
/** SPEC §8's maintenance message, and what the app does meanwhile. */
export const MAINTENANCE_NOTE = '지금은 서비스 점검 중 입니다. 저장된 내용을 보여 드려요.';

export function OfflineIndicator() {
  const online = useOnline();
  const maintenance = useServerUnavailable();
  const note = !online ? OFFLINE_NOTE : maintenance ? MAINTENANCE_NOTE : undefined;
  return <div role="status">{note ? <Note>{note}</Note> : null}</div>;
}
