/**
 * Referral partners: a partner's link leads a new candidate through sign-up, and the
 * sign-up appears on the partner's page — counted, never named.
 */
import { expect, test } from '@playwright/test';
import { chooseJobAndAgree, completeOnWaitingScreen, fillSheet, finishSalary, person } from './signup-steps';

const PARTNER = { email: 'partner@boltx.example', password: 'boltx-demo-2026', name: '최민준' };

test("a partner's link brings a new candidate, who shows up on the partner's page without a name", async ({
  page,
  browser,
}) => {
  await page.goto('/partners');
  await expect(page).toHaveURL(/\/partners\/login$/);
  await page.getByLabel('이메일').fill(PARTNER.email);
  await page.getByLabel('비밀번호').fill(PARTNER.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: `${PARTNER.name}님의 추천 링크` })).toBeVisible();
  const link = new URL(await page.getByLabel('추천 링크').inputValue());
  expect(link.pathname).toMatch(/^\/r\/[A-Za-z0-9]+$/);
  const rows = page.getByRole('table', { name: '추천으로 가입한 분' }).getByRole('row');
  const before = await rows.count();

  const newcomer = person();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link.pathname);
  await expect(visitor.getByRole('heading', { name: `${PARTNER.name}님이 볼트X를 추천했어요` })).toBeVisible();
  await chooseJobAndAgree(visitor);
  await fillSheet(visitor, newcomer, 'kakao');
  await completeOnWaitingScreen(visitor, '카카오톡');
  await finishSalary(visitor);
  await expect(visitor).toHaveURL(/\/my$/);
  await visitor.close();

  await page.reload();
  await expect(rows).toHaveCount(Math.max(before, 1) + 1);
  const table = page.getByRole('table', { name: '추천으로 가입한 분' });
  await expect(table).toContainText('이력서 제출');
  await expect(table).not.toContainText(newcomer.name);
  await expect(table).not.toContainText(newcomer.phone.slice(-4));
});

test('an unknown referral link says so in Korean and leads to the landing', async ({ page }) => {
  await page.goto('/r/NoSuchPartner9');
  await expect(page.getByText('유효하지 않은 추천 링크입니다. 링크를 다시 확인해 주세요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '볼트X 둘러보기' })).toHaveAttribute('href', '/');
});
