import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clickTarget,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  onNotificationClick,
  onPush,
  readPushPayload,
} from './push';

const ORIGIN = 'https://boltx.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, options: { focused?: boolean; controlled?: boolean } = {}): FakeWindow {
  const window: FakeWindow = {
    url,
    focused: options.focused ?? false,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (to: string) => {
      if (options.controlled === false) throw new TypeError('not controlled');
      window.url = to;
      return window;
    }),
  };
  return window;
}

/** The worker's global scope, as much of it as push.ts touches. */
function installWorker(windows: FakeWindow[] = []) {
  const worker = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  vi.stubGlobal('self', worker);
  return worker;
}

/** An event whose waitUntil collects the promise, so the test awaits what the worker would. */
function extendable<T extends object>(fields: T) {
  const pending: Promise<unknown>[] = [];
  const event = { ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise) };
  return { event, settled: () => Promise.all(pending) };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
});

const offerPayload = {
  title: '새로운 연봉 제안이 도착했어요',
  body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
  url: '/my/result/12',
  kind: 'OFFER',
  tag: '/my/result/12',
};

afterEach(() => vi.unstubAllGlobals());

describe('onPush', () => {
  it('shows the push as a notification with our icon, opening the offer’s countdown page', async () => {
    const worker = installWorker();
    const { event, settled } = extendable({ data: pushData(offerPayload) });

    onPush(event as unknown as PushEvent);
    await settled();

    expect(worker.registration.showNotification).toHaveBeenCalledWith('새로운 연봉 제안이 도착했어요', {
      body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'ko',
      tag: '/my/result/12',
      renotify: true,
      data: { url: '/my/result/12', kind: 'OFFER' },
    });
  });

  it('still shows a notification when the payload is missing or not ours', async () => {
    for (const data of [null, pushData('not json {'), pushData({ ...offerPayload, url: 'https://evil.example/' })]) {
      const worker = installWorker();
      const { event, settled } = extendable({ data });

      onPush(event as unknown as PushEvent);
      await settled();

      expect(worker.registration.showNotification).toHaveBeenCalledWith(
        '볼트X',
        expect.objectContaining({ data: { url: '/my', kind: 'MESSAGE' } }),
      );
    }
  });

  it('refuses a click target on another origin', () => {
    expect(readPushPayload(pushData({ ...offerPayload, url: '//evil.example/x' }) as PushMessageData).url).toBe('/my');
    expect(clickTarget({ url: '/my/message?room=3' })).toBe('/my/message?room=3');
    expect(clickTarget({ url: 'https://evil.example' })).toBe('/my');
    expect(clickTarget({ url: '/\\evil.example' })).toBe('/my');
    expect(clickTarget(null)).toBe('/my');
  });
});

describe('onNotificationClick', () => {
  const click = (url: unknown) => {
    const notification = { data: { url }, close: vi.fn() };
    return { notification, ...extendable({ notification }) };
  };

  it('focuses an open window of ours and takes it to the countdown page', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const background = fakeWindow(`${ORIGIN}/landing`);
    const current = fakeWindow(`${ORIGIN}/my`, { focused: true });
    const worker = installWorker([other, background, current]);
    const { notification, event, settled } = click('/my/result/12');

    onNotificationClick(event as unknown as NotificationEvent);
    await settled();

    expect(notification.close).toHaveBeenCalled();
    expect(current.focus).toHaveBeenCalled();
    expect(current.navigate).toHaveBeenCalledWith(`${ORIGIN}/my/result/12`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already on that page', async () => {
    const current = fakeWindow(`${ORIGIN}/my/result/12`);
    const worker = installWorker([current]);
    const { event, settled } = click('/my/result/12');

    onNotificationClick(event as unknown as NotificationEvent);
    await settled();

    expect(current.focus).toHaveBeenCalled();
    expect(current.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page when no window of ours is open, or ours cannot be navigated', async () => {
    const worker = installWorker([fakeWindow('https://elsewhere.example/')]);
    const first = click('/my/result/curation/4');
    onNotificationClick(first.event as unknown as NotificationEvent);
    await first.settled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/my/result/curation/4`);

    const uncontrolled = fakeWindow(`${ORIGIN}/my`, { controlled: false });
    const second = installWorker([uncontrolled]);
    const next = click('/my/message?room=3');
    onNotificationClick(next.event as unknown as NotificationEvent);
    await next.settled();
    expect(uncontrolled.focus).toHaveBeenCalled();
    expect(second.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/my/message?room=3`);
  });
});
