/**
 * The open room is only ever in the URL (/my/message?room=<id>), so reload, back and a pasted link
 * show the same room. Opening one from the list marks the history entry, so the room's own back
 * control can step back to the list instead of stacking another copy of it.
 */
export const MESSAGES_PATH = '/my/message';
export const FROM_LIST_STATE = { fromMessageList: true } as const;

export const roomHref = (roomId: number) => `${MESSAGES_PATH}?room=${roomId}`;

/** Whether the room on screen was opened from the list (its entry carries FROM_LIST_STATE). */
export const openedFromList = () =>
  (window.history.state as { fromMessageList?: boolean } | null)?.fromMessageList === true;
