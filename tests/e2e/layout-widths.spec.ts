/**
 * Visual defects, checked on the narrowest and the widest common phones (360 and 430 px):
 * no page scrolls sideways, short controls and labels stay on one line, nothing covers or touches
 * its neighbour (bounding boxes), and the rolling strip's control has a name. Plus the job search
 * that ignores spaces, typed through the real sign-up step.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByPhone } from './support';

/** How many lines an element's visible text takes on screen (its text boxes' middles, 8 px apart or more). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const middles: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const middle = rect.top + rect.height / 2;
        if (rect.width > 1 && rect.height > 1 && middles.every((seen) => Math.abs(seen - middle) >= 8)) {
          middles.push(middle);
        }
      }
    }
    return middles.length;
  });
}

/** The landing loads its lower sections as they come near: scroll until `locator` is there. */
async function scrollTo(page: Page, locator: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(locator).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await locator.scrollIntoViewIfNeeded();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is drawn').not.toBeNull();
  return found as NonNullable<typeof found>;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

for (const width of [360, 430]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the landing: the rolling strip control has a name and an icon, the video play button covers no text, the job ranking keeps rank and label apart', async ({
      page,
    }) => {
      await page.goto('/');
      const pause = page.getByRole('button', { name: '자동 넘김 멈추기' });
      await expect(pause).toBeVisible();
      await expect(pause.locator('svg')).toBeVisible();
      expect((await pause.textContent())?.trim()).toBe('');
      await pause.click();
      await expect(page.getByRole('button', { name: '자동 넘김 다시 시작' })).toBeVisible();

      const play = page.getByRole('button', { name: '볼트X 소개 영상 재생' });
      await scrollTo(page, play);
      const video = play.locator('xpath=ancestor::figure[1]');
      const caption = video.locator('figcaption');
      const playBox = await box(play);
      const captionBox = await box(caption);
      expect(playBox.y + playBox.height, 'the play button ends above the caption').toBeLessThanOrEqual(captionBox.y);
      const icon = await box(play.locator('span'));
      const poster = await box(video.locator('img'));
      // The posters letter their middle and bottom (from about 30% of their height down): the round
      // icon keeps to the top-right corner, above that.
      expect(icon.x + icon.width).toBeGreaterThan(poster.x + poster.width - 16);
      expect(icon.y + icon.height).toBeLessThanOrEqual(poster.y + poster.height * 0.28);

      const jobs = page.getByRole('heading', { name: '지금 인기 있는 직무 TOP 7' }).locator('..').getByRole('listitem');
      await scrollTo(page, jobs.first());
      await expect(jobs).toHaveCount(7);
      const rank = await box(jobs.first().locator('b'));
      const label = await box(jobs.first().locator(':scope > span'));
      expect(rank.x + rank.width, 'the rank ends before the label starts').toBeLessThan(label.x);
      await expect(jobs.first()).toHaveText(/^1위/);
      await expectNoSidewaysScroll(page);
    });

    test('the job step keeps each popular job’s rank apart from its label', async ({ page }) => {
      await page.goto('/submit');
      const first = page.getByRole('button', { name: /^1\s*위/ });
      await expect(first).toBeVisible();
      const [rankPart, labelPart] = [0, 1].map((index) => first.locator(':scope > span > span').nth(index));
      const rank = await box(rankPart);
      const label = await box(labelPart);
      expect(rank.x + rank.width, 'the rank ends before the label starts').toBeLessThan(label.x);
      await expectNoSidewaysScroll(page);
    });

    test('the signed-in pages: 기간 연장 on one line, 파일 고르기 apart from the next label, the chart legend small and on one line', async ({
      page,
    }) => {
      await signInByPhone(page);
      await expect(page).toHaveURL(/\/my$/);
      await expectNoSidewaysScroll(page);

      await page.goto('/my/attack');
      const extend = page.getByRole('button', { name: '기간 연장' });
      await expect(extend).toBeVisible();
      expect(await lineCount(extend)).toBe(1);
      await expectNoSidewaysScroll(page);

      await page.goto('/my/files');
      const pick = page.getByRole('button', { name: '파일 고르기', exact: true });
      await expect(pick).toBeVisible();
      const next = page.getByText('에이전트에게 남길 말', { exact: true });
      const hint = page.getByText(/한 파일에 20MB까지/);
      await expect(next).toBeVisible();
      await expect(hint).toBeVisible();
      // Measured in one frame: the list of the candidate's files above them may still arrive and move all three.
      const [hintBox, pickBox, nextBox] = await page.evaluate(
        (elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        await Promise.all([hint, pick, next].map((locator) => locator.elementHandle())),
      );
      expect(
        nextBox.y - (pickBox.y + pickBox.height),
        'room between the button and the next label',
      ).toBeGreaterThanOrEqual(8);
      expect(pickBox.y - (hintBox.y + hintBox.height), 'room between the hint and the button').toBeGreaterThanOrEqual(
        8,
      );
      await expectNoSidewaysScroll(page);

      await page.goto('/event/lifetime');
      const resultHeading = page.getByRole('heading', { name: '나의 생애 소득 결과' });
      const start = page.getByRole('button', { name: '생애 소득 확인하기' });
      // A result an earlier journey of the demo candidate left is shown again (kept on the server).
      await expect(resultHeading.or(start)).toBeVisible();
      if (await start.isVisible()) {
        await start.click();
        await page
          .getByRole('dialog', { name: '인증 방법을 선택해 주세요' })
          .getByRole('button', { name: '인증 요청하기' })
          .click();
      }
      // The sandbox approves 2 s after the request; the page polls every 2 s.
      await expect(resultHeading).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: '소득 그래프' }).click();
      const legend = page.getByRole('list', { name: '범례' });
      await expect(legend).toBeVisible();
      for (const item of await legend.getByRole('listitem').all()) {
        expect(await lineCount(item), `${await item.textContent()} on one line`).toBe(1);
        const swatch = await box(item.locator('svg'));
        expect(swatch.width).toBeLessThanOrEqual(20);
        expect(swatch.height).toBeLessThanOrEqual(20);
      }
      await expectNoSidewaysScroll(page);
    });
  });
}

test('the job search ignores spaces: "백엔드 개발" finds 개발 · 백엔드 instead of only offering 기타', async ({
  page,
}) => {
  await page.goto('/submit');
  await page.getByLabel('직무 검색').pressSequentially('백엔드 개발');
  await expect(page.getByLabel('직무 검색')).toHaveValue('백엔드 개발');
  const results = page.getByRole('region', { name: '검색 결과' });
  await expect(results.getByRole('heading', { name: '개발' })).toBeVisible();
  await results.getByRole('button', { name: '백엔드', exact: true }).click();
  await expect(page).toHaveURL(`/submit/${encodeURIComponent('개발')}/${encodeURIComponent('백엔드')}`);

  await page.goto('/submit');
  await page.getByLabel('직무 검색').fill('데이터 분석');
  await expect(
    page.getByRole('region', { name: '검색 결과' }).getByRole('button', { name: '데이터 분석가' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '‘데이터 분석’ 직접 입력하기' })).toBeVisible();
});
