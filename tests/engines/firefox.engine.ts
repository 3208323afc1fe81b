/**
 * The candidate journeys in Firefox (Debian's firefox-esr), driven by puppeteer-core over
 * WebDriver BiDi. Offline is the browser's own offline mode (with the server stopped besides, see
 * offline()); leaving it fires no `online` event in the page, so what waits in the outbox goes
 * only through the app's reachability retry.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { expect } from 'vitest';
import type { OwnServer } from '../e2e/own-server';
import type { Driver, KeyPress } from './engine';
import { candidateJourneys, ENGINES_PORT, type EngineFixture } from './journeys';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A push service address where nothing listens: Mozilla's real one is out of reach here, and must stay so. */
const UNREACHABLE_PUSH_SERVICE = 'wss://127.0.0.1:9/';

async function openFirefox(server: OwnServer): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 390, height: 844 },
    extraPrefsFirefox: {
      'intl.accept_languages': 'ko-KR, ko',
      'dom.push.serverURL': UNREACHABLE_PUSH_SERVICE,
    },
  });
  // Granted through the browser context: headless, the permission prompt would stay pending.
  await browser
    .defaultBrowserContext()
    .setPermission(server.url, { permission: { name: 'notifications' }, state: 'granted' });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));

  const element = async (expression: string) => {
    const handle = await page.evaluateHandle(expression);
    const node = handle.asElement();
    if (!node) throw new Error(`Firefox: no element for ${expression.slice(0, 80)}…`);
    return node as ElementHandle<Element>;
  };

  return {
    engine: 'Firefox',
    origin: server.url,
    async goto(url) {
      errors = [];
      await page.goto(url);
    },
    async reload() {
      errors = [];
      await page.reload();
    },
    url: async () => page.url(),
    run: <R>(expression: string) => page.evaluate(expression) as Promise<R>,
    async clickElement(expression) {
      const node = await element(expression);
      await node.click();
      await node.dispose();
    },
    async typeInto(_expression, text) {
      await page.keyboard.type(text);
    },
    async press(key: KeyPress) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else {
        await page.keyboard.press(key);
      }
    },
    pageErrors: async () => [...errors],
    // Offline mode covers the page's requests, not its service worker's: the worker would send
    // the outbox behind the page's back. The server is stopped too, so nothing gets through.
    async offline() {
      await page.setOfflineMode(true);
      await server.stop();
    },
    async online() {
      await server.start();
      await page.setOfflineMode(false);
    },
    async close() {
      await browser.close();
    },
  };
}

const firefox: EngineFixture = {
  open: openFirefox,
  offlineNote: '오프라인이에요. 저장된 내용을 보여 드려요.',
  async pushCard(page) {
    // Firefox has PushManager: with permission granted, 알림 받기 asks its push service for a
    // subscription, which cannot be reached here, and the card says so in Korean and lets her try again.
    const card = { role: 'region', name: /^알림/ } as const;
    await page.waitFor({ role: 'button', name: '알림 받기', within: card });
    expect(await page.evaluate(() => 'PushManager' in window && Notification.permission)).toBe('granted');
    await page.click({ role: 'button', name: '알림 받기', within: card });
    await page.waitFor({ role: 'alert', within: card }, '알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.', 30_000);
    await page.waitFor({ role: 'button', name: '알림 받기', within: card });
    expect(await page.seen({ role: 'status', within: card })).toBeNull();
  },
};

candidateJourneys('Firefox', firefox, ENGINES_PORT);
