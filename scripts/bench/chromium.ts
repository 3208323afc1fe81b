/**
 * Debian's Chromium, as every browser figure of the bench drives it: headless, without the
 * background traffic (sync, component updates) that would share the network and the CPU.
 */
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../playwright.config';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const QUIET_FLAGS = CHROMIUM_FLAGS;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
}

/** A fresh profile on a phone-sized screen in Korea, the worker allowed. */
export function phoneContext(browser: Browser, origin: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
}
