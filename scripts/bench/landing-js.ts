/**
 * The JavaScript a first visitor of `/` downloads without touching anything: a fresh profile (cold
 * cache, no service worker yet) opens the landing, nobody scrolls or taps, and every script response
 * the page received is counted by its encoded body (gzip or brotli, as the server sent it) — those
 * finished before the load event, and those finished by 5 s after it (the extras load when
 * idle after the first interaction or 5 s). What the service worker fetches to precache is counted
 * apart: it is the worker's install, not the visit. Median of several visits.
 */
import type { Request } from '@playwright/test';
import { launchChromium, phoneContext } from './chromium';
import { median } from './stats';

/** How long after the load event a visitor who touches nothing is watched. */
export const QUIET_AFTER_LOAD_MS = 5_000;
/** Responses still on their way at the end of the window get this long to finish. */
const SETTLE_MS = 500;

export interface LandingJsVisit {
  beforeLoadBytes: number;
  byQuietEndBytes: number;
  /** Script files received by 5 s after load, in the order they finished. */
  files: string[];
  /** Script bytes the service worker fetched in the same window (precache), if it started. */
  workerBytes: number;
}

export interface LandingJsResult {
  visits: LandingJsVisit[];
  medianBeforeLoadBytes: number;
  medianByQuietEndBytes: number;
  medianWorkerBytes: number;
}

interface Received {
  url: string;
  bytes: number;
  /** Epoch milliseconds the response body was complete. */
  finishedAt: number;
  byWorker: boolean;
}

/** `seenAt`: when Playwright reported the request finished, for a response without timing. */
async function received(request: Request, seenAt: number): Promise<Received | undefined> {
  if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return undefined;
  const timing = request.timing();
  // A response that finished as the browser closed has no sizes any more: past the window anyway.
  const sizes = await request.sizes().catch(() => undefined);
  if (!sizes) return undefined;
  return {
    url: new URL(request.url()).pathname,
    bytes: sizes.responseBodySize,
    finishedAt: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : seenAt,
    byWorker: request.serviceWorker() !== null,
  };
}

async function visitOnce(origin: string): Promise<LandingJsVisit> {
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser, origin);
    const pending: Promise<Received | undefined>[] = [];
    const onFinished = (request: Request) => pending.push(received(request, Date.now()));
    context.on('requestfinished', onFinished);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    const loadAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.timeOrigin + navigation.loadEventStart;
    });
    const quietEnd = loadAt + QUIET_AFTER_LOAD_MS;
    await page.waitForTimeout(Math.max(0, quietEnd - Date.now()) + SETTLE_MS);
    context.off('requestfinished', onFinished);
    const scripts = (await Promise.all(pending)).filter((entry): entry is Received => entry !== undefined);
    const byPage = scripts.filter((entry) => !entry.byWorker).sort((a, b) => a.finishedAt - b.finishedAt);
    const sum = (entries: Received[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
    const inWindow = byPage.filter((entry) => entry.finishedAt <= quietEnd);
    return {
      beforeLoadBytes: sum(byPage.filter((entry) => entry.finishedAt <= loadAt)),
      byQuietEndBytes: sum(inWindow),
      files: inWindow.map((entry) => entry.url),
      workerBytes: sum(scripts.filter((entry) => entry.byWorker && entry.finishedAt <= quietEnd)),
    };
  } finally {
    await browser.close();
  }
}

export async function measureLandingJs(origin: string, visits: number): Promise<LandingJsResult> {
  const measured: LandingJsVisit[] = [];
  for (let visit = 1; visit <= visits; visit += 1) {
    const result = await visitOnce(origin);
    measured.push(result);
    process.stdout.write(
      `  landing visit #${visit}: ${(result.beforeLoadBytes / 1024).toFixed(1)} KB before load, ${(result.byQuietEndBytes / 1024).toFixed(1)} KB by 5 s after (${result.files.length} files; worker ${(result.workerBytes / 1024).toFixed(1)} KB)\n`,
    );
  }
  return {
    visits: measured,
    medianBeforeLoadBytes: median(measured.map((visit) => visit.beforeLoadBytes)),
    medianByQuietEndBytes: median(measured.map((visit) => visit.byQuietEndBytes)),
    medianWorkerBytes: median(measured.map((visit) => visit.workerBytes)),
  };
}
