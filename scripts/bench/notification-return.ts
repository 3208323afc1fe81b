/**
 * The notification return: the demo candidate's phone has the service worker in control
 * and her offer list persisted; an offer's push arrives (CDP ServiceWorker.deliverPushMessage) and
 * she taps it. Headless Chromium cannot click a notification, so each way the worker's click
 * handler (sw/push.ts) brings her back is driven and timed to the offer's countdown visible:
 * - navigated: the real handler runs on the real notification (a synthetic `notificationclick` in
 *   the worker) and navigates the open window (client.navigate): from the click to the countdown;
 * - message: a window the worker does not control is asked to show the path itself
 *   (features/pwa/push-navigation.ts): from the message posted to the countdown;
 * - new window: no window of ours is open, one is opened at the url (a new page in the same
 *   context): from its navigation start to the countdown.
 * Each online and offline (context.setOffline: the worker's precache and the persisted offers only),
 * offline first so the offer's own detail was never read: the page must paint from the list's card.
 * "Visible" is when the `<time>` of the countdown is laid out, then its frame (rAF, then a task).
 * The page reports it through a binding, not by being polled: Playwright's polling evaluates its
 * own ~300 KB script in each new document, on the main thread the page is starting on, which
 * no candidate's phone does.
 */
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { PUSH_NAVIGATE_DONE, PUSH_NAVIGATE_MESSAGE } from '../../src/contract/push-messages';
import { launchChromium, phoneContext } from './chromium';
import { OFFER_CARD, openOffersUntilKept } from './offline-visit';
import { median } from './stats';

export type ReturnWay = 'navigated' | 'message' | 'new window';
export type Connection = 'online' | 'offline';

export interface NotificationReturnCase {
  way: ReturnWay;
  connection: Connection;
  /** Milliseconds from the tap (as each way defines it) to the countdown visible, per tap. */
  samplesMs: number[];
  medianMs: number;
  /** Taps whose countdown never showed, and what showed instead. */
  failures: string[];
}

export interface NotificationReturnResult {
  offerId: number;
  cases: NotificationReturnCase[];
}

const WAYS: ReturnWay[] = ['navigated', 'message', 'new window'];
const SHOW_TIMEOUT_MS = 10_000;
const WORKER_ANSWER_MS = 2_000;
const POLL_MS = 100;

interface CountdownShown {
  /** Epoch ms. */
  shownAt: number;
  /** Since this document's navigation start. */
  sinceNavigationMs: number;
}

declare global {
  interface Window {
    /** The bench's binding (context.exposeBinding): the countdown of this document showed. */
    benchCountdownShown?: (shown: CountdownShown) => void;
    benchWatchCountdown?: () => void;
  }
}

/**
 * Runs in every document: (re)arms a watch for an offer page's countdown laid out, then its frame.
 * No named functions inside: tsx would wrap them in a helper the page does not have.
 */
function installCountdownWatch() {
  let observer: MutationObserver | undefined;
  window.benchWatchCountdown = () => {
    observer?.disconnect();
    observer = new MutationObserver(() => {
      if (!/^\/my\/result\/\d+$/.test(location.pathname)) return;
      const countdown = document.querySelector('time');
      if (!countdown || countdown.getBoundingClientRect().height === 0) return;
      observer?.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const now = performance.now();
          void window.benchCountdownShown?.({ shownAt: performance.timeOrigin + now, sinceNavigationMs: now });
        }),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  window.benchWatchCountdown();
}

/** The last countdown each page reported, and who waits for the next one. */
const shownIn = new WeakMap<Page, CountdownShown>();
const waitingFor = new WeakMap<Page, (shown: CountdownShown) => void>();

function reportShown(page: Page, shown: CountdownShown) {
  shownIn.set(page, shown);
  waitingFor.get(page)?.(shown);
}

/** Forgets what `page` reported before, so the next countdown is this tap's. */
function forgetShown(page: Page) {
  shownIn.delete(page);
}

function countdownShown(page: Page): Promise<CountdownShown> {
  const already = shownIn.get(page);
  if (already) return Promise.resolve(already);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waitingFor.delete(page);
      reject(new Error(`the countdown did not show within ${SHOW_TIMEOUT_MS} ms`));
    }, SHOW_TIMEOUT_MS);
    waitingFor.set(page, (shown) => {
      clearTimeout(timer);
      waitingFor.delete(page);
      resolve(shown);
    });
  });
}

