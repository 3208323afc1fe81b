/**
 * A fake browser for the push tests: Notification permission and its prompt, a service worker
 * registration whose pushManager subscribes, and the server's push endpoints behind fetch.
 */
import { vi } from 'vitest';

export const SERVER_KEY = `B${'A'.repeat(86)}`;
export const OTHER_KEY = `B${'Q'.repeat(86)}`;

const bytesOf = (base64Url: string) =>
  Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(88, '=')), (c) => c.charCodeAt(0));

export interface FakeBrowserOptions {
  permission?: NotificationPermission;
  /** What the prompt answers when asked. */
  prompt?: NotificationPermission;
  /** A subscription this browser already holds, made with this key. */
  subscribedWith?: string;
  /** pushManager.subscribe() fails, as it does in headless Chromium. */
  subscribeFails?: boolean;
  /** pushManager.subscribe() answers only when `finishSubscribing()` is called (a push service that does not answer). */
  subscribeHangs?: boolean;
  /** The permission prompt stays open: requestPermission() never settles. */
  promptStaysOpen?: boolean;
  /** No service worker registered yet (dev server, first load). */
  noWorker?: boolean;
  /** The server refuses the subscription. */
  serverStatus?: number;
  userAgent?: string;
  noPush?: boolean;
}

let serial = 0;

export function installFakeBrowser(options: FakeBrowserOptions = {}) {
  const calls: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const state = {
    permission: options.permission ?? 'default',
    subscription: undefined as FakeSubscription | undefined,
  };

  class FakeSubscription {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer; userVisibleOnly: boolean };
    constructor(key: Uint8Array) {
      serial += 1;
      this.endpoint = `https://fcm.googleapis.com/fcm/send/device-${serial}`;
      this.options = { applicationServerKey: key.slice().buffer, userVisibleOnly: true };
    }
    toJSON() {
      return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: SERVER_KEY, auth: 'A'.repeat(22) } };
    }
    unsubscribe = vi.fn(async () => {
      if (state.subscription === this) state.subscription = undefined;
      return true;
    });
  }
  if (options.subscribedWith) state.subscription = new FakeSubscription(bytesOf(options.subscribedWith));

  let finishSubscribing: () => void = () => undefined;
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription ?? null),
    subscribe: vi.fn(async (init: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      if (options.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
      if (options.subscribeHangs) await new Promise<void>((resolve) => (finishSubscribing = resolve));
      state.subscription = new FakeSubscription(init.applicationServerKey);
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    if (options.promptStaysOpen) await new Promise(() => undefined);
    state.permission = options.prompt ?? 'granted';
    return state.permission;
  });

  vi.stubGlobal('navigator', {
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
    ...(options.noPush
      ? {}
      : {
          serviceWorker: {
            getRegistration: vi.fn(async () => (options.noWorker ? undefined : registration)),
            ready: options.noWorker ? new Promise(() => undefined) : Promise.resolve(registration),
          },
        }),
  });
  if (!options.noPush) {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal(
      'Notification',
      Object.assign(class {}, {
        get permission() {
          return state.permission;
        },
        requestPermission,
      }),
    );
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'https://boltx.example');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: new Headers(init?.headers).get('Authorization'),
      });
      if (url.pathname === '/api/push/key') return Response.json({ publicKey: SERVER_KEY });
      if (options.serverStatus) {
        return Response.json({ status: { code: 'INTERNAL', message: '오류' } }, { status: options.serverStatus });
      }
      return new Response(null, { status: 204 });
    }),
  );
  return {
    calls,
    pushManager,
    requestPermission,
    subscription: () => state.subscription,
    /** Lets a hanging subscribe() answer at last. */
    finishSubscribing: () => finishSubscribing(),
    setPermission(permission: NotificationPermission) {
      state.permission = permission;
    },
  };
}
