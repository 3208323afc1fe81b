/**
 * Push in the browser. Headless Chromium has no push service, so a push is delivered
 * to the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), and the
 * notification it shows is read back with registration.getNotifications(). The click itself is
 * the worker's onNotificationClick, tested with fakes in sw/push.test.ts; here the notification's
 * data says where the click goes. DevTools has no way to make the browser fire
 * `pushsubscriptionchange`, and without a push service Chromium could not subscribe again anyway:
 * the event is dispatched inside the worker (Playwright evaluates there) carrying the renewed
 * subscription, as a browser that renewed it itself would, and the worker's requests to the real
 * server are watched. Subscribing again with the old key is covered by sw/push.test.ts.
 * The app icon's badge: Chromium has the Badging API in the page and the worker, but an app not
 * installed shows no badge anywhere a test could read it, so the API is replaced by a recorder (in
 * the worker for a push's badge, in the page for the open app's). Periodic background sync is
 * granted through DevTools (Chromium grants it only to an installed app it sees used); its event is
 * dispatched inside the worker, like `pushsubscriptionchange`, so the test waits for what it does.
 */
import { type BrowserContext, type CDPSession, expect, type Page, test, type Worker } from '@playwright/test';
import { E2E_PUSH_SERVICE_HOST } from '../../playwright.config';
import { agentApi, candidateApi } from './offer-api';
import { signInByPhone, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: { url?: string; kind?: string } | null;
}

/** The worker's registration id as DevTools knows it, for the page's origin. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const scopes = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted) scopes.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => scopes.get(`${origin}/`)).toBeTruthy();
  return scopes.get(`${origin}/`) as string;
}

/**
 * Counts, inside the worker, the notifications it asked the browser to show whose promise has
 * settled. Chromium's getNotifications() checks its records against the notifications on
 * screen, and a record read while its notification is still being shown is dropped for good:
 * reading only after the show settled keeps the test from racing the browser.
 */
async function watchShows(worker: Worker) {
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; settledShows: number };
    const registration = scope.registration;
    const show = registration.showNotification.bind(registration);
    scope.settledShows = 0;
    registration.showNotification = (title: string, options?: NotificationOptions) =>
      show(title, options).finally(() => {
        scope.settledShows += 1;
      });
  });
}

/** The notifications on screen, once the worker's `shows`-th notification has been shown. */
async function shownNotifications(page: Page, worker: Worker, shows: number): Promise<ShownNotification[]> {
  await expect
    .poll(() => worker.evaluate(() => (self as unknown as { settledShows: number }).settledShows))
    .toBe(shows);
  return (await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: notification.icon,
      badge: notification.badge,
      data: notification.data,
    }));
  })) as ShownNotification[];
}

async function readyForPush(page: Page, context: BrowserContext, origin: string) {
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await watchShows(worker);
  return { cdp, worker, registrationId: await registrationIdOf(cdp, origin) };
}

/** The demo candidate signed in with notifications allowed, an agent's offer for `job`, and the worker ready for pushes. */
async function signedInWithAnOffer(page: Page, context: BrowserContext, baseURL: string, job: string) {
  const origin = new URL(baseURL).origin;
  await context.grantPermissions(['notifications'], { origin });
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offerId = await agent.offer(candidate.id, company.id, job);
  return { origin, candidate, agent, company, offerId, ...(await readyForPush(page, context, origin)) };
}

test('a pushed offer shows a Korean notification whose click opens the offer’s countdown page', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const { cdp, worker, registrationId } = await readyForPush(page, context, origin);
  const payload = {
    title: '새로운 연봉 제안이 도착했어요',
    body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
    url: '/my/result/41',
    kind: 'OFFER',
    tag: '/my/result/41',
  };

  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });

  const [shown, ...others] = await shownNotifications(page, worker, 1);
  expect(others).toEqual([]);
  expect(shown).toMatchObject({
    title: '새로운 연봉 제안이 도착했어요',
    body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
    tag: '/my/result/41',
    icon: `${origin}/icons/icon-192.png`,
    badge: `${origin}/icons/badge-96.png`,
    data: { url: '/my/result/41', kind: 'OFFER' },
  });
  // What the notification shows is ours: the icon is served from the precache as a real PNG.
  const icon = await page.request.get('/icons/icon-192.png');
  expect(icon.headers()['content-type']).toContain('image/png');

  // The reminder for the same offer replaces its arrival notice rather than piling up.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ ...payload, title: '제안이 곧 마감돼요', body: '한빛모빌리티의 연봉 제안이 곧 마감돼요.' }),
  });
  expect((await shownNotifications(page, worker, 2)).map((notification) => notification.title)).toEqual([
    '제안이 곧 마감돼요',
  ]);
});

