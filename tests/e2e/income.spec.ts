/**
 * The lifetime-income event: a candidate looks up their tax-office incomes, reads the
 * estimate, the graph and the friends'-pay card, shares it, and a friend lands on /money.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInByPhone } from './support';

/** Opens the method sheet: from the intro, or from a result an earlier journey of the demo candidate left. */
async function requestLookup(page: Page) {
  await page.getByRole('button', { name: /^(생애 소득 확인하기|다시 조회하기)$/ }).click();
  await page
    .getByRole('dialog', { name: '인증 방법을 선택해 주세요' })
    .getByRole('button', { name: '인증 요청하기' })
    .click();
}

test('a candidate estimates their lifetime income, shares it, and the link leads a friend into sign-up', async ({
  page,
  browser,
}) => {
  // Record what the app hands to the Web Share API (the messenger SDK is not configured here).
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    navigator.share = async (data?: ShareData) => {
      if (data) shared.push(data);
    };
  });
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);

  await page.goto('/event/lifetime');
  await requestLookup(page);
  await expect(page.getByRole('heading', { name: /카카오톡에서\s*인증을 완료해 주세요/ })).toBeVisible();

  // The sandbox approves 2 s after the request; the page polls every 2 s.
  await expect(page.getByRole('heading', { name: '나의 생애 소득 결과' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/\d+억( [\d,]+만)?원/).first()).toBeVisible();

  await page.getByRole('button', { name: '소득 그래프' }).click();
  const chart = page.getByRole('img', { name: /소득/ });
  await expect(chart).toBeVisible();
  await page.getByRole('button', { name: '표로 보기' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);

  await page.getByRole('button', { name: '직군별 연봉' }).click();
  await expect(page.getByRole('heading', { name: /직군은 얼마나 받을까요\?/ })).toBeVisible();
  const firstJob = await page.getByRole('heading', { name: /직군은 얼마나 받을까요\?/ }).textContent();
  await page.getByRole('button', { name: '다른 직군 보기' }).click();
  await expect(page.getByRole('heading', { name: /직군은 얼마나 받을까요\?/ })).not.toHaveText(firstJob ?? '');

  await page.getByRole('button', { name: '생애 소득' }).click();
  await page.getByRole('button', { name: '내 생애 소득 공유하기' }).click();
  const shared = await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest))
    .toHaveLength(1)
    .then(() => page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest[0]));
  const link = new URL(shared?.url ?? '');
  expect(link.pathname).toBe('/money');
  expect(link.searchParams.get('utm_campaign')).toBe('money');
  expect(link.searchParams.get('utm_content')).toBeTruthy();

  const friend = await (await browser.newContext()).newPage();
  await friend.goto(`${link.pathname}${link.search}`);
  await expect(friend.getByRole('heading', { name: '친구가 생애 소득을 확인했어요' })).toBeVisible();
  const cta = friend.getByRole('link', { name: /가입|시작/ }).first();
  await expect(cta).toHaveAttribute('href', /^\/submit\?.*utm_campaign=money/);
  await friend.close();
});

test('the lifetime result stays through a reload and a later visit, and 다시 조회하기 starts a new lookup', async ({
  page,
  context,
}) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto('/event/lifetime');
  await requestLookup(page);
  const result = page.getByRole('heading', { name: '나의 생애 소득 결과' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  const amount =
    (await page
      .getByText(/\d+억( [\d,]+만)?원/)
      .first()
      .textContent()) ?? '';
  expect(amount).not.toBe('');

  await page.reload();
  await expect(result).toBeVisible();
  await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();

  // A later visit: another tab of the app, with nothing of this tab's event in it.
  const later = await context.newPage();
  await later.goto('/event/lifetime');
  await expect(later.getByRole('heading', { name: '나의 생애 소득 결과' })).toBeVisible();
  await expect(later.getByText(amount, { exact: true }).first()).toBeVisible();
  await later.getByRole('button', { name: '다시 조회하기' }).click();
  await expect(later.getByRole('dialog', { name: '인증 방법을 선택해 주세요' })).toBeVisible();
  await later.close();
});
