/**
 * A signed-in candidate's first visit of /my/attack on a new device state (no service worker, no
 * stored cache): the page arrives with the offers in it (server/http/first-offers.ts), drawn by the
 * server (offers-render.ts), so the cards show without the app asking the API for the list, and
 * before its code has run.
 */
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { agentApi, candidateApi } from './offer-api';
import { startOwnServer } from './own-server';
import { signInByPhone } from './support';

const OFFERS_LIST = '/api/v3/users/offers';
const DEVICE = { locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 390, height: 844 } };

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

// A server of its own boots a fresh database first.
test.describe.configure({ timeout: 120_000 });

/** A fresh server with one offer for the demo candidate, and her signed-in state as the app's sign-in leaves it. */
async function signedInWithAnOffer(browser: Browser) {
  // The page cookie lives as long as the access token: 3 s in the shared e2e servers is too short
  // for a sign-in and a second visit on a busy machine.
  const server = await startOwnServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '600' } });
  const signingIn = await browser.newContext({ ...DEVICE, baseURL: server.url });
  const page = await signingIn.newPage();
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  await agent.offer(candidate.id, company.id, '첫 화면 엔지니어');
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  // What the app's sign-in left: localStorage and the page cookie, nothing of a worker or a stored cache.
  const signedIn = await signingIn.storageState();
  await signingIn.close();
  expect(signedIn.cookies.map((cookie) => [cookie.name, cookie.path])).toContainEqual(['boltx-page-session', '/my']);
  return { server, signedIn, company };
}

/** A cold visit of /my/attack whose JavaScript is held back until `releaseCode()`: the drawn page, not yet alive. */
async function coldVisitWithCodeHeld(browser: Browser, baseURL: string, signedIn: SignedInState) {
  const cold = await browser.newContext({ ...DEVICE, baseURL, storageState: signedIn });
  const visit = await cold.newPage();
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await visit.route('**/assets/*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await visit.goto('/my/attack', { waitUntil: 'domcontentloaded' });
  return { cold, visit, releaseCode };
}

test('a signed-in cold visit of /my/attack shows the offer cards before any request for the list', async ({
  browser,
}) => {
  const { server, signedIn, company } = await signedInWithAnOffer(browser);
  try {
    const cold = await browser.newContext({ ...DEVICE, baseURL: server.url, storageState: signedIn });
    const visit = await cold.newPage();
    const listRequests: string[] = [];
    visit.on('request', (request) => {
      if (new URL(request.url()).pathname === OFFERS_LIST) listRequests.push(request.url());
    });
    await visit.goto('/my/attack');
    const card = visit.locator('a[href^="/my/result/"]', { hasText: company.name });
    await expect(card).toContainText('첫 화면 엔지니어');
    expect(listRequests).toEqual([]);
    await cold.close();
  } finally {
    await server.dispose();
  }
});

test('the offers page is drawn before its code runs, and a button pressed then still works', async ({ browser }) => {
  const { server, signedIn, company } = await signedInWithAnOffer(browser);
  try {
    // A slow connection: the page's code is held until the candidate has pressed a button.
    const { cold, visit, releaseCode } = await coldVisitWithCodeHeld(browser, server.url, signedIn);
    await expect(visit.locator('a[href^="/my/result/"]', { hasText: company.name })).toContainText('첫 화면 엔지니어');
    await visit.getByRole('button', { name: '기간 연장' }).click();
    await expect(visit.getByRole('dialog')).toHaveCount(0);
    releaseCode();
    await expect(visit.getByRole('dialog', { name: '제안 받는 기간 연장' })).toBeVisible();
    await cold.close();
  } finally {
    await server.dispose();
  }
});

test('the drawn offers page is taken over in place: an offer card is the drawn element and opens the offer in the app', async ({
  browser,
}) => {
  const { server, signedIn, company } = await signedInWithAnOffer(browser);
  try {
    const { cold, visit, releaseCode } = await coldVisitWithCodeHeld(browser, server.url, signedIn);
    const card = visit.locator('a[href^="/my/result/"]', { hasText: company.name });
    await card.evaluate((element) => {
      Object.assign(element, { drawnByServer: true });
      // After the app's own handler: whether it took the press, then the press goes no further (no reload).
      window.addEventListener('click', (event) => {
        const link = (event.target as Element).closest('a') as (HTMLAnchorElement & { drawnByServer?: boolean }) | null;
        Object.assign(window, { pressTaken: event.defaultPrevented, pressedDrawn: link?.drawnByServer === true });
        event.preventDefault();
      });
    });
    releaseCode();
    // Each card comes alive in a task of its own after the rest of the page (ui/hydrate-apart.tsx).
    await expect
      .poll(async () => {
        await card.dispatchEvent('click');
        return visit.evaluate(() => (window as unknown as { pressTaken?: boolean }).pressTaken);
      })
      .toBe(true);
    expect(await visit.evaluate(() => (window as unknown as { pressedDrawn?: boolean }).pressedDrawn)).toBe(true);
    await expect(visit).toHaveURL(/\/my\/result\/\d+$/);
    await cold.close();
  } finally {
    await server.dispose();
  }
});