/** What the page shows instead of the countdown, for the report. */
async function whatShows(page: Page): Promise<string> {
  const text = await page
    .locator('main, body')
    .first()
    .textContent()
    .catch(() => '');
  return `${new URL(page.url()).pathname}: ${(text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80) || 'nothing'}`;
}

/** The worker's registration id as DevTools knows it (ServiceWorker.deliverPushMessage needs it). */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const scopes = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted) scopes.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  for (const deadline = Date.now() + WORKER_ANSWER_MS; Date.now() < deadline; ) {
    const id = scopes.get(`${origin}/`);
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('DevTools never named the service worker registration');
}

async function currentWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/**
 * Inside the worker: counts the notifications whose showNotification() settled. Chromium drops a
 * notification read back while it is still being shown (tests/e2e/push.spec.ts), so the tap waits
 * for the count. Installed once per worker instance.
 */
function countShows(worker: Worker): Promise<number> {
  return worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; benchShows?: number };
    if (scope.benchShows === undefined) {
      const registration = scope.registration;
      const show = registration.showNotification.bind(registration);
      scope.benchShows = 0;
      registration.showNotification = (title: string, options?: NotificationOptions) =>
        show(title, options).finally(() => {
          scope.benchShows = (scope.benchShows ?? 0) + 1;
        });
    }
    return scope.benchShows;
  });
}

interface PushTarget {
  cdp: CDPSession;
  origin: string;
  registrationId: string;
  url: string;
}

/** An offer push, as server/features/offers/offer-sending.ts sends it, shown by the worker. */
async function pushOffer(context: BrowserContext, target: PushTarget): Promise<Worker> {
  const worker = await currentWorker(context);
  const before = await countShows(worker);
  const payload = {
    title: '새로운 연봉 제안이 도착했어요',
    body: '제안을 확인해 보세요.',
    url: target.url,
    kind: 'OFFER',
    tag: target.url,
  };
  await target.cdp.send('ServiceWorker.deliverPushMessage', {
    origin: target.origin,
    registrationId: target.registrationId,
    data: JSON.stringify(payload),
  });
  for (const deadline = Date.now() + SHOW_TIMEOUT_MS; Date.now() < deadline; ) {
    if ((await countShows(worker)) > before) return worker;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('the worker never showed the pushed notification');
}

/**
 * The worker's own notificationclick listener, on the notification it showed; answers when the
 * click was dispatched (epoch ms). Synthetic, so without user activation: focus() is refused and
 * the handler navigates the window anyway, as it must.
 */
function tapNotification(worker: Worker, url: string): Promise<number> {
  return worker.evaluate(async (target) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const notification = (await scope.registration.getNotifications()).find(
      (shown) => (shown.data as { url?: string } | null)?.url === target,
    );
    if (!notification) throw new Error('the notification is not on screen');
    const event = new Event('notificationclick');
    // No function literals here: tsx would wrap them in a helper the worker does not have.
    const pending: Promise<unknown>[] = [];
    Object.defineProperties(event, {
      notification: { value: notification },
      waitUntil: { value: pending.push.bind(pending) },
    });
    const tappedAt = performance.timeOrigin + performance.now();
    scope.dispatchEvent(event);
    return tappedAt;
  }, url);
}