/** What the worker set the app icon's badge to, recorded in place of the browser's Badging API. */
async function recordBadges(worker: Worker) {
  return worker.evaluate(() => {
    const scope = self as unknown as { navigator: Navigator; badges: (number | 'cleared')[] };
    const exposed = 'setAppBadge' in scope.navigator && 'clearAppBadge' in scope.navigator;
    scope.badges = [];
    Object.defineProperties(scope.navigator, {
      setAppBadge: { configurable: true, value: async (count = 0) => void scope.badges.push(count) },
      clearAppBadge: { configurable: true, value: async () => void scope.badges.push('cleared') },
    });
    return exposed;
  });
}

const badgesSet = (worker: Worker) => worker.evaluate(() => (self as unknown as { badges: unknown[] }).badges);

test('a push puts what waits on the app icon through the worker, and its notification a 제안 보기 button', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const { cdp, worker, registrationId } = await readyForPush(page, context, origin);
  // Chromium has the Badging API in the page and the worker alike, installed or not.
  expect(await page.evaluate(() => 'setAppBadge' in navigator)).toBe(true);
  expect(await recordBadges(worker)).toBe(true);
  const push = (fields: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title: '새로운 연봉 제안이 도착했어요',
        body: '한빛모빌리티에서 6,600만~7,200만원 제안을 보냈어요.',
        url: '/my/result/41',
        kind: 'OFFER',
        tag: '/my/result/41',
        ...fields,
      }),
    });

  await push({ badge: 3 });
  await shownNotifications(page, worker, 1);
  await expect.poll(() => badgesSet(worker)).toEqual([3]);
  const actions = await page.evaluate(async () => {
    const [shown] = await (await navigator.serviceWorker.ready).getNotifications();
    const { actions: buttons = [] } = shown as Notification & { actions?: { action: string; title: string }[] };
    return buttons.map(({ action, title }) => ({ action, title }));
  });
  expect(actions).toEqual([{ action: 'open', title: '제안 보기' }]);

  // Nothing waits any more: the badge goes; a push without a count leaves it as it is.
  await push({ badge: 0, tag: '/my/result/42', url: '/my/result/42' });
  await shownNotifications(page, worker, 2);
  await push({ tag: '/my/result/43', url: '/my/result/43' });
  await shownNotifications(page, worker, 3);
  expect(await badgesSet(worker)).toEqual([3, 'cleared']);
});

test('the open app keeps the badge at the offers awaiting an answer plus the unread messages', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const scope = window as unknown as { badges: (number | 'cleared')[] };
    scope.badges = [];
    Object.defineProperties(Navigator.prototype, {
      setAppBadge: { configurable: true, value: async (count = 0) => void scope.badges.push(count) },
      clearAppBadge: { configurable: true, value: async () => void scope.badges.push('cleared') },
    });
  });
  const { candidate } = await signedInWithAnOffer(page, context, baseURL as string, '모바일 개발자');

  await page.goto('/my/attack');

  const list = (await (await candidate.call('GET', '/api/v3/users/offers')).json()) as { counts: { current: number } };
  const rooms = (await (await candidate.call('GET', '/api/users/message/room')).json()) as { unreadCount: number };
  const waiting = list.counts.current + rooms.unreadCount;
  expect(waiting).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { badges: unknown[] }).badges.at(-1)))
    .toBe(waiting);
});

test('a push the worker cannot read still shows a notification that opens /my', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const { cdp, worker, registrationId } = await readyForPush(page, context, origin);

  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'not json' });

  expect((await shownNotifications(page, worker, 1)).map((shown) => shown.data?.url)).toEqual(['/my']);
});

test('the candidate finds "알림 받기" under the /my tabs, and a failed subscription says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL as string).origin });
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  const card = page.getByRole('region', { name: /^알림/ });
  await expect(card).toContainText('꺼짐');
  await waitForServiceWorker(page);

  await card.getByRole('button', { name: '알림 받기' }).click();

  // Headless Chromium has no push service: pushManager.subscribe() fails, and the card says so.
  // (With a push service the same press ends in 켜짐.)
  await expect(card.getByRole('alert').or(card.getByText('켜짐'))).toBeVisible({ timeout: 15_000 });
  if (await card.getByRole('alert').isVisible()) {
    await expect(card.getByRole('alert')).toHaveText('알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.');
    await expect(card.getByRole('button', { name: '알림 받기' })).toBeEnabled();
  }
});

