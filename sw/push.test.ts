import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxAuth } from '../src/contract/outbox';
import { applicationServerKeyOf } from '../src/contract/push';
import { PUSH_NAVIGATE_DONE, PUSH_NAVIGATE_MESSAGE, PUSH_RECEIVED_MESSAGE } from '../src/contract/push-messages';
import { clearAuth, readAuth, writeAuth } from '../src/shared-outbox/outbox-auth';
import {
  clickTarget,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  onNotificationClick,
  onPush,
  onPushSubscriptionChange,
  PAGE_NAVIGATE_WAIT_MS,
  readPushPayload,
} from './push';

const ORIGIN = 'https://boltx.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

interface FakeWindowOptions {
  focused?: boolean;
  /** false: the worker does not control it, so navigate() throws. */
  controlled?: boolean;
  /** The browser refuses focus() (no user activation it recognises). */
  focusRefused?: boolean;
  /** The page's answer to the worker's "show this path" (features/pwa/push-navigation.ts); none by default. */
  pageAnswers?: boolean;
}

function fakeWindow(url: string, options: FakeWindowOptions = {}): FakeWindow {
  const window: FakeWindow = {
    url,
    focused: options.focused ?? false,
    focus: vi.fn(async () => {
      if (options.focusRefused) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return window;
    }),
    navigate: vi.fn(async (to: string) => {
      if (options.controlled === false) throw new TypeError('not controlled');
      window.url = to;
      return window;
    }),
    postMessage: vi.fn((message: { url: string }, [port]: MessagePort[] = []) => {
      if (!options.pageAnswers) return;
      window.url = `${ORIGIN}${message.url}`;
      port?.postMessage({ type: PUSH_NAVIGATE_DONE });
    }),
  };
  return window;
}

