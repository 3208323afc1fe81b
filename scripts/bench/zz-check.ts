import { startAppServer } from './app-server';
import { launchChromium, phoneContext } from './chromium';
import { OFFER_CARD, openOffersUntilKept } from './offline-visit';

const app = await startAppServer(5);
const browser = await launchChromium();
try {
  const context = await phoneContext(browser, app.url);
  const page = await context.newPage();
  await openOffersUntilKept(page, app.url);
  const href = await page.locator(OFFER_CARD).first().getAttribute('href');
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    const opened = await context.newPage();
    const messages: string[] = [];
    opened.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    const response = await opened.goto(href as string);
    const body = (await response?.text()) ?? '';
    console.log(
      'offline',
      offline,
      'fromSW',
      response?.fromServiceWorker(),
      'drawn',
      body.includes('boltx-drawn-offer'),
      'time',
      /<time/.test(body),
    );
    console.log('csp', response?.headers()['content-security-policy']?.slice(0, 300));
    await opened.getByRole('button', { name: '커피챗 수락하기' }).waitFor();
    await opened.waitForTimeout(1500);
    console.log(
      'after',
      await opened.evaluate(() => [
        !!document.getElementById('boltx-drawn-offer'),
        document.title,
        document.querySelectorAll('time').length,
        document.querySelectorAll('main').length,
      ]),
    );
    console.log(messages.join('\n'));
    await opened.close();
  }
} finally {
  await browser.close();
  await app.dispose();
}
