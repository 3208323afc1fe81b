/**
 * For a write that is refused at once without a server rather than queued (withdrawal,
 * uploads, …): the control is disabled and a sentence says why and when it will work, instead of
 * failing after a press. `const offline = useNeedsConnection();` disables the control;
 * `<NeedsConnection what="탈퇴는" />` says so.
 */
import { styled } from '@linaria/react';
import { useReachable } from '../lib/use-reachable';
import { color, font } from './tokens';

const Sentence = styled.p`
  margin: 0 0 8px;
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

/** True while writes cannot reach the server (lib/server-availability.ts). */
export const useNeedsConnection = (): boolean => !useReachable();

/** "{what} 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요." — only while unreachable. */
export function NeedsConnection({ what }: { what: string }) {
  const offline = useNeedsConnection();
  return offline ? (
    <Sentence role="status">{`${what} 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.`}</Sentence>
  ) : null;
}
