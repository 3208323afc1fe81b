/**
 * The open room is only ever in the URL (/my/message?room=<id>), so reload, back and a pasted link
 * show the same room. Opening one from the list marks the history entry, so the room's own back
 * control can step back to the list instead of stacking another copy of it.
 */
import { ROW_ID_MAX } from '../../contract/validators';

export const MESSAGES_PATH = '/my/message';
export const FROM_LIST_STATE = { fromMessageList: true } as const;

export const roomHref = (roomId: number) => `${MESSAGES_PATH}?room=${roomId}`;

/** The room id in `?room=`, when it is one a room could have. */
export function parseRoomId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= ROW_ID_MAX ? id : undefined;
}

export const openedFromList = () =>
  (window.history.state as { fromMessageList?: boolean } | null)?.fromMessageList === true;
