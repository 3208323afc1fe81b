/**
 * The installed app: in a standalone window there is no browser back, so every screen
 * opened directly — from a notification, a shared link, the home-screen icon — shows 뒤로 가기 or
 * 닫기 (a root, its tabs or its header), and back with no history of the app leads to the screen's
 * parent. The offline note, the sandbox marker and toasts take their own room: they never lie over
 * a heading, a tab or a button.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { agentApi, CONSOLE_PASSWORD, candidateApi } from './offer-api';
import { signInByPhone } from './support';

const OFFLINE_NOTE = '오프라인이에요. 저장된 내용을 보여 드려요.';

/**
 * Standalone display mode as the page's scripts see it. Chromium 156 ignores `display-mode` in
 * CDP's Emulation.setEmulatedMedia (tried: the query stays `browser`), so matchMedia answers it.
 */
async function emulateStandalone(page: Page) {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const standalone = /display-mode:\s*(standalone|browser)/.exec(query);
      if (!standalone) return original(query);
      const matches = standalone[1] === 'standalone';
      return Object.defineProperty(original(query), 'matches', { value: matches });
    };
  });
}

/** A fresh window of the context (no history behind it) in standalone display mode. */
async function openStandalone(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await emulateStandalone(page);
  await page.goto(path);
  return page;
}

const backControl = (page: Page) => page.getByRole('button', { name: /^(뒤로 가기|닫기)$/ });

/** The candidate's screens that are not roots, with real ids where the screen needs one. */
function candidateScreens(ids: { offer: number; curation: number }) {
  return [
    '/login',
    '/login/signin',
    '/signin',
    '/login/autho',
    '/login/sandbox-authorize',
    '/submit',
    '/submit/개발/백엔드',
    '/submit_kakao/nocareer',
    '/submit_kakao/pending?type=kakao',
    '/submit_kakao/salary',
    '/submit_kakao/tax',
    '/submit_kakao/school',
    '/attack',
    '/my/files',
    '/my/preview',
    '/my/companies/restrict',
    '/my/companies/interest',
    '/my/techstack',
    '/my/report',
    '/my/survey',
    '/my/retry',
    '/my/edit',
    '/my/withdraw',
    `/my/result/curation/${ids.curation}`,
    '/my/result/like/999',
    `/my/result/hate/${ids.offer}`,
    `/my/result/${ids.offer}`,
    '/faq',
    '/ask',
    '/guide/salary_guide',
    '/terms/privacy',
    '/careerdetail/1',
    '/rankingtalk',
    '/introduce',
    '/coffeechat',
    '/r/abc123',
    '/event/lifetime',
    '/money',
    '/graph',
    '/secret',
    '/partners/login',
    '/partners',
    '/biz/login',
    '/no/such/page',
  ];
}

interface OfferItem {
  id: number;
  offerGroupId: number | null;
}

/** Ids of an offer and a curation of the demo candidate, found or sent once for this file. */
let demoIds: { offer: number; curation: number } | undefined;

/** The demo candidate signed in, with an offer and a curation of her own. */
async function signedInWithOffers(page: Page) {
  if (!demoIds) {
    const candidate = await candidateApi(page);
    const response = await candidate.call('GET', '/api/v3/users/offers');
    const items = ((await response.json()) as { offerItems: OfferItem[] }).offerItems;
    let offer = items.find((item) => item.offerGroupId === null)?.id;
    let curation = items.find((item) => item.offerGroupId !== null)?.offerGroupId ?? undefined;
    const agent = await agentApi(page, candidate);
    if (offer === undefined)
      offer = await agent.offer(candidate.id, (await agent.freeCompanies(1))[0].id, '백엔드 개발자');
    if (curation === undefined) {
      const [first, second] = await agent.freeCompanies(2);
      curation = await agent.curation(candidate.id, [first.id, second.id]);
    }
    demoIds = { offer, curation };
  }
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  return demoIds;
}

/** Boxes of headings, tabs and buttons that `banner` lies over (none, when banners take their own room). */
function overlapsOf(page: Page, banner: string) {
  return page.evaluate((selector) => {
    const covers = [...document.querySelectorAll<HTMLElement>(selector)];
    const targets = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, button, [role="tab"], nav a, main a')];
    const seen = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const found: string[] = [];
    for (const cover of covers.filter(seen)) {
      const a = cover.getBoundingClientRect();
      for (const target of targets.filter(seen)) {
        if (cover.contains(target) || target.contains(cover)) continue;
        const b = target.getBoundingClientRect();
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) found.push(`${cover.textContent?.trim()} over ${target.tagName} "${target.textContent?.trim()}"`);
      }
    }
    return found;
  }, banner);
}

/**
 * Marks the first heading, button or field wholly below the sticky top area (the app bar, the
 * offline note, the toasts): what a person scrolled here is reading.
 */
async function markFirstInView(page: Page) {
  const marked = await page.evaluate(() => {
    const area = document.getElementById('toast-slot')?.parentElement?.getBoundingClientRect().bottom ?? 0;
    const first = [...document.querySelectorAll('main h1, main h2, main h3, main button, main input')].find(
      (element) => element.getBoundingClientRect().top >= area,
    );
    first?.setAttribute('data-in-view', '');
    return first !== undefined;
  });
  expect(marked).toBe(true);
}

/** Whether what markFirstInView marked still starts below the top area: nothing there lies over it. */
function markStillInView(page: Page) {
  return page.evaluate(() => {
    const area = document.getElementById('toast-slot')?.parentElement?.getBoundingClientRect().bottom ?? 0;
    return (document.querySelector('[data-in-view]')?.getBoundingClientRect().top ?? -1) >= area;
  });
}

