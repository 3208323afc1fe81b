/**
 * /my/message (SPEC §2): the room list, or the room named by `?room=` — the URL alone says which
 * room is open. Visitors get the login prompt (SPEC §2 "login prompt page when messages cannot be
 * viewed").
 */
import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { rowIdInPath } from '../../contract/validators';
import { isSignedInAtom } from '../../session/session-state';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { RoomListView } from './room-list';
import { RoomView, UnviewableRoom } from './room-view';

function SignedInMessages() {
  const room = new URLSearchParams(useSearch()).get('room');
  if (room === null) return <RoomListView />;
  const roomId = rowIdInPath(room);
  return roomId === undefined ? <UnviewableRoom /> : <RoomView key={roomId} roomId={roomId} />;
}

export function MessagesPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <SignedInMessages /> : <SignInPrompt lead="메시지는 로그인한 뒤에 볼 수 있어요." />;
}
