/**
 * The service worker's first install: how long a first visitor's phone waits, from the worker seen
 * installing to it activated, before the app works offline (sw/precache.ts fills the whole
 * precache in between). A fresh profile opens `/faq` (an app page: it registers the worker once
 * loaded, where the landing waits for a touch or 5 s); the registration's state is read every 25 ms.
 */
import type { Page } from '@playwright/test';
import { launchChromium, phoneContext } from './chromium';

const POLL_MS = 25;
const INSTALL_TIMEOUT_MS = 120_000;

const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'none';
    if (registration.active?.state === 'activated') return 'activated';
    return registration.installing || registration.waiting || registration.active ? 'installing' : 'none';
  });

/** Milliseconds from the worker first seen installing to it activated. */
async function installOnce(page: Page): Promise<number> {
  await page.goto('/faq');
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  let installingSince: number | undefined;
  while (Date.now() < deadline) {
    const state = await registrationState(page);
    if (state === 'installing') installingSince ??= performance.now();
    if (state === 'activated') {
      if (installingSince === undefined) throw new Error('the worker was activated before it was seen installing');
      return performance.now() - installingSince;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the worker was not activated within ${INSTALL_TIMEOUT_MS / 1000} s`);
}

/** Each install in a fresh browser profile. */
export async function measureWorkerInstalls(origin: string, installs: number): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const measured: number[] = [];
    for (let install = 1; install <= installs; install += 1) {
      const context = await phoneContext(browser, origin);
      try {
        measured.push(await installOnce(await context.newPage()));
      } finally {
        await context.close();
      }
      process.stdout.write(`  worker install #${install}: ${Math.round(measured.at(-1) as number)} ms\n`);
    }
    return measured;
  } finally {
    await browser.close();
  }
}
