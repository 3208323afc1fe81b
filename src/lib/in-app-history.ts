/**
 * Whether the entry on screen has an entry of this app behind it. `history.length` cannot tell
 * (it counts entries of other sites, and a standalone window opened from a notification has none
 * of ours), so every entry the app adds carries its depth in `history.state`: an entry without
 * one — the first of a window, a shared link, a notification, a full load — has nothing of ours
 * behind it, and its back control goes to the screen's parent instead of out of the app.
 *
 * The router's location hook (app/app-location.ts) moves through `navigateInApp`; the one entry
 * pushed outside the router (the leave guard's) goes through `pushInAppEntry`.
 */
import { navigate } from 'wouter/use-browser-location';

const DEPTH = 'appDepth';

type Depthful = Record<string, unknown>;

const isRecord = (state: unknown): state is Depthful =>
  typeof state === 'object' && state !== null && !Array.isArray(state);

function depthOf(state: unknown): number {
  const depth = isRecord(state) ? state[DEPTH] : undefined;
  return typeof depth === 'number' ? depth : 0;
}

/** Other state (the message list's mark, the leave guard's) is kept beside the depth. */
const withDepth = (state: unknown, depth: number): unknown =>
  state === null || state === undefined ? { [DEPTH]: depth } : isRecord(state) ? { ...state, [DEPTH]: depth } : state;

type NavigateOptions = Parameters<typeof navigate>[1];

/** wouter's navigation, counted: a push is one deeper than the entry it leaves, a replace keeps the depth of the entry it replaces. */
export function navigateInApp(to: string | URL, options: NavigateOptions = {}) {
  const depth = depthOf(window.history.state) + (options.replace ? 0 : 1);
  navigate(to, { ...options, state: withDepth(options.state, depth) });
}

/** An entry pushed over the one on screen without a navigation (the leave guard's), counted too. */
export function pushInAppEntry(state: Depthful) {
  window.history.pushState(withDepth(state, depthOf(window.history.state) + 1), '');
}

/** True when going back stays inside the app. */
export const hasInAppHistory = () => depthOf(window.history.state) > 0;
