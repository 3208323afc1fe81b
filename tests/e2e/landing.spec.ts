/**
 * The landing: the first screen, the sections that load on scroll, the slide-in menu by
 * keyboard and before hydration, reduced motion, the fonts, and a screenshot at phone and desktop widths.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInByPhone, waitForPersistedQueries, waitForServiceWorker } from './support';

const logos = (page: Page) => page.locator('[aria-roledescription="carousel"] li');

async function scrollToCompanies(page: Page) {
  await page.getByRole('heading', { name: /이력서 없이/ }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1200);
  await expect(page.getByRole('heading', { name: '볼트X와 함께하는 기업' })).toBeVisible();
}

test('the landing leads into sign-up and shows the participating companies as they scroll by', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('연봉 제안');
  await expect(page.getByRole('link', { name: '내 경력 불러오기' })).toHaveAttribute('href', '/submit');
  await expect(page.getByRole('list', { name: '최근 받은 제안' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '카카오 인증으로 3초 만에 경력 인증' })).toBeVisible();
  await expect(page.getByText('이력서를 등록하면 받는 제안이 21% 더 많아요')).toBeVisible();

  await scrollToCompanies(page);
  await expect(logos(page)).toHaveCount(27);
  const carousel = page.getByRole('region', { name: '참여 기업' });
  await expect(carousel.getByRole('group', { name: '1 / 4' })).toContainText('한빛모빌리티');
  await carousel.getByRole('button', { name: '다음 슬라이드' }).click();
  await expect(carousel.getByRole('group', { name: '2 / 4' })).toBeVisible();

  await page.getByRole('heading', { name: '지금 인기 있는 직무 TOP 7' }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('heading', { name: '지금 인기 있는 직무 TOP 7' }).locator('..').getByRole('listitem'),
  ).toHaveCount(7);
  await page.getByRole('heading', { name: '볼트X 블로그' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toContainText('사업자등록번호');
});

test('the first screen is in the HTML itself, painted before any JavaScript runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('연봉 제안');
  await expect(page.getByRole('link', { name: '내 경력 불러오기' })).toHaveAttribute('href', '/submit');
  await expect(page.getByRole('heading', { name: '카카오 인증으로 3초 만에 경력 인증' })).toBeVisible();
  // Styled by its inline critical CSS, which the CSP allows by hash: the primary button is blue.
  const start = page.getByRole('link', { name: '내 경력 불러오기' });
  expect(await start.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(27, 100, 218)');
  expect(violations).toEqual([]);
  await context.close();
});

test('a signed-in candidate opening / gets the whole app: their link to 내 정보, and on into it', async ({ page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: '내 정보' })).toBeVisible();
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page).toHaveURL(/\/my$/);
});

test('the slide-in menu works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: '메뉴 열기' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: '메뉴' });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('with reduced motion the carousel and the rolling strip stand still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const strip = page.getByRole('list', { name: '최근 받은 제안' });
  await expect(strip).toBeVisible();
  expect(await strip.evaluate((list) => getComputedStyle(list).animationName)).toBe('none');

  await scrollToCompanies(page);
  const carousel = page.getByRole('region', { name: '참여 기업' });
  await expect(carousel.getByRole('group', { name: '1 / 4' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: '일시 정지' })).toHaveCount(0);
  await page.clock.runFor(16_000);
  await expect(carousel.getByRole('group', { name: '1 / 4' })).toBeVisible();
});

test("the landing and the app are set in the phone's own fonts and ask nothing of other origins", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL as string).origin)
      foreign.push(url.href);
    if (request.resourceType() === 'font') fonts.push(url.pathname);
  });
  await page.goto('/');
  await scrollToCompanies(page);

  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('dialog', { name: '메뉴' }).getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.evaluate(() => document.fonts.ready);
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Apple SD Gothic Neo');
  expect(fonts).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a tap on 메뉴 before the page has come alive still opens the menu', async ({ page }) => {
  // The landing's JavaScript is held back, as on a slow network, until the tap has happened.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/landing-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('dialog', { name: '메뉴' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'true');
});

test('the landing fits phone and desktop widths, and a picture of each goes into the report', async ({
  page,
}, testInfo) => {
  for (const [name, viewport] of [
    ['phone-360', { width: 360, height: 780 }],
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The way in is on the first screen, not below it.
    await expect(page.getByRole('link', { name: '내 경력 불러오기' }).first()).toBeInViewport();
    await page.evaluate(() => document.fonts.ready);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page is ${overflow} px wider than ${name}`).toBeLessThanOrEqual(0);
    await testInfo.attach(`landing-${name}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
});

test('the landing still shows the companies after an offline reload', async ({ page, context }) => {
  await page.goto('/');
  await scrollToCompanies(page);
  await expect(logos(page)).toHaveCount(27);
  await waitForServiceWorker(page);
  await waitForPersistedQueries(page, ['companies']);

  await context.setOffline(true);
  await page.reload();
  await scrollToCompanies(page);
  await expect(logos(page)).toHaveCount(27);
  await context.setOffline(false);
});
