/**
 * The modal dialogs are native `<dialog>`s opened with showModal(): in Chromium, Tab
 * from the last element and Shift+Tab from the first stay inside, the page behind is inert and
 * does not scroll, Escape closes (except an alert that must be answered), and focus returns to
 * what opened the dialog. happy-dom only models this in the component tests.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseJobAndAgree } from './signup-steps';
import { DEMO_NAME, DEMO_PHONE } from './support';

/** Presses a key, passing over the browser's own controls, which Chromium may visit between the page's ends. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  const outside = () => page.evaluate(() => document.activeElement === document.body || !document.hasFocus());
  if (await outside()) await page.keyboard.press(key);
}

async function expectFocusKeptInside(page: Page, dialog: Locator, first: Locator, last: Locator) {
  await last.focus();
  await press(page, 'Tab');
  await expect(first).toBeFocused();
  await press(page, 'Shift+Tab');
  await expect(last).toBeFocused();
  // From the dialog itself, where focus goes as it opens, Shift+Tab does not reach the page behind either.
  await dialog.focus();
  await press(page, 'Shift+Tab');
  await expect(last).toBeFocused();
}

test('the slide-in menu keeps focus inside, locks the page behind and gives focus back', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: '메뉴 열기' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: '메뉴' });
  await expect(menu).toBeVisible();

  const links = menu.getByRole('link');
  await expectFocusKeptInside(page, menu, menu.getByRole('button', { name: '메뉴 닫기' }), links.last());

  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await page.getByRole('link', { name: '내 경력 불러오기' }).first().focus();
  await expect(links.last()).toBeFocused();

  await page.mouse.click(10, 400);
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the sign-up bottom sheet keeps focus inside and closes on Escape', async ({ page }) => {
  await chooseJobAndAgree(page);
  const sheet = page.getByRole('dialog', { name: '경력 인증 방법을 선택해 주세요' });
  await expect(sheet).toBeVisible();

  // Filled in, so its last control, the submit button, is enabled.
  await sheet.getByLabel('이름').fill(DEMO_NAME);
  await sheet.getByLabel('생년월일 8자리').fill('19930415');
  await sheet.getByRole('radio', { name: '여성' }).check();
  await sheet.getByLabel('휴대전화 번호').fill(DEMO_PHONE);
  // The sheet's ✕ 닫기 sits beside its title, before the form.
  const close = sheet.getByRole('button', { name: '닫기', exact: true });
  await expectFocusKeptInside(page, sheet, close, sheet.getByRole('button', { name: '인증 요청하기' }));

  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('button', { name: '동의하고 경력 불러오기' })).toBeFocused();
});

test('an alert that must be answered stays through Escape and a click beside it', async ({ page }) => {
  await page.goto('/submit_kakao/pending?type=kakao');
  const alert = page.getByRole('alertdialog', { name: '잘못된 경로입니다. 볼트엑스 메인을 통해 다시 진입해 주세요.' });
  await expect(alert).toBeVisible();
  const only = alert.getByRole('button', { name: '볼트X 메인으로' });
  await expect(only).toBeFocused();

  await press(page, 'Tab');
  await expect(only).toBeFocused();
  await press(page, 'Shift+Tab');
  await expect(only).toBeFocused();
  // Chromium closes a dialog on a second Escape without a click between them, whatever the page says.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(alert).toBeVisible();
  await expect(only).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(alert).toBeVisible();

  await only.click();
  await expect(page).toHaveURL(/\/$/);
});
