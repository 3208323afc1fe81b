/**
 * 3. Offline repeat visit: the demo candidate opens /my/attack online until her offers show, the
 * service worker is activated and controls the page, and React Query's persister has written the
 * offer list to IndexedDB (TOOLCHAIN.md); then the network goes off and /my/attack is loaded again.
 * Measured in the page: navigation start (performance.now() = 0) to the first offer card laid out
 * and its frame presented, median of several visits.
 */
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from '../../tests/e2e/support';
import { launchChromium, phoneContext } from './chromium';
import { signInCandidate } from './sessions';
import { median } from './stats';
import { measureWorkerInstalls } from './worker-install';

/** An offer card, as the browser tests find them (tests/e2e/offers.spec.ts). */
export const OFFER_CARD = 'a[href^="/my/result/"]';
const OFFERS_QUERY_KEY = JSON.stringify(['offers', 'list', 'current']);
const PERSIST_TIMEOUT_MS = 15_000;

declare global {
  interface Window {
    /** Set by the bench's init script: when the first offer card was in the DOM, and when its frame was out. */
    benchOfferCard?: { inDomMs: number; visibleMs: number };
  }
}

export interface OfflineVisitResult {
  visits: { inDomMs: number; visibleMs: number }[];
  medianVisibleMs: number;
  medianInDomMs: number;
  cardsShown: number;
  /** The worker's first install in a fresh profile, installing to activated (worker-install.ts); not in results before 2026-11-29. */
  installs?: { samplesMs: number[]; medianMs: number };
}

/** Runs in every document: notes the first offer card with a size, then the end of the frame that shows it. */
function watchForOfferCard(selector: string) {
  if (location.pathname !== '/my/attack') return;
  const observer = new MutationObserver(() => {
    const card = document.querySelector(selector);
    if (!card || card.getBoundingClientRect().height === 0) return;
    observer.disconnect();
    const inDomMs = performance.now();
    requestAnimationFrame(() => setTimeout(() => (window.benchOfferCard = { inDomMs, visibleMs: performance.now() })));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Resolves once the persister has written the current offer list to IndexedDB (tests/e2e/support.ts reads it the same way). */
export async function waitForPersistedOffers(page: Page) {
  const deadline = Date.now() + PERSIST_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const keys = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (!db.objectStoreNames.contains('keyval')) return [];
      const raw = await new Promise<unknown>((resolve, reject) => {
        const get = db.transaction('keyval').objectStore('keyval').get('boltx-query-cache');
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
      db.close();
      if (typeof raw !== 'string') return [];
      return (JSON.parse(raw).clientState.queries as { queryKey: unknown[] }[]).map((query) =>
        JSON.stringify(query.queryKey),
      );
    });
    if (keys.includes(OFFERS_QUERY_KEY)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the offer list was never persisted to IndexedDB');
}

/**
 * Signs the demo candidate in (her tokens where the app's sign-in leaves them, src/lib/tokens.ts) and
 * opens /my/attack online until her offers show, the worker controls the page and the persister has
 * stored the list: the state a returning candidate's phone is in.
 */
export async function openOffersUntilKept(page: Page, origin: string) {
  const session = await signInCandidate(origin);
  await page.goto('/api/health');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refresh-token', refreshToken);
  }, session);
  await page.goto('/my/attack');
  await page.locator(OFFER_CARD).first().waitFor();
  await waitForServiceWorker(page);
  await waitForPersistedOffers(page);
}

async function visitOffline(page: Page) {
  await page.goto('/my/attack');
  await page.waitForFunction(() => window.benchOfferCard !== undefined, undefined, { timeout: 10_000 });
  return page.evaluate(() => window.benchOfferCard as { inDomMs: number; visibleMs: number });
}

export async function measureOfflineVisit(origin: string, visits: number): Promise<OfflineVisitResult> {
  const installsMs = await measureWorkerInstalls(origin, visits);
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser, origin);
    await context.addInitScript(watchForOfferCard, OFFER_CARD);
    const page = await context.newPage();
    await openOffersUntilKept(page, origin);

    await context.setOffline(true);
    const measured = [];
    for (let visit = 1; visit <= visits; visit += 1) {
      const timing = await visitOffline(page);
      measured.push(timing);
      process.stdout.write(
        `  offline visit #${visit}: card in DOM ${timing.inDomMs.toFixed(0)} ms, visible ${timing.visibleMs.toFixed(0)} ms\n`,
      );
    }
    const cardsShown = await page.locator(OFFER_CARD).count();
    return {
      visits: measured,
      medianVisibleMs: median(measured.map((visit) => visit.visibleMs)),
      medianInDomMs: median(measured.map((visit) => visit.inDomMs)),
      cardsShown,
      installs: { samplesMs: installsMs, medianMs: median(installsMs) },
    };
  } finally {
    await browser.close();
  }
}
