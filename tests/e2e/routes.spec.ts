import { expect, test } from '@playwright/test';

/** Every route of SPEC §2 (with sample ids), plus /biz and /r/:token. */
const paths = [
  '/',
  '/login',
  '/login/autho',
  '/login/sandbox-authorize',
  '/submit_kakao/salary',
  '/submit_kakao/tax',
  '/submit_kakao/school',
  '/login/signin',
  '/signin',
  '/submit',
  '/submit/개발/백엔드',
  '/submit_kakao/nocareer',
  '/submit_kakao/pending?type=kakao',
  '/attack',
  '/r/abc123',
  '/rankingtalk',
  '/introduce',
  '/coffeechat',
  '/faq',
  '/ask?from=/my',
  '/guide/salary_guide',
  '/terms/privacy',
  '/careerdetail/1',
  '/my',
  '/my/attack',
  '/my/attack/select',
  '/my/attack/expired',
  '/my/message',
  '/my/report',
  '/my/companies/restrict',
  '/my/companies/interest',
  '/my/techstack',
  '/my/survey',
  '/my/files',
  '/my/retry',
  '/my/result/42',
  '/my/result/curation/7',
  '/my/result/like/3?company=x',
  '/my/result/hate/3?company=x&message=y',
  '/partners/login',
  '/money?utm_source=kakao',
  '/graph',
  '/secret',
  '/biz',
  '/biz/offers',
];

for (const path of paths) {
  test(`${path} renders a Korean screen without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('페이지를 찾을 수 없어요')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('an unknown address shows the Korean not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '볼트X 메인으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('a first visit, before any service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("fetches the page's code together with the shell's, each file once", async ({ page }) => {
    const assets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/')) assets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/my/attack');
    const named = /<link rel="modulepreload" crossorigin href="(\/assets\/my-attack-page-[\w-]+\.js)">/;
    const pageChunk = (await response?.text())?.match(named)?.[1];
    expect(pageChunk).toBeTruthy();
    await expect(page.getByText('받은 제안은 로그인한 뒤에 볼 수 있어요.')).toBeVisible();
    expect(assets).toContain(pageChunk);
    // A preload the page could not use (a mismatched request mode) would be fetched a second time.
    expect(assets.filter((asset, index) => assets.indexOf(asset) !== index)).toEqual([]);
  });

  test('a page moved to fetches its scripts together, not one import after another', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const preloadsRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/route-preloads.json',
    );
    await page.goto('/faq');
    const preloads = (await (await preloadsRead).json()) as { path: string; scripts: string[] }[];
    const ask = preloads.find((route) => route.path === '/ask');
    expect(ask?.scripts.length).toBeGreaterThan(3);
    const [askPage, ...rest] = ask?.scripts ?? [];
    expect(askPage).toMatch(/\/ask-page-/);
    const notYet = rest.filter((script) => !requested.includes(script));
    expect(notYet.length).toBeGreaterThan(2);

    // The page's own chunk is held: whatever its imports would ask for comes only after it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${askPage}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: '1:1 문의하기' }).click();
    await expect.poll(() => notYet.filter((script) => !requested.includes(script))).toEqual([]);
    release();
    await expect(page).toHaveURL(/\/ask\?from=/);
  });
});
