/**
 * The service worker's update flow. A new build's worker installs in the background and waits;
 * the page is told (`onWaiting`) and asks the person. On 지금 업데이트:
 *   1. `boltx:before-update` is dispatched on window: whoever holds a draft saves it now, and may
 *      hand a promise to `event.detail.waitUntil()` (waited for at most DRAFT_SAVE_TIMEOUT_MS);
 *   2. SKIP_WAITING goes to the waiting worker (sw/sw.ts answers with skipWaiting());
 *   3. once the new worker controls the page (`controlling`), the page reloads — once.
 * 나중에 leaves the worker waiting: it takes over by itself when every tab of the app is closed.
 * An installed app may stay open for days, so updates are also looked for hourly and whenever the
 * app comes back to the foreground.
 */
export const BEFORE_UPDATE_EVENT = 'boltx:before-update';
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000; // hourly
/** Saving drafts must not hold the update hostage. */
export const DRAFT_SAVE_TIMEOUT_MS = 3000;

/** `detail` of the `boltx:before-update` window event. */
export interface BeforeUpdateDetail {
  /** Delays the reload until this settles (or the timeout passes). */
  waitUntil(promise: Promise<unknown>): void;
}

/** A new version waiting to take over. */
export interface WaitingUpdate {
  /** Saves drafts, activates the new worker and reloads the page under it. */
  apply(): Promise<void>;
}

/** The part of workbox-window's Workbox the flow uses (tests hand in a fake). */
export interface UpdatableWorkbox {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  update(): Promise<unknown>;
}

export interface UpdateFlowOptions {
  onWaiting: (update: WaitingUpdate) => void;
  reload?: () => void;
  target?: Window;
}

/** Asks every draft holder to save, and waits for those that said they need time. */
export async function saveDraftsBeforeUpdate(target: Window = window): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const detail: BeforeUpdateDetail = { waitUntil: (promise) => pending.push(promise) };
  target.dispatchEvent(new CustomEvent<BeforeUpdateDetail>(BEFORE_UPDATE_EVENT, { detail }));
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DRAFT_SAVE_TIMEOUT_MS);
  });
  await Promise.race([Promise.allSettled(pending), timeout]);
  clearTimeout(timer);
}

export function watchForUpdates(workbox: UpdatableWorkbox, options: UpdateFlowOptions): void {
  const target = options.target ?? window;
  const reload = options.reload ?? (() => target.location.reload());
  let applying: Promise<void> | undefined;

  const apply = () => {
    applying ??= (async () => {
      await saveDraftsBeforeUpdate(target);
      // Only now: the first install also "takes control" (clients.claim), and that must not reload.
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
    })();
    return applying;
  };
  workbox.addEventListener('waiting', () => options.onWaiting({ apply }));

  const check = () => void workbox.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'visible') check();
  });
}
