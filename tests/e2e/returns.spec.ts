/**
 * Screens a person lands on from a notification or a link whose item is not theirs or does not
 * exist: each says so in Korean where it is, with the way to their offers, and never
 * shows the company name a link's query string carries.
 */
import { expect, test } from '@playwright/test';
import { signInByPhone } from './support';

const UNKNOWN = 987654;

test('an unknown offer, curation or coffee chat says so on the page it was opened at', async ({ page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);

  const screens = [
    { path: `/my/result/${UNKNOWN}`, heading: '제안을 찾을 수 없어요' },
    { path: `/my/result/curation/${UNKNOWN}`, heading: '큐레이션을 찾을 수 없어요' },
    {
      path: `/my/result/like/${UNKNOWN}?company=${encodeURIComponent('가짜회사')}`,
      heading: '커피챗을 찾을 수 없어요',
    },
    {
      path: `/my/result/hate/${UNKNOWN}?company=${encodeURIComponent('가짜회사')}&message=y`,
      heading: '제안을 찾을 수 없어요',
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    await expect(page.getByRole('alert')).toContainText('받은 제안 목록에서 다시 확인해 주세요.');
    await expect(page).toHaveURL(screen.path);
    await expect(page.getByText('가짜회사')).toHaveCount(0);
  }

  await page.getByRole('link', { name: '받은 제안 보기' }).click();
  await expect(page).toHaveURL(/\/my\/attack$/);
});
