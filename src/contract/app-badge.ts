/**
 * The app icon's badge (the Badging API), set alike by the worker (a push's `badge`, a background
 * refresh: sw/push.ts, sw/periodic-refresh.ts) and the page (features/pwa/app-badge.ts). Browsers
 * without the API (Firefox, Safari outside an installed web app) go without; one that refuses (not
 * installed, no permission) changes nothing: a badge is a hint, with nothing else to tell.
 */

/** The Badging API of a window's or a worker's navigator; both methods absent where it does not exist. */
export interface Badging {
  setAppBadge?(contents?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/** Sets the badge to `count` (0 clears it); undefined leaves it as it is. */
export async function showAppBadge(count: number | undefined, badging: Badging | undefined): Promise<void> {
  if (count === undefined || !badging || !('setAppBadge' in badging)) return;
  try {
    if (count > 0) await badging.setAppBadge?.(count);
    else if (badging.clearAppBadge) await badging.clearAppBadge();
    else await badging.setAppBadge?.(0);
  } catch {
    // Refused: left as it was.
  }
}
