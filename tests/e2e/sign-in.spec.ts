import { expect, test } from '@playwright/test';
import { DEMO_NAME, DEMO_PHONE, latestCode, signInByPhone } from './support';

test('the demo candidate signs in with a code from the sandbox and sees their name on /my', async ({ page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('refresh-token'))).toBeTruthy();
});

test('a wrong code is refused with the exact message and can be typed again', async ({ page }) => {
  await page.goto('/login/signin');
  await page.getByLabel('휴대전화 번호').fill(DEMO_PHONE);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/users/login/code'));
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await sent;
  const code = await latestCode(page.request, DEMO_PHONE);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('인증번호 6자리').fill(wrong);
  await expect(page.getByRole('alert')).toHaveText('올바르지 않은 인증번호입니다. 인증번호를 확인해주세요.');
  await page.getByLabel('인증번호 6자리').fill(code);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
});

test('an invalid phone number is explained before anything is sent', async ({ page }) => {
  await page.goto('/login/signin');
  const phone = page.getByLabel('휴대전화 번호');
  await phone.fill('0101234');
  await phone.blur();
  await expect(page.getByText('정확한 휴대전화 번호를 입력해 주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '인증번호 받기' })).toBeDisabled();
  await phone.fill('01012345678');
  await expect(phone).toHaveValue('010-1234-5678');
});

test('logging out clears the session and returns home', async ({ page }) => {
  await signInByPhone(page);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/my');
  await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
});
