/**
 * Work nobody waits for — the service worker and its prompts, the outbox — starts once the page
 * has loaded, painted its first content and the browser is idle, so it never competes with the
 * page's own chunks and data for the first connections and the main thread.
 */
import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

type IdleCallback = (run: () => void, options?: { timeout: number }) => void;

const loadEvent = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The first contentful paint; at once where it is not reported, or in a tab that paints nothing. */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that never paints content (an error before it) still gets its service worker.
    setTimeout(resolve, 5000);
  });

const idle = () =>
  new Promise<void>((resolve) => {
    const request = (globalThis as { requestIdleCallback?: IdleCallback }).requestIdleCallback;
    if (request) request(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

let loaded: Promise<void> | undefined;
let lastTurn: Promise<void> | undefined;

/**
 * Settles once the page is up, and for each caller in a task after the previous caller's: started
 * together in the one idle callback, the PWA layer, the outbox and the visit record were one task
 * of 20–50 ms on a cold offers page (Lighthouse counts every task over 50 ms at 4× CPU).
 */
export function afterLoad(): Promise<void> {
  loaded ??= Promise.all([loadEvent(), firstContentfulPaint()]).then(idle);
  lastTurn = (lastTurn ?? loaded).then(nextTask);
  return lastTurn;
}

/** False until afterLoad. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterLoad().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
