/**
 * The landing as islands: only the menu and the rolling strip come alive at first; a
 * section below the fold starts when the visitor scrolls near it; the extras (service worker, visit
 * record, page view, sandbox marker) wait for the first interaction or 5 s after load, and the
 * marker's arrival moves nothing.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForServiceWorker } from './support';

interface Seen {
  path: string;
  method: string;
  at: number;
}

/**
 * Every request of the page, and the worker's script, with the wall-clock time it left. The
 * worker's own precaching of every chunk after it installs is not the page asking for them.
 */
function watchRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.serviceWorker() && path !== '/sw.js') return;
    seen.push({ path, method: request.method(), at: Date.now() });
  });
  return seen;
}

const loadEventAt = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + (navigation?.loadEventEnd ?? 0);
  });

const opened = (seen: Seen[], pattern: RegExp) => seen.filter((request) => pattern.test(request.path));

const EXTRAS = /\/assets\/landing-extras-[^/]+\.js$/;
const SHOWCASE = /\/assets\/landing-showcase-[^/]+\.js$/;
const FOOTER = /\/assets\/landing-footer-[^/]+\.js$/;

const persistedCacheOpened = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((database) => database.name === 'keyval-store'));

/**
 * The layout shifts the page has had that CLS counts (none right after an input), each as its score
 * and what moved, from where to where: empty when nothing moved.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }
        const describe = (entry: Shift) =>
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${entry.sources
            .map(({ node, previousRect: was, currentRect: now }) => {
              const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName;
              return `${name} "${node?.textContent?.trim().slice(0, 20)}" (${was.x},${was.y} ${was.width}×${was.height} → ${now.x},${now.y} ${now.width}×${now.height})`;
            })
            .join('; ')}`;
        new PerformanceObserver((list) => {
          resolve((list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput).map(describe));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );

test('a section below the fold starts only when the visitor scrolls near it', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/');
  await expect(page.getByRole('list', { name: '최근 받은 제안' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(opened(seen, SHOWCASE)).toEqual([]);
  expect(await persistedCacheOpened(page)).toBe(false);

  await page.getByRole('heading', { name: /이력서 없이/ }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1200);
  await expect(page.getByRole('heading', { name: '볼트X와 함께하는 기업' })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"] li')).toHaveCount(27);
  expect(opened(seen, SHOWCASE)).toHaveLength(1);
  expect(opened(seen, FOOTER)).toEqual([]);
  expect(await persistedCacheOpened(page)).toBe(true);
});

test('a visitor who touches nothing gets the extras 5 s after load, and the sandbox marker moves nothing', async ({
  page,
}) => {
  // The 5 s wait, then the worker's first install (playwright.config.ts says why that is long).
  test.setTimeout(120_000);
  const seen = watchRequests(page);
  await page.goto('/');
  const loadedAt = await loadEventAt(page);
  await expect(page.getByRole('list', { name: '최근 받은 제안' }).getByRole('listitem').first()).toBeVisible();

  const marker = page.getByRole('banner').getByRole('note', { name: /샌드박스 모드/ });
  await expect(marker).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorker(page);
  await expect.poll(() => opened(seen, /^\/api\/users\/utm$/).map((request) => request.method)).toEqual(['POST']);
  await expect.poll(() => opened(seen, /^\/api\/events$/).length, { timeout: 15_000 }).toBeGreaterThan(0);

  const extras = [EXTRAS, /^\/api\/health$/, /^\/api\/users\/utm$/, /^\/api\/events$/, /^\/sw\.js$/].flatMap(
    (pattern) => opened(seen, pattern),
  );
  expect(extras.map((request) => request.path)).toContainEqual(expect.stringMatching(EXTRAS));
  for (const request of extras) {
    // A few ms of leeway: the page's clock and the test's are read apart.
    expect(request.at - loadedAt, request.path).toBeGreaterThanOrEqual(5_000 - 50);
  }
  expect(opened(seen, SHOWCASE)).toEqual([]);
  expect(await persistedCacheOpened(page)).toBe(false);
  expect(await layoutShifts(page)).toEqual([]);
});

test('the first interaction brings the extras without waiting out the 5 s', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/');
  const loadedAt = await loadEventAt(page);
  // The landing's code starts after the first paint and may still be on its way at the load event; a key
  // pressed before it runs is nobody's to notice, and the extras then come at 5 s as for an untouched page.
  await page.waitForFunction(() => (window as { __earlyPresses?: { hydrated: boolean } }).__earlyPresses?.hydrated);
  const extrasRequested = page.waitForRequest(EXTRAS);
  const pressedAt = Date.now();
  await page.keyboard.press('Shift');
  await extrasRequested;

  const [extras] = opened(seen, EXTRAS);
  expect(extras?.at).toBeGreaterThanOrEqual(pressedAt);
  expect((extras?.at ?? Number.POSITIVE_INFINITY) - loadedAt).toBeLessThan(5_000);
  await expect(page.getByRole('banner').getByRole('note', { name: /샌드박스 모드/ })).toBeVisible();
});
