import { expect, test } from '@playwright/test';
import { DEMO_NAME, signInByPhone } from './support';

test('the React build loads the landing and signs in like the Preact build', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('list', { name: '참여 기업' }).getByRole('listitem')).toHaveCount(27);
  await signInByPhone(page);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  expect(errors).toEqual([]);
});