/** Seconds since `start`: the bound a person waits at most. */
const secondsSince = (start: number) => (Date.now() - start) / 1000;

test('a push service that never answers ends in the Korean failure within 10 s, with the button back', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL as string).origin });
  // The browser's request to its push service goes nowhere: subscribe() neither resolves nor fails
  // (a phone behind a network that drops the push service's traffic does exactly this).
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
  });
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const card = page.getByRole('region', { name: /^알림/ });

  await card.getByRole('button', { name: '알림 받기' }).click();
  const pressed = Date.now();
  await expect(card.getByRole('button', { name: '알림을 켜는 중…' })).toBeDisabled();

  await expect(card.getByRole('alert')).toHaveText('알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.', {
    timeout: 12_000,
  });
  expect(secondsSince(pressed)).toBeLessThan(11);
  await expect(card.getByRole('button', { name: '알림 받기' })).toBeEnabled();
  await expect(card).toContainText('꺼짐');
});

test('while the permission prompt is open the card says what to press there, and gives up in time', async ({
  page,
}) => {
  // A prompt nobody answers (left open, or hidden behind the browser's quiet permission UI).
  await page.addInitScript(() => {
    Notification.requestPermission = () => new Promise<NotificationPermission>(() => undefined);
  });
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  const card = page.getByRole('region', { name: /^알림/ });

  await card.getByRole('button', { name: '알림 받기' }).click();

  await expect(card.getByRole('status')).toHaveText("브라우저의 알림 허용 창에서 '허용'을 눌러 주세요.");
  await expect(card.getByText('알림을 켜는 중…')).toHaveCount(0);
  await expect(card.getByRole('alert')).toHaveText('알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.', {
    timeout: 12_000,
  });
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card.getByRole('button', { name: '알림 받기' })).toBeEnabled();
});

/**
 * A click on the notification the worker shows, handled by the worker's own notificationclick
 * listener. DevTools cannot click a notification; the event is dispatched inside the worker with
 * the real notification. Being synthetic, it carries no user activation, so the browser refuses
 * the worker's focus() — the case the handler must survive by navigating anyway.
 */
function clickNotification(worker: Worker, url: string) {
  return worker.evaluate(async (target) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const notifications = await scope.registration.getNotifications();
    const notification = notifications.find((shown) => (shown.data as { url?: string } | null)?.url === target);
    if (!notification) return 'no notification';
    const pending: Promise<unknown>[] = [];
    const event = new Event('notificationclick');
    Object.defineProperties(event, {
      notification: { value: notification },
      waitUntil: { value: (promise: Promise<unknown>) => pending.push(promise) },
    });
    scope.dispatchEvent(event);
    await Promise.all(pending);
    return 'handled';
  }, url);
}

test('a click on an offer’s notification lands on its countdown page; once expired, the page says so and offers the list', async ({
  page,
  context,
  baseURL,
}) => {
  // A sign-in, the console's offer, two pushes and two clicks: a long journey.
  test.setTimeout(90_000);
  const { origin, candidate, company, offerId, cdp, worker, registrationId } = await signedInWithAnOffer(
    page,
    context,
    baseURL as string,
    '플랫폼 엔지니어',
  );
  await page.goto('/my/attack');
  const url = `/my/result/${offerId}`;
  const push = (title: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ title, body: `${company.name}에서 제안을 보냈어요.`, url, kind: 'OFFER', tag: url }),
    });

  await push('새로운 연봉 제안이 도착했어요');
  await shownNotifications(page, worker, 1);
  expect(await clickNotification(worker, url)).toBe('handled');

  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  await expect(page.getByRole('time')).toHaveText(/^[67]일 \d\d:\d\d:\d\d$/);
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();

  // Days later the reminder is tapped after the offer expired.
  const expired = await candidate.call('POST', '/api/sandbox/offers/expire', { offerId });
  expect(expired.ok()).toBe(true);
  await page.goto('/my');
  await push('제안이 곧 마감돼요');
  await shownNotifications(page, worker, 2);
  expect(await clickNotification(worker, url)).toBe('handled');

  await expect(page).toHaveURL(url);
  await expect(page.getByRole('status').filter({ hasText: '선택 기간이 지난 제안이에요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toHaveCount(0);
  await page.getByRole('link', { name: '받은 제안 보기' }).click();
  await expect(page).toHaveURL(/\/my\/attack$/);
});

test('offline, an offer’s notification opens its countdown from the kept list, though the offer was never opened', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { origin, company, offerId, cdp, worker, registrationId } = await signedInWithAnOffer(
    page,
    context,
    baseURL as string,
    '데이터 엔지니어',
  );
  const url = `/my/result/${offerId}`;
  // Only the list is kept: the offer itself was never opened on this device.
  await page.goto('/my/attack');
  await expect(page.locator(`a[href="${url}"]`)).toContainText(company.name);
  await waitForPersistedQueryKeys(page, [['offers', 'list', 'current']]);

  await context.setOffline(true);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ title: '제안이 곧 마감돼요', body: `${company.name}의 제안`, url, kind: 'OFFER', tag: url }),
  });
  await shownNotifications(page, worker, 1);
  expect(await clickNotification(worker, url)).toBe('handled');

  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  const countdown = page.getByRole('time');
  const shown = await countdown.textContent();
  expect(shown).toMatch(/^[67]일 \d\d:\d\d:\d\d$/);
  await expect(countdown).not.toHaveText(shown as string);
  await expect(page.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toHaveCount(0);
});

