/**
 * 2. Lighthouse (the npm package, Debian's Chromium): default config — a mobile phone, simulated
 * throttling — performance only, on `/` and on `/my/attack` signed in as the demo candidate. Each run
 * gets a fresh browser profile. A first visit has a cold cache and no service worker: for
 * `/my/attack` the candidate's tokens are put in localStorage on the origin first (from
 * /api/health, which registers no worker) and Lighthouse runs with disableStorageReset so they stay.
 * A returning visit is the signed-in candidate's usual one: the profile has opened `/my/attack`
 * once, online, until the service worker controlled it and the offers were persisted, in a browser
 * closed before the measured visit starts it again.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { candidatePageCookie } from '../../src/contract/page-cookie';
import { waitForServiceWorker } from '../../tests/e2e/support';
import { CHROMIUM_PATH, QUIET_FLAGS } from './chromium';
import { loadAverage } from './machine';
import { OFFER_CARD, waitForPersistedOffers } from './offline-visit';
import { benchPort } from './server-process';
import { signInCandidate } from './sessions';
import { median } from './stats';

const CHROME_FLAGS = ['--headless=new', ...QUIET_FLAGS];

const RUN_ATTEMPTS = 3;

/** A run Lighthouse itself could not complete (its lhr.runtimeError). */
class LighthouseRuntimeError extends Error {}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  finalUrl: string;
  lcpElement: string;
}

/** A first visit (cold cache, no service worker) or a returning one (service worker and persisted data). */
type Visit = 'first' | 'returning';

/** The figures a target is stated on. */
export type LighthouseFigures = Omit<LighthouseRun, 'finalUrl' | 'lcpElement'>;

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  visit: Visit;
  runs: LighthouseRun[];
  /** Each figure's median over the runs: what the targets are checked on. */
  median: LighthouseFigures;
  /** Each figure's lowest and highest run: one lucky run must not hide a spread of 65–234 ms. */
  min: LighthouseFigures;
  max: LighthouseFigures;
  /** The 1-minute load average after each run: above the cores, other work shared the CPU with it. */
  loadAverages: number[];
  lcpElement: string;
  warnings: string[];
}

const FIGURES = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'] as const;

/** One statistic of each figure over the runs (median, min, max). */
function figuresBy(runs: LighthouseRun[], statistic: (values: number[]) => number): LighthouseFigures {
  return Object.fromEntries(
    FIGURES.map((figure) => [figure, statistic(runs.map((run) => run[figure]))]),
  ) as unknown as LighthouseFigures;
}

/** The first DOM snippet in an audit's details (the LCP element). */
function firstSnippet(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet;
  for (const child of Object.values(record)) {
    const found = firstSnippet(child);
    if (found) return found;
  }
  return '';
}

function figuresOf(lhr: Result): LighthouseRun {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: firstSnippet(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

/**
 * Puts the candidate's tokens in the origin's localStorage and the page cookie, as the app's
 * sign-in leaves them (src/lib/tokens.ts); for a returning visit, then opens the page once until the service worker
 * controls it and the persister has stored the offers.
 */
async function signIn(debuggingPort: number, origin: string, pagePath: string, visit: Visit) {
  const session = await signInCandidate(origin);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    const cookie = candidatePageCookie(session.accessToken, Date.now(), new URL(origin).protocol === 'https:');
    await page.evaluate(
      ({ accessToken, refreshToken, pageCookie }) => {
        localStorage.setItem('token', accessToken);
        localStorage.setItem('refresh-token', refreshToken);
        // biome-ignore lint/suspicious/noDocumentCookie: the very line the app writes (src/lib/tokens.ts)
        document.cookie = pageCookie;
      },
      { ...session, pageCookie: cookie },
    );
    if (visit === 'returning') {
      await page.goto(`${origin}${pagePath}`);
      await page.locator(OFFER_CARD).first().waitFor();
      await waitForServiceWorker(page);
      await waitForPersistedOffers(page);
    }
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

/**
 * A browser for one run. A returning visit's profile opened the page once before, in a browser
 * since closed, as a candidate coming back later has it: what that browser still held in memory
 * (V8's compiled code of the very same scripts, seconds old) is not there.
 */
async function browserFor(origin: string, spec: PageSpec, profileDir: string) {
  const start = async () =>
    launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, port: await benchPort(), userDataDir: profileDir });
  let chrome = await start();
  if (spec.signedIn) await signIn(chrome.port, origin, spec.path, spec.visit);
  if (spec.visit === 'returning') {
    await closeBrowser(chrome);
    chrome = await start();
  }
  return chrome;
}

/** Closes the browser as a person would, so what it stored (the worker's cache, the offers) is on disk. */
async function closeBrowser(chrome: LaunchedChrome) {
  const exited = new Promise<void>((resolve) => chrome.process.once('exit', () => resolve()));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const session = await browser.newBrowserCDPSession();
  await session.send('Browser.close').catch(() => undefined);
  await Promise.race([exited, delay(15_000)]);
  chrome.kill();
}

async function runOnce(origin: string, spec: PageSpec, reportFile: string): Promise<Result> {
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-lighthouse-'));
  const chrome = await browserFor(origin, spec, profileDir).catch(async (error) => {
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  });
  const { path: pagePath, signedIn } = spec;
  try {
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    if (result.lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse on ${pagePath}: ${result.lhr.runtimeError.code}`);
    }
    writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    chrome.kill();
    await rm(profileDir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is taken again. */
async function runWithRetries(run: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= RUN_ATTEMPTS || !(error instanceof LighthouseRuntimeError)) throw error;
      process.stdout.write(`  lighthouse run failed (${error.message}), taking it again\n`);
    }
  }
}

interface PageSpec {
  path: string;
  signedIn: boolean;
  visit: Visit;
}

async function measurePage(origin: string, spec: PageSpec, runs: number, outDir: string): Promise<LighthousePage> {
  const { path: pagePath } = spec;
  const results: LighthouseRun[] = [];
  const loadAverages: number[] = [];
  const warnings = new Set<string>();
  for (let run = 1; run <= runs; run += 1) {
    const name = `lighthouse${pagePath === '/' ? '-root' : pagePath.replaceAll('/', '-')}-${spec.visit}-${run}.json`;
    const lhr = await runWithRetries(() => runOnce(origin, spec, path.join(outDir, name)));
    for (const warning of lhr.runWarnings) warnings.add(String(warning));
    const figures = figuresOf(lhr);
    if (new URL(figures.finalUrl).pathname !== pagePath) {
      throw new Error(`Lighthouse on ${pagePath} ended at ${figures.finalUrl}: was the candidate signed in?`);
    }
    results.push(figures);
    loadAverages.push(loadAverage());
    process.stdout.write(
      `  lighthouse ${pagePath} (${spec.visit}) #${run}: ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} (load average ${loadAverages.at(-1)})\n`,
    );
  }
  return {
    ...spec,
    runs: results,
    median: figuresBy(results, median),
    min: figuresBy(results, (values) => Math.min(...values)),
    max: figuresBy(results, (values) => Math.max(...values)),
    loadAverages,
    lcpElement: results[0]?.lcpElement ?? '',
    warnings: [...warnings],
  };
}

export async function measureLighthouse(origin: string, runs: number, outDir: string): Promise<LighthousePage[]> {
  return [
    await measurePage(origin, { path: '/', signedIn: false, visit: 'first' }, runs, outDir),
    await measurePage(origin, { path: '/my/attack', signedIn: true, visit: 'first' }, runs, outDir),
    await measurePage(origin, { path: '/my/attack', signedIn: true, visit: 'returning' }, runs, outDir),
  ];
}
