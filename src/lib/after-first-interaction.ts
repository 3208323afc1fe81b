/**
 * Work a visitor does not wait for (the landing's extras: service worker, analytics, the visit
 * record) starts in an idle moment after the first interaction, or 5 s after the load event when
 * nobody touches the page — whichever comes first — so it never competes with the first screen
 * for the main thread, yet is there by the time a visitor does something.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
export const UNTOUCHED_DELAY_MS = 5_000; // after the load event
const IDLE_TIMEOUT_MS = 2_000;
/** Safari has no requestIdleCallback: a short timer stands in. */
export const IDLE_FALLBACK_MS = 200;

/** Milliseconds since the load event, or undefined before it. */
function sinceLoad(target: Window): number | undefined {
  if (target.document.readyState !== 'complete') return undefined;
  const [navigation] = target.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation ? target.performance.now() - navigation.loadEventEnd : 0;
}

function whenIdle(target: Window, run: () => void) {
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else target.setTimeout(run, IDLE_FALLBACK_MS);
}

export function afterFirstInteraction(run: () => void, target: Window = window): void {
  let timer: number | undefined;
  const start = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, start, { capture: true });
    target.removeEventListener('load', startTimer);
    target.clearTimeout(timer);
    whenIdle(target, run);
  };
  const startTimer = () => {
    timer = target.setTimeout(start, Math.max(0, UNTOUCHED_DELAY_MS - (sinceLoad(target) ?? 0)));
  };
  for (const type of INTERACTIONS) target.addEventListener(type, start, { capture: true, passive: true });
  if (sinceLoad(target) === undefined) target.addEventListener('load', startTimer, { once: true });
  else startTimer();
}