/** The worker's global scope, as much of it as push.ts touches. */
function installWorker(
  windows: FakeWindow[] = [],
  subscribe: (options: PushSubscriptionOptionsInit) => unknown = vi.fn(),
  navigator: object = {},
) {
  const worker = {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator,
    registration: { showNotification: vi.fn(async () => undefined), pushManager: { subscribe: vi.fn(subscribe) } },
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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
      actions: [{ action: 'open', title: '제안 보기' }],
    });
  });

  it('gives a message 답장하기 and a curation 제안 보기, and a meeting’s news no button', async () => {
    const shown = async (kind: string) => {
      const worker = installWorker();
      const { event, settled } = extendable({ data: pushData({ ...offerPayload, kind }) });
      onPush(event as unknown as PushEvent);
      await settled();
      return (worker.registration.showNotification.mock.calls[0] as unknown[])[1] as { actions?: unknown };
    };

    expect((await shown('MESSAGE')).actions).toEqual([{ action: 'reply', title: '답장하기' }]);
    expect((await shown('CURATION')).actions).toEqual([{ action: 'open', title: '제안 보기' }]);
    expect(await shown('MEETING')).not.toHaveProperty('actions');
  });

  it('puts the push’s badge on the app icon, and clears it when nothing waits', async () => {
    const badging = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    for (const badge of [3, 0]) {
      installWorker([], vi.fn(), badging);
      const { event, settled } = extendable({ data: pushData({ ...offerPayload, badge }) });
      onPush(event as unknown as PushEvent);
      await settled();
    }

    expect(badging.setAppBadge).toHaveBeenCalledExactlyOnceWith(3);
    expect(badging.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('leaves the badge alone for a push without one, and shows it where the browser has no badge or refuses it', async () => {
    const badging = { setAppBadge: vi.fn(async () => undefined) };
    installWorker([], vi.fn(), badging);
    const plain = extendable({ data: pushData(offerPayload) });
    onPush(plain.event as unknown as PushEvent);
    await plain.settled();
    expect(badging.setAppBadge).not.toHaveBeenCalled();

    for (const navigator of [
      {},
      { setAppBadge: vi.fn(() => Promise.reject(new DOMException('', 'NotAllowedError'))) },
    ]) {
      const worker = installWorker([], vi.fn(), navigator);
      const { event, settled } = extendable({ data: pushData({ ...offerPayload, badge: 2 }) });
      onPush(event as unknown as PushEvent);
      await settled();
      expect(worker.registration.showNotification).toHaveBeenCalled();
    }
  });

  it('reads a badge out of range as no payload of ours', () => {
    expect(readPushPayload(pushData({ ...offerPayload, badge: 10_000 }) as PushMessageData).url).toBe('/my');
    expect(readPushPayload(pushData({ ...offerPayload, badge: 1.5 }) as PushMessageData).url).toBe('/my');
    expect(readPushPayload(pushData({ ...offerPayload, badge: 9999 }) as PushMessageData).badge).toBe(9999);
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

  it('tells every open window of ours what the push is about, so a page on view reads it again', async () => {
    const ours = fakeWindow(`${ORIGIN}/my/result/like/5`);
    const uncontrolled = fakeWindow(`${ORIGIN}/my`, { controlled: false });
    const other = fakeWindow('https://elsewhere.example/');
    const worker = installWorker([ours, uncontrolled, other]);
    const meetingPayload = { ...offerPayload, url: '/my/result/like/5', kind: 'MEETING', tag: '/my/result/like/5' };
    const { event, settled } = extendable({ data: pushData(meetingPayload) });

    onPush(event as unknown as PushEvent);
    await settled();

    const told = { type: PUSH_RECEIVED_MESSAGE, kind: 'MEETING', url: '/my/result/like/5' };
    expect(ours.postMessage).toHaveBeenCalledWith(told);
    expect(uncontrolled.postMessage).toHaveBeenCalledWith(told);
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(worker.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(worker.registration.showNotification).toHaveBeenCalled();
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

  it('takes the notification’s button (제안 보기, 답장하기) to its page, as a click on it does', async () => {
    for (const action of ['open', 'reply']) {
      const current = fakeWindow(`${ORIGIN}/my`, { focused: true });
      const worker = installWorker([current]);
      const { notification, event, settled } = click('/my/message?room=3');

      onNotificationClick({ ...event, action } as unknown as NotificationEvent);
      await settled();

      expect(notification.close).toHaveBeenCalled();
      expect(current.navigate).toHaveBeenCalledWith(`${ORIGIN}/my/message?room=3`);
      expect(worker.clients.openWindow).not.toHaveBeenCalled();
    }
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
  it('still takes the window to the page when the browser refuses to focus it', async () => {
    const current = fakeWindow(`${ORIGIN}/my/attack`, { focusRefused: true });
    const worker = installWorker([current]);
    const { event, settled } = click('/my/result/12');

    onNotificationClick(event as unknown as NotificationEvent);
    await settled();

    expect(current.focus).toHaveBeenCalled();
    expect(current.url).toBe(`${ORIGIN}/my/result/12`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('has a window it does not control show the page itself, even when focus is refused', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/my`, { controlled: false, focusRefused: true, pageAnswers: true });
    const worker = installWorker([uncontrolled]);
    const { event, settled } = click('/my/result/12');

    onNotificationClick(event as unknown as NotificationEvent);
    await settled();

    expect(uncontrolled.postMessage).toHaveBeenCalledWith({ type: PUSH_NAVIGATE_MESSAGE, url: '/my/result/12' }, [
      expect.any(MessagePort),
    ]);
    expect(uncontrolled.url).toBe(`${ORIGIN}/my/result/12`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when the page it asked does not answer in time', async () => {
    vi.useFakeTimers();
    const silent = fakeWindow(`${ORIGIN}/my`, { controlled: false });
    const worker = installWorker([silent]);
    const { event, settled } = click('/my/result/12');

    onNotificationClick(event as unknown as NotificationEvent);
    await vi.advanceTimersByTimeAsync(PAGE_NAVIGATE_WAIT_MS - 1);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled();

    expect(silent.postMessage).toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/my/result/12`);
  });
});

describe('onPushSubscriptionChange', () => {
  const CANDIDATE = 'candidate-7';
  const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

  /** An unsigned JWT-shaped token for the candidate (the worker reads its `sub` and `exp`, never verifies). */
  const tokenFor = (subject: string, expiresInSeconds = 900) => {
    const claims = JSON.stringify({ sub: subject, exp: Math.floor(Date.now() / 1000) + expiresInSeconds });
    return `e30.${btoa(claims).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
  };

  const mirror = (patch: Partial<OutboxAuth> = {}) =>
    writeAuth({
      accessToken: tokenFor(CANDIDATE),
      refreshToken: 'refresh-1',
      subject: CANDIDATE,
      writer: 'page',
      writtenAt: Date.now(),
      refreshUrl: '/api/auth/refresh',
      ...patch,
    });

  /** A browser's subscription, as much of it as the worker reads. */
  const subscription = (endpoint: string, key: ArrayBuffer | null = null) => ({
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'B-p256dh', auth: 'auth-secret' } }),
  });

  interface Sent {
    method: string;
    url: string;
    authorization: string | null;
    body: unknown;
  }

  /** The API behind fetch: the key, the subscriptions (204), the refresh as `refresh` answers. */
  function serveApi(refresh: () => Response = () => new Response(null, { status: 500 })) {
    const sent: Sent[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        sent.push({
          method: init?.method ?? 'GET',
          url: String(input),
          authorization: headers.get('Authorization'),
          body,
        });
        if (String(input).endsWith('/push/key')) return Response.json({ publicKey: SERVER_KEY });
        if (String(input).endsWith('/auth/refresh')) return refresh();
        return new Response(null, { status: 204 });
      }),
    );
    return sent;
  }

  const change = async (fields: { oldSubscription: unknown; newSubscription: unknown }) => {
    const { event, settled } = extendable(fields);
    onPushSubscriptionChange(event as unknown as PushSubscriptionChangeEvent);
    await settled();
  };

  afterEach(() => clearAuth());

  it('subscribes again with the old key, saves the new subscription as the candidate and forgets the old one', async () => {
    // Minted once: a second token would differ whenever the test crosses a second boundary.
    const token = tokenFor(CANDIDATE);
    await mirror({ accessToken: token });
    const sent = serveApi();
    const oldKey = applicationServerKeyOf(SERVER_KEY).buffer;
    const renewed = subscription('https://push.example.net/send/new');
    const worker = installWorker([], () => Promise.resolve(renewed));

    await change({ oldSubscription: subscription('https://push.example.net/send/old', oldKey), newSubscription: null });

    expect(worker.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: oldKey,
    });
    const bearer = `Bearer ${token}`;
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/push/subscriptions',
        authorization: bearer,
        body: {
          endpoint: 'https://push.example.net/send/new',
          expirationTime: null,
          keys: { p256dh: 'B-p256dh', auth: 'auth-secret' },
        },
      },
      {
        method: 'DELETE',
        url: '/api/push/subscriptions',
        authorization: bearer,
        body: { endpoint: 'https://push.example.net/send/old' },
      },
    ]);
  });

  it('asks the server for its key when the old subscription is unknown, and has nothing to forget', async () => {
    await mirror({ refreshUrl: 'https://api.boltx.example/v1/auth/refresh' });
    const sent = serveApi();
    const worker = installWorker([], () => Promise.resolve(subscription('https://push.example.net/send/new')));

    await change({ oldSubscription: null, newSubscription: null });

    // The API base is the page's, read from the mirrored refresh URL.
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://api.boltx.example/v1/push/key',
      'POST https://api.boltx.example/v1/push/subscriptions',
    ]);
    const [options] = worker.registration.pushManager.subscribe.mock.calls[0] ?? [];
    expect(new Uint8Array(options?.applicationServerKey as Uint8Array)).toEqual(applicationServerKeyOf(SERVER_KEY));
  });

  it('takes the subscription the browser already renewed instead of subscribing again', async () => {
    await mirror();
    const sent = serveApi();
    const worker = installWorker();

    await change({
      oldSubscription: subscription('https://push.example.net/send/old'),
      newSubscription: subscription('https://push.example.net/send/new'),
    });

    expect(worker.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent.map(({ method, body }) => [method, (body as { endpoint: string }).endpoint])).toEqual([
      ['POST', 'https://push.example.net/send/new'],
      ['DELETE', 'https://push.example.net/send/old'],
    ]);
  });

  it('refreshes an expired access token first, as the outbox does, and keeps the successor for the pages', async () => {
    await mirror({ accessToken: tokenFor(CANDIDATE, -60) });
    const fresh = tokenFor(CANDIDATE);
    const sent = serveApi(() => Response.json({ accessToken: fresh, refreshToken: 'refresh-2' }));
    installWorker();

    await change({ oldSubscription: null, newSubscription: subscription('https://push.example.net/send/new') });

    expect(sent.map(({ method, url, authorization }) => `${method} ${url} ${authorization}`)).toEqual([
      'GET /api/auth/refresh Bearer refresh-1',
      `POST /api/push/subscriptions Bearer ${fresh}`,
    ]);
    expect(await readAuth()).toMatchObject({ accessToken: fresh, refreshToken: 'refresh-2', writer: 'worker' });
  });

  it('does nothing when no candidate is signed in on this browser, or their session was refused', async () => {
    for (const signIn of [async () => undefined, () => mirror({ refused: true })]) {
      await clearAuth();
      await signIn();
      const sent = serveApi();
      const worker = installWorker([], () => Promise.resolve(subscription('https://push.example.net/send/new')));

      await change({ oldSubscription: subscription('https://push.example.net/send/old'), newSubscription: null });

      expect(worker.registration.pushManager.subscribe).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    }
  });
});
