import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEFORE_UPDATE_EVENT,
  type BeforeUpdateDetail,
  DRAFT_SAVE_TIMEOUT_MS,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdatableWorkbox,
  type WaitingUpdate,
  watchForUpdates,
} from './service-worker-updates';

/** workbox-window's Workbox, faked: the test fires its events. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => undefined),
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return workbox satisfies UpdatableWorkbox;
}

function start() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  let waiting: WaitingUpdate | undefined;
  watchForUpdates(workbox, { onWaiting: (update) => (waiting = update), reload });
  return { workbox, reload, waiting: () => waiting };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchForUpdates', () => {
  it('announces a waiting worker, sends SKIP_WAITING on apply and reloads once it controls the page', async () => {
    const { workbox, reload, waiting } = start();
    expect(waiting()).toBeUndefined();
    workbox.fire('waiting');
    const update = waiting();
    expect(update).toBeDefined();

    await update?.apply();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads for the first install taking control', () => {
    const { workbox, reload } = start();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks draft holders to save first and waits for them', async () => {
    const { workbox, waiting } = start();
    let saved: () => void = () => undefined;
    const holder = (event: Event) =>
      (event as CustomEvent<BeforeUpdateDetail>).detail.waitUntil(new Promise<void>((resolve) => (saved = resolve)));
    window.addEventListener(BEFORE_UPDATE_EVENT, holder);
    workbox.fire('waiting');
    const applying = waiting()?.apply();
    await vi.advanceTimersByTimeAsync(100);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    saved();
    await applying;
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    window.removeEventListener(BEFORE_UPDATE_EVENT, holder);
  });

  it('does not let a draft that never saves hold the update back', async () => {
    const { workbox, waiting } = start();
    const stuck = (event: Event) =>
      (event as CustomEvent<BeforeUpdateDetail>).detail.waitUntil(new Promise(() => undefined));
    window.addEventListener(BEFORE_UPDATE_EVENT, stuck);
    workbox.fire('waiting');
    const applying = waiting()?.apply();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_TIMEOUT_MS);
    await applying;
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    window.removeEventListener(BEFORE_UPDATE_EVENT, stuck);
  });

  it('applies once however often the button is pressed', async () => {
    const { workbox, reload, waiting } = start();
    workbox.fire('waiting');
    await Promise.all([waiting()?.apply(), waiting()?.apply()]);
    workbox.fire('controlling');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version hourly and when the app comes back to the foreground', async () => {
    const { workbox } = start();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).toHaveBeenCalledOnce();

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });
});
