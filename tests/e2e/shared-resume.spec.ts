/**
 * What the candidate writes reaches the company they chose: a new candidate attaches a
 * PDF resume, accepts a recruiter's offer, and that recruiter downloads the PDF in /biz — through
 * the signed, expiring link of the file store.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_PASSWORD, candidateApi } from './offer-api';
import { chooseJobAndAgree, completeOnWaitingScreen, fillSheet, finishSalary, person } from './signup-steps';

const PDF = '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const RECRUITERS: Record<string, string> = {
  한빛모빌리티: 'recruiter@hanbit-mobility.example',
  누리페이: 'recruiter@nuri-pay.example',
  마루클라우드: 'recruiter@maru-cloud.example',
};

async function signInToConsole(page: Page, email: string) {
  await page.goto('/biz/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/biz$/);
}

test('a candidate attaches a PDF, accepts a coffee chat, and that recruiter downloads it in /biz', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const who = person('7788');
  await chooseJobAndAgree(page);
  await fillSheet(page, who, 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await finishSalary(page);
  await expect(page).toHaveURL(/\/my$/);

  await page.getByRole('link', { name: '프로필 수정하기' }).click();
  await page.getByLabel('이력서', { exact: true }).setInputFiles({
    name: '이도윤_이력서.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(PDF),
  });
  await expect(page.getByText('이도윤_이력서.pdf')).toBeVisible();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('저장되었습니다.')).toBeVisible();

  // The preview shows the file as the accepted company will get it, and nothing of it before.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await page.getByRole('link', { name: '기업에는 이렇게 보여요' }).click();
  await expect(page.getByRole('region', { name: '내가 커피챗을 수락한 기업' })).toContainText('이도윤_이력서.pdf');
  await expect(page.getByRole('region', { name: '커피챗 전: 모든 기업' })).not.toContainText('이도윤');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/my$/);

  // The sandbox's recruiters send within seconds of the first submit; the candidate accepts one.
  const candidate = await candidateApi(page, who.phone);
  let offer: { id: number; name: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await candidate.call('GET', '/api/v3/users/offers')).json()) as {
          offerItems: { id: number; name: string; isMaster: boolean; offerGroupId: number | null }[];
        };
        offer = list.offerItems.find((item) => !item.isMaster && item.offerGroupId === null && RECRUITERS[item.name]);
        return offer?.id;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const accepted = await candidate.call('POST', '/api/v2.1/users/coffeechat', { offerId: offer?.id });
  expect(accepted.status()).toBe(201);

  const recruiter = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInToConsole(recruiter, RECRUITERS[offer?.name ?? '']);
  await recruiter.goto('/biz/coffeechats');
  const card = recruiter.getByRole('article', { name: `${who.name} 커피챗` });
  await expect(card).toBeVisible();
  const download = recruiter.waitForEvent('download');
  await card.getByRole('link', { name: '이력서 내려받기: 이도윤_이력서.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('이도윤_이력서.pdf');
  expect((await readFile((await file.path()) as string)).toString()).toBe(PDF);

  // The candidate page offers the same file.
  await card.getByRole('link', { name: '프로필 보기 →' }).click();
  await expect(recruiter.getByRole('link', { name: '이력서 내려받기: 이도윤_이력서.pdf' })).toBeVisible();
});
