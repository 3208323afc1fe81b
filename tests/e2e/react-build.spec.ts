import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './public-pages';
import { DEMO_NAME, signInByPhone } from './support';

test('the React build loads the landing and signs in like the Preact build', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('heading', { name: /이력서 없이/ }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1200);
  await expect(page.locator('[aria-roledescription="carousel"] li')).toHaveCount(27);
  await signInByPhone(page);
  await expect(page.getByRole('heading', { name: `${DEMO_NAME}님, 반가워요` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every public page renders in the React build without a JavaScript error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});
