import { expect, test } from '@playwright/test';
import { waitForPersistedQueries, waitForServiceWorker } from './support';

test('the landing shows the participating companies from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('연봉 제안');
  const companies = page.getByRole('list', { name: '참여 기업' }).getByRole('listitem');
  await expect(companies).toHaveCount(27);
  await expect(companies.first()).toContainText('한빛모빌리티');
});

test('the landing still shows the companies after an offline reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByText('한빛모빌리티')).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersistedQueries(page, ['companies']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('list', { name: '참여 기업' }).getByRole('listitem')).toHaveCount(27);
  await expect(page.getByText('누리페이')).toBeVisible();
  await context.setOffline(false);
});
