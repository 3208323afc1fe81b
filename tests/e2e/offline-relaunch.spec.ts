/**
 * The subway case: the app was opened online once, then relaunched with no connection at all.
 * 프로필 수정하기 opens on the profile kept on the device, the edit waits as 전송 대기 중 with 삭제
 * (through an offline reload too), and once the device is back it reaches the server exactly once —
 * checked through the API and by counting the server's answers to the edit, the worker's included.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type CandidateApi, candidateApi } from './offer-api';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { signInByPhone, waitForLeaveGuardDropped, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

// A server of its own, a fresh worker's install and a restart: CI's loaded machine once took over 120 s.
test.describe.configure({ timeout: 180_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

type Profile = { email: string; resumeUrl: string; resumeFile: unknown };
const profileOf = async (candidate: CandidateApi) =>
  (await (await candidate.call('GET', '/api/v3/users/profile')).json()) as Profile;

/** Every answer the server gave to a profile edit, whoever sent it (the page or the service worker). */
function countEditAnswers(on: BrowserContext) {
  const statuses: number[] = [];
  on.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'PATCH' && pathname.startsWith('/api/v2/users/more/')) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

test('an edit made after relaunching offline waits as 전송 대기 중, then arrives once', async () => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  // Opened online once: what the edit page needs is on the device (the edit page itself never was).
  await waitForPersistedQueryKeys(page, [['profile', 'v3'], ['my']]);
  const candidate = await candidateApi(page);
  const before = await profileOf(candidate);
  const email = `subway-${Date.now()}@example.com`;
  const answers = countEditAnswers(context);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('link', { name: '프로필 수정하기' }).click();
  await expect(page).toHaveURL(/\/my\/edit$/);
  await expect(page.getByRole('status').filter({ hasText: '이 기기에 저장된 프로필을 수정해요' })).toBeVisible();
  await page.getByRole('button', { name: '더보기', exact: true }).click();
  await expect(page.getByLabel('이메일')).toHaveValue(before.email);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '저장하기' }).click();
  if (!before.resumeFile && !before.resumeUrl) {
    const ask = page.getByRole('alertdialog', { name: '이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?' });
    await ask.getByRole('button', { name: '전송하기' }).click();
  }
  const waiting = page.getByRole('status').filter({ hasText: '전송 대기 중' });
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('button', { name: '삭제', exact: true })).toBeVisible();
  await waitForLeaveGuardDropped(page);

  // Another relaunch while offline: the edit still waits, and the form shows it.
  await page.reload();
  await expect(waiting).toBeVisible();
  await page.getByRole('button', { name: '더보기', exact: true }).click();
  await expect(page.getByLabel('이메일')).toHaveValue(email);
  expect(answers).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await profileOf(candidate)).email).toBe(email);
  await expect(waiting).toHaveCount(0);
  // Opened again online, nothing waits and nothing is sent again.
  await page.reload();
  await page.getByRole('button', { name: '더보기', exact: true }).click();
  await expect(page.getByLabel('이메일')).toHaveValue(email);
  await expect(page.getByText('전송 대기 중')).toHaveCount(0);
  expect(answers).toEqual([200]);
});
