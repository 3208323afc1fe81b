import { useLayoutEffect, useRef } from 'react';

let holds = 0;

/**
 * For what appears in or leaves the sticky top area (a toast, the offline note): it takes its own
 * room by pushing the page down, never by covering it. On a scrolled page the browser's scroll
 * anchoring (Chromium, Firefox) would hold the content still instead, so the new room would lie
 * over the lines the person was reading. Anchoring is off for the one frame in which `shown`
 * changes, and back on after it for everything else (images, content loading above).
 */
export function usePushesPageDown(shown: unknown) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each change of what is shown
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = document.documentElement;
    holds += 1;
    root.style.overflowAnchor = 'none';
    // A layout effect runs before the browser lays the change out; the style is back after it has.
    requestAnimationFrame(() =>
      setTimeout(() => {
        holds -= 1;
        if (holds === 0) root.style.overflowAnchor = '';
      }),
    );
  }, [shown]);
}
