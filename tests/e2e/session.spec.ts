import { expect, test } from '@playwright/test';
import { E2E_ACCESS_TOKEN_TTL_SECONDS } from '../../playwright.config';
import { DEMO_NAME, signInByPhone } from './support';

/** Drops the persisted query cache so the next load has to ask the server. */
async function forgetCachedData(page: import('@playwright/test').Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').clear();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signInByPhone(page);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  const firstToken = await page.evaluate(() => localStorage.getItem('token'));

  // The server issues 3-second access tokens in this suite: wait until this one is dead.
  await page.waitForTimeout(E2E_ACCESS_TOKEN_TTL_SECONDS * 1000 + 500);
  await forgetCachedData(page);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.reload();

  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(firstToken);
});

test('a session revoked elsewhere ends with the expiry alert and a return home', async ({ page }) => {
  await signInByPhone(page);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh-token'));
  await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${refreshToken}` } });

  await page.waitForTimeout(E2E_ACCESS_TOKEN_TTL_SECONDS * 1000 + 500);
  await forgetCachedData(page);
  await page.reload();

  const alert = page.getByRole('alertdialog', { name: '로그인이 만료되었습니다. 다시 인증을 진행해 주세요.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
