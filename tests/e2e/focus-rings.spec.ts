/**
 * Focus a script moves onto what is not a control — a bottom sheet as it opens, a heading — shows
 * no ring after a tap, and shows one after a key press (ui/input-modality.ts, global-styles.ts).
 */
import { expect, type Locator, test } from '@playwright/test';
import { signInByPhone } from './support';

const outlineOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).outlineStyle);

test('a bottom sheet opened by a tap has no focus ring; opened from the keyboard, it has one', async ({ page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto('/my/attack');
  const extend = page.getByRole('button', { name: '기간 연장' });
  const sheet = page.getByRole('dialog', { name: '제안 받는 기간 연장' });

  await extend.click();
  await expect(sheet).toBeFocused();
  expect(await outlineOf(sheet)).toBe('none');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await extend.focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeFocused();
  expect(await outlineOf(sheet)).toBe('solid');
});
