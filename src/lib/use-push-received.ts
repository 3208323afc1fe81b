/**
 * The page's half of a push arriving (sw/push.ts tells every open window): a screen on view that
 * the push is about reads its data again at once, instead of waiting for its next poll while the
 * notification above it already says what changed.
 */
import { useEffect, useRef } from 'react';
import { is } from 'superstruct';
import { PushReceivedMessage } from '../contract/push-messages';

/** The path a push is about, without its query ("/my/result/like/5"). */
export const pushPath = (push: PushReceivedMessage) => new URL(push.url, 'https://boltx.invalid').pathname;

export function usePushReceived(onPush: (push: PushReceivedMessage) => void) {
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (is(event.data, PushReceivedMessage)) latest.current(event.data);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);
}