test('a window opened at an offer’s page (its notification tapped with none open) shows the countdown the worker drew before the app’s code runs, and the app takes it over', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL as string).origin });
  await signInByPhone(page);
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offerId = await agent.offer(candidate.id, company.id, '보안 엔지니어');
  const url = `/my/result/${offerId}`;
  // Only its card in the list is kept: the offer itself was never opened on this device.
  await page.goto('/my/attack');
  await expect(page.locator(`a[href="${url}"]`)).toContainText(company.name);
  await waitForPersistedQueryKeys(page, [['offers', 'list', 'current']]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  for (const offline of [false, true]) {
    await context.setOffline(offline);
    // No script of the page runs in this window: what it shows is what the worker drew.
    const drawn = await context.newPage();
    const scripts = await context.newCDPSession(drawn);
    await scripts.send('Emulation.setScriptExecutionDisabled', { value: true });
    await drawn.goto(url);
    await expect(drawn).toHaveTitle('받은 제안 · 볼트X');
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(company.name);
    await expect(drawn.getByRole('time')).toHaveText(/^[67]일 \d\d:\d\d:\d\d$/);
    await expect(drawn.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();
    await expect(drawn.getByRole('button', { name: '닫기' })).toBeVisible();
    await drawn.close();

    // With its scripts, the app takes the drawn page over: the countdown ticks, the buttons answer.
    const opened = await context.newPage();
    await opened.goto(url);
    const countdown = opened.getByRole('time');
    const shown = await countdown.textContent();
    expect(shown).toMatch(/^[67]일 \d\d:\d\d:\d\d$/);
    await expect(countdown).not.toHaveText(shown as string);
    await expect(opened.locator('main')).toHaveCount(1);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveCount(1);
    await opened.getByRole('button', { name: '거절하기' }).click();
    await expect(opened.getByRole('dialog')).toContainText('거절');
    await opened.close();
  }

  // Once the offer was opened, its company is kept too, and drawn: its card does not come in above
  // the buttons as the app takes the page over, so a tap in that moment lands where it was aimed.
  await context.setOffline(false);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: `${company.name} 알아보기` })).toBeVisible();
  await waitForPersistedQueryKeys(page, [['offers', 'company', offerId]]);
  const drawn = await context.newPage();
  const scripts = await context.newCDPSession(drawn);
  await scripts.send('Emulation.setScriptExecutionDisabled', { value: true });
  await drawn.goto(url);
  await expect(drawn.getByRole('heading', { name: `${company.name} 알아보기` })).toBeVisible();
  const drawnAt = await drawn.getByRole('button', { name: '커피챗 수락하기' }).boundingBox();
  await drawn.close();
  const opened = await context.newPage();
  await opened.goto(url);
  const countdown = opened.getByRole('time');
  await expect(countdown).not.toHaveText((await countdown.textContent()) as string);
  expect(await opened.getByRole('button', { name: '커피챗 수락하기' }).boundingBox()).toEqual(drawnAt);
  await opened.getByRole('button', { name: '커피챗 수락하기' }).click();
  await expect(opened.getByRole('alertdialog')).toContainText('커피챗을 할까요?');
});