const SANDBOX = '[aria-label^="샌드박스 모드"]';
const TOAST = '#toast-slot > *';
/** The offline note: the paragraph inside the top area's status region that says so. */
const OFFLINE = 'p';

async function expectNothingCovered(page: Page) {
  await expect(page.getByRole('note', { name: /샌드박스 모드/ })).toBeVisible();
  expect(await overlapsOf(page, SANDBOX)).toEqual([]);
}

for (const width of [390, 360]) {
  test.describe(`a standalone window ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('every screen opened directly has a way back, or its tabs or header', async ({ page, context }) => {
      test.setTimeout(480_000);
      const ids = await signedInWithOffers(page);
      expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(false);

      for (const root of ['/my', '/my/attack', '/my/message']) {
        const screen = await openStandalone(context, root);
        await expect(screen.getByRole('navigation', { name: '내 정보' }), root).toBeVisible();
        await expect(backControl(screen), root).toHaveCount(0);
        await screen.close();
      }
      const home = await openStandalone(context, '/');
      expect(await home.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
      await expect(home.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
      await home.close();

      for (const path of candidateScreens(ids)) {
        const screen = await openStandalone(context, path);
        await expect(backControl(screen), path).toBeVisible();
        await screen.close();
      }
    });
  });
}

test.describe('back with no history of the app', () => {
  test('leads each screen to its declared parent', async ({ page, context }) => {
    test.setTimeout(120_000);
    const ids = await signedInWithOffers(page);
    const cases: [string, string, RegExp][] = [
      [`/my/result/${ids.offer}`, '닫기', /\/my\/attack$/],
      [`/my/result/curation/${ids.curation}`, '닫기', /\/my\/attack$/],
      ['/my/edit', '뒤로 가기', /\/my$/],
      ['/my/companies/interest', '뒤로 가기', /\/my$/],
      ['/faq', '뒤로 가기', /\/$/],
      ['/terms/privacy', '뒤로 가기', /\/$/],
    ];
    for (const [path, name, parent] of cases) {
      const screen = await openStandalone(context, path);
      await screen.getByRole('button', { name, exact: true }).click();
      await expect(screen, path).toHaveURL(parent);
      await screen.close();
    }
  });

  test('follows the history of the app when there is some', async ({ page }) => {
    await signInByPhone(page);
    await expect(page).toHaveURL(/\/my$/);
    await page.getByRole('link', { name: '프로필 수정하기' }).click();
    await expect(page).toHaveURL(/\/my\/edit$/);
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/my$/);
    // Back stepped back through history rather than opening /my again: the edit is ahead of it.
    await page.goForward();
    await expect(page).toHaveURL(/\/my\/edit$/);
  });

  test('on a console detail page leads to the candidate list', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/biz/login');
    await page.getByLabel('이메일').fill('recruiter@hanbit-mobility.example');
    await page.getByLabel('비밀번호').fill(CONSOLE_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/biz$/);
    const href = await page.locator('a[href^="/biz/candidates/"]').first().getAttribute('href');
    // The console's session lives in its tab: each screen is opened there by a full load instead,
    // which leaves nothing of the app's history behind it either.
    await emulateStandalone(page);
    for (const path of [`${href}/curation`, '/biz/messages/1', '/biz/nowhere', `${href}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(backControl(page), path).toBeVisible();
    }
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/biz$/);
    await expect(
      page
        .getByRole('link', { name: '후보자 찾기' })
        .or(page.getByRole('heading', { name: '후보자 찾기' }))
        .first(),
    ).toBeVisible();
    await context.close();
  });
});

for (const width of [390, 360]) {
  test.describe(`banners at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('the offline note, the sandbox marker and a toast never cover a heading, a tab or a button', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const ids = await signedInWithOffers(page);
      for (const path of [`/my/result/${ids.offer}`, '/my/attack', '/my/edit']) {
        await page.goto(path);
        await expect(
          page
            .getByRole('heading', { level: 1 })
            .or(page.getByRole('navigation', { name: '내 정보' }))
            .first(),
        ).toBeVisible();
        await expectNothingCovered(page);
        await context.setOffline(true);
        await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
        expect(await overlapsOf(page, `[role="status"] > ${OFFLINE}`), path).toEqual([]);
        await context.setOffline(false);
        await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
      }

      // A toast on the edit page: a hashtag added and saved, then taken away again. The mark differs
      // on a retry, so it is never one an earlier attempt left saved.
      await page.getByRole('button', { name: '더보기' }).click();
      const tag = page.getByRole('textbox', { name: /해시태그/ });
      const mark = `레이아웃점검${test.info().retry}`;
      const save = async () => {
        await page.getByRole('button', { name: '저장하기' }).click();
        const ask = page.getByRole('alertdialog', { name: /이력서 파일 첨부가 되지 않았습니다/ });
        const saved = page.getByText('저장되었습니다.');
        await expect(saved.or(ask)).toBeVisible();
        if (await ask.isVisible()) await ask.getByRole('button', { name: '전송하기' }).click();
        await expect(saved).toBeVisible();
      };
      await tag.fill(`#${mark}`);
      await page.getByRole('button', { name: '추가' }).click();
      await save();
      await expect(page.locator(TOAST)).toBeVisible();
      expect(await overlapsOf(page, TOAST)).toEqual([]);
      await expect(page.getByText('저장되었습니다.')).toHaveCount(0);

      // Saved with the page scrolled: the page stays where it was, and the toast pushes it down
      // rather than lying over what was in view below the top area.
      await page.getByRole('button', { name: `${mark} 삭제` }).click();
      await page.evaluate(() => scrollTo(0, 150));
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await markFirstInView(page);
      await save();
      await expect(page.locator(TOAST)).toBeVisible();
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      expect(await markStillInView(page)).toBe(true);
    });
  });
}
