/**
 * Whether the entry on screen has an entry of this app behind it. `history.length` cannot tell
 * (it counts entries of other sites, and a standalone window opened from a notification has none
 * of ours), so every entry the app pushes carries its depth in `history.state`: an entry without
 * one — the first of a window, a shared link, a notification, a full load — has nothing of ours
 * behind it, and its back control goes to the screen's parent instead of out of the app.
 */
const DEPTH = 'appDepth';

type Depthful = Record<string, unknown>;

const isRecord = (state: unknown): state is Depthful =>
  typeof state === 'object' && state !== null && !Array.isArray(state);

function depthOf(state: unknown): number {
  const depth = isRecord(state) ? state[DEPTH] : undefined;
  return typeof depth === 'number' ? depth : 0;
}

const withDepth = (state: unknown, depth: number): unknown =>
  state === null || state === undefined ? { [DEPTH]: depth } : isRecord(state) ? { ...state, [DEPTH]: depth } : state;

let installed = false;

/**
 * Wraps pushState and replaceState once, before the router subscribes: a push is one deeper than
 * the entry it leaves, a replace keeps the depth of the entry it replaces. Other state (the message
 * list's mark, the leave guard's) is kept beside it.
 */
export function trackInAppHistory() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const { pushState, replaceState } = window.history;
  window.history.pushState = function push(state, unused, url) {
    pushState.call(this, withDepth(state, depthOf(this.state) + 1), unused, url);
  };
  window.history.replaceState = function replace(state, unused, url) {
    replaceState.call(this, withDepth(state, depthOf(this.state)), unused, url);
  };
}

/** True when going back stays inside the app. */
export const hasInAppHistory = () => depthOf(window.history.state) > 0;