interface WorkerRequest {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/**
 * In the worker: a `pushsubscriptionchange` from the old endpoint to the new one (both with a real
 * P-256 key, as a push service's are), and the requests the worker made while handling it.
 */
function changeSubscription(worker: Worker, oldEndpoint: string, newEndpoint: string) {
  return worker.evaluate(
    async ([from, to]) => {
      const scope = self as unknown as { fetch: typeof fetch; dispatchEvent(event: Event): boolean };
      const base64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const subscription = async (endpoint: string) => {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
        const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
        return {
          endpoint,
          options: { applicationServerKey: null, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        };
      };
      const requests: WorkerRequest[] = [];
      const realFetch = scope.fetch;
      scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await realFetch(input, init);
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        requests.push({ method: init?.method ?? 'GET', url: String(input), status: response.status, body });
        return response;
      };
      const pending: Promise<unknown>[] = [];
      const event = new Event('pushsubscriptionchange');
      Object.defineProperties(event, {
        oldSubscription: { value: await subscription(from) },
        newSubscription: { value: await subscription(to) },
        waitUntil: { value: (promise: Promise<unknown>) => pending.push(promise) },
      });
      try {
        scope.dispatchEvent(event);
        await Promise.all(pending);
      } finally {
        scope.fetch = realFetch;
      }
      return { handled: pending.length, requests };
    },
    [oldEndpoint, newEndpoint],
  );
}

/** Resolves once the page has mirrored the candidate's tokens for the worker (lib/token-mirror.ts). */
async function waitForTokenMirror(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('boltx-outbox');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        if (!db.objectStoreNames.contains('auth')) return false;
        const mirrored = await new Promise<unknown>((resolve) => {
          const get = db.transaction('auth').objectStore('auth').get('candidate');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(undefined);
        });
        db.close();
        return mirrored !== undefined;
      }),
    )
    .toBe(true);
}

test('a subscription the push service replaced is renewed by the worker for the signed-in candidate only', async ({
  page,
  context,
}) => {
  // A host the e2e server accepts as a push service (playwright.config.ts) and that never resolves.
  const endpoint = (name: string) => `https://${E2E_PUSH_SERVICE_HOST}/send/${name}-${Date.now()}`;
  await page.goto('/');
  await waitForServiceWorker(page);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  // Nobody signed in: the worker handles the event and tells the server nothing.
  const signedOut = await changeSubscription(worker, endpoint('old'), endpoint('new'));
  expect(signedOut).toEqual({ handled: 1, requests: [] });

  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForTokenMirror(page);
  const [oldEndpoint, newEndpoint] = [endpoint('old'), endpoint('new')];

  // Access tokens live 3 s in these runs: the worker refreshes first where needed, as the outbox does.
  const renewal = await changeSubscription(worker, oldEndpoint, newEndpoint);

  const toServer = renewal.requests.filter((request) => request.url.includes('/api/push/subscriptions'));
  expect(
    toServer.map(({ method, status, body }) => ({ method, status, endpoint: (body as { endpoint: string }).endpoint })),
  ).toEqual([
    { method: 'POST', status: 204, endpoint: newEndpoint },
    { method: 'DELETE', status: 204, endpoint: oldEndpoint },
  ]);
  expect(renewal.requests.every((request) => request.status < 400)).toBe(true);
});

test('the worker’s daily refresh keeps an offer sent after the app was left, for the app opened offline', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL as string).origin;
  const { candidate, worker } = await signedInWithAnOffer(page, context, baseURL as string, '보안 엔지니어');
  // Chromium grants periodic background sync to installed apps it sees used; DevTools grants it here
  // (with notifications again: a grant through DevTools replaces the origin's others).
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  await (await browser.newBrowserCDPSession()).send('Browser.grantPermissions', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permissions: ['periodicBackgroundSync', 'notifications'],
  });

  // The next load of the app asks for the daily refresh.
  await page.goto('/my/attack');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          periodicSync: { getTags(): Promise<string[]> };
        };
        return registration.periodicSync.getTags();
      }),
    )
    .toEqual(['boltx-refresh']);
  await waitForPersistedQueryKeys(page, [['offers', 'list', 'current']]);
  await waitForTokenMirror(page);
  // The app is left; an agent's offer arrives after.
  await page.goto('about:blank');
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offerId = await agent.offer(candidate.id, company.id, '보안 엔지니어');

  // The browser's wake-up, dispatched inside the worker so the test can wait for what it does.
  const outcomes = await worker.evaluate(async () => {
    const scope = self as unknown as { dispatchEvent(event: Event): boolean };
    const pending: Promise<unknown>[] = [];
    const event = new Event('periodicsync');
    Object.defineProperties(event, {
      tag: { value: 'boltx-refresh' },
      waitUntil: { value: (promise: Promise<unknown>) => pending.push(promise) },
    });
    scope.dispatchEvent(event);
    return Promise.all(pending);
  });
  expect(outcomes).toEqual(['refreshed']);

  await context.setOffline(true);
  await page.goto('/my/attack');
  await expect(page.locator(`a[href="/my/result/${offerId}"]`)).toContainText(company.name);
});