/** The worker asks its window to show `url` itself (sw/push.ts askPageToShow); the post time once the page said done. */
function askWindowToShow(worker: Worker, url: string): Promise<number | undefined> {
  return worker.evaluate(
    async ({ target, message, done, waitMs }) => {
      type WindowClient = { postMessage(message: unknown, transfer: Transferable[]): void };
      const scope = self as unknown as {
        clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]> };
      };
      const [client] = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (!client) return undefined;
      const channel = new MessageChannel();
      const answered = new Promise<boolean>((resolve) => {
        setTimeout(() => resolve(false), waitMs);
        channel.port1.onmessage = (event) => resolve(event.data?.type === done);
      });
      const postedAt = performance.timeOrigin + performance.now();
      client.postMessage({ type: message, url: target }, [channel.port2]);
      return (await answered) ? postedAt : undefined;
    },
    { target: url, message: PUSH_NAVIGATE_MESSAGE, done: PUSH_NAVIGATE_DONE, waitMs: WORKER_ANSWER_MS },
  );
}

/** The candidate was elsewhere in the app (her offer list) when the notification came. */
async function openOfferList(page: Page) {
  await page.goto('/my/attack');
  await page.locator(OFFER_CARD).first().waitFor();
  await page.evaluate(() => window.benchWatchCountdown?.());
  forgetShown(page);
}

async function tapOnce(way: ReturnWay, page: Page, target: PushTarget): Promise<number> {
  const context = page.context();
  if (way === 'new window') {
    await pushOffer(context, target);
    const opened = await context.newPage();
    try {
      await opened.goto(target.url, { waitUntil: 'commit' });
      return (await countdownShown(opened)).sinceNavigationMs;
    } catch (error) {
      throw new Error(`${(error as Error).message.split('\n')[0]} — ${await whatShows(opened)}`);
    } finally {
      await opened.close();
    }
  }
  await openOfferList(page);
  let tappedAt: number | undefined;
  if (way === 'navigated') {
    tappedAt = await tapNotification(await pushOffer(context, target), target.url);
  } else {
    // The page listens once its PWA layer has loaded (after the load event): asked until it answers.
    for (const deadline = Date.now() + SHOW_TIMEOUT_MS; tappedAt === undefined && Date.now() < deadline; ) {
      tappedAt = await askWindowToShow(await currentWorker(context), target.url);
    }
    if (tappedAt === undefined) throw new Error('the page never answered the worker’s message');
  }
  try {
    if (way === 'navigated') await page.waitForURL(target.url, { waitUntil: 'commit' });
    return (await countdownShown(page)).shownAt - tappedAt;
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]} — ${await whatShows(page)}`);
  }
}

async function measureCase(
  way: ReturnWay,
  connection: Connection,
  page: Page,
  target: PushTarget,
  taps: number,
): Promise<NotificationReturnCase> {
  const samplesMs: number[] = [];
  const failures: string[] = [];
  for (let tap = 1; tap <= taps; tap += 1) {
    try {
      samplesMs.push(await tapOnce(way, page, target));
      process.stdout.write(`  ${way}, ${connection} #${tap}: ${Math.round(samplesMs.at(-1) as number)} ms\n`);
    } catch (error) {
      failures.push((error as Error).message);
      process.stdout.write(`  ${way}, ${connection} #${tap}: ${(error as Error).message}\n`);
    }
  }
  return { way, connection, samplesMs, medianMs: median(samplesMs), failures };
}

export async function measureNotificationReturn(origin: string, taps: number): Promise<NotificationReturnResult> {
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser, origin);
    await context.grantPermissions(['notifications'], { origin });
    await context.exposeBinding('benchCountdownShown', ({ page }, shown: CountdownShown) => reportShown(page, shown));
    await context.addInitScript(installCountdownWatch);
    const page = await context.newPage();
    await openOffersUntilKept(page, origin);
    const href = await page.locator(OFFER_CARD).first().getAttribute('href');
    const offerId = Number(href?.split('/').at(-1));
    if (!Number.isInteger(offerId)) throw new Error(`the first offer card links to ${href}`);
    const cdp = await context.newCDPSession(page);
    const target = { cdp, origin, registrationId: await registrationIdOf(cdp, origin), url: `/my/result/${offerId}` };

    const cases: NotificationReturnCase[] = [];
    for (const connection of ['offline', 'online'] as const) {
      await context.setOffline(connection === 'offline');
      for (const way of WAYS) cases.push(await measureCase(way, connection, page, target, taps));
    }
    return { offerId, cases };
  } finally {
    await browser.close();
  }
}
