import { expect, test } from '@playwright/test';
import { DEMO_NAME, DEMO_PHONE } from './support';

test('a member signs in through the messenger and lands on /my', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();

  // In sandbox mode our own consent screen stands in for the messenger's.
  await expect(page).toHaveURL(/\/login\/sandbox-authorize\?/);
  await expect(page.getByText('샌드박스', { exact: true })).toBeVisible();
  await page.getByLabel('카카오 계정 휴대전화 번호').fill(DEMO_PHONE);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();

  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
});

test('a messenger account that never joined is invited to start with career verification', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
  await page.getByLabel('카카오 계정 휴대전화 번호').fill('01055554444');
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();

  await expect(page.getByRole('heading', { name: '볼트X 참여 이력이 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '경력 인증으로 시작하기' }).click();
  await expect(page).toHaveURL(/\/submit$/);
});

test('a callback that this tab did not start is refused', async ({ page }) => {
  await page.goto('/login/autho?code=forged&state=someone-elses-state');
  await expect(
    page.getByRole('heading', { name: '잘못된 경로입니다. 볼트엑스 메인을 통해 다시 진입해 주세요.' }),
  ).toBeVisible();
});
