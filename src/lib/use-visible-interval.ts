/** Polling that stops while the page is hidden (a background tab or a locked phone costs nothing). */
import { useEffect, useRef, useSyncExternalStore } from 'react';

const isVisible = () => document.visibilityState === 'visible';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is on screen. */
export const usePageVisible = () => useSyncExternalStore(subscribe, isVisible, () => true);

/** Calls `callback` every `ms` while `enabled` and the page is visible, and at once when it shows again. */
export function useVisibleInterval(callback: () => void, ms: number, enabled: boolean) {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!enabled) return;
    const run = () => {
      if (isVisible()) latest.current();
    };
    const timer = setInterval(run, ms);
    const unsubscribe = subscribe(run);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [ms, enabled]);
}
