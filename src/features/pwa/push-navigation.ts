/**
 * The page's half of a notification click (sw/push.ts): when the worker cannot navigate this window
 * itself (it does not control it), it asks the page to show the notification's path and waits for
 * the answer before opening a new window instead.
 */
import { useEffect } from 'react';
import { is } from 'superstruct';
import { useLocation } from 'wouter';
import { PUSH_NAVIGATE_DONE, PushNavigateMessage } from '../../contract/push-messages';

export function useNotificationNavigation() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (!is(event.data, PushNavigateMessage)) return;
      navigate(event.data.url);
      event.ports[0]?.postMessage({ type: PUSH_NAVIGATE_DONE });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
