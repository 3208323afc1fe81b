/**
 * Asking the company to revise its offer before deciding. The candidate asks offline — it waits as
 * 전송 대기 중 and is sent once the device is back, checked through the API — the recruiter
 * revises it in /biz, the candidate is told (the sandbox inbox holds what a push says), sees the
 * first and the revised band side by side and in the offer history, and accepts. In the second
 * journey the company lets its three business days pass (the sandbox moves the deadline): the
 * offer stands as it was and both sides see 기한. On a server of its own, as the console's
 * recruiter sends from a company other journeys use.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONSOLE_PASSWORD, candidateApi, consoleSignedInAs } from './offer-api';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { DEMO_PHONE, signInByPhone, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

test.describe.configure({ timeout: 150_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

const RECRUITER = 'recruiter@hanbit-mobility.example';
type Candidate = Awaited<ReturnType<typeof candidateApi>>;
type RevisionView = { status: string; asked: { salaryMin: number | null } } | null;

/** The recruiter's offer to the demo candidate (7,200만~8,000만원), sent through the console's API. */
async function recruiterOffer(candidate: Candidate): Promise<number> {
  const login = await page.request.post('/api/biz/login', { data: { email: RECRUITER, password: CONSOLE_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const sent = await page.request.post('/api/biz/offers', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      candidateId: candidate.id,
      salaryMin: 7200,
      salaryMax: 8000,
      position: '백엔드 개발자',
      offerItems: ['스톡옵션'],
      message: '함께 일하고 싶어요.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

const revisionOf = async (candidate: Candidate, offerId: number) =>
  ((await (await candidate.call('GET', `/api/v2/users/offers/${offerId}`)).json()) as { revision: RevisionView })
    .revision;

/** What the sandbox's inbox received for the demo phone: pushes are written there too. */
async function inboxTexts(): Promise<string[]> {
  const response = await page.request.get(`/api/sandbox/inbox?phone=${DEMO_PHONE}`);
  return ((await response.json()) as { items: { kind: string; body: string }[] }).items
    .filter((item) => item.kind === 'notification')
    .map((item) => item.body);
}

/** The demo candidate signed in, a recruiter's offer for her, and its page open and kept on the device. */
async function candidateWithAnOffer() {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const candidate = await candidateApi(page);
  const offerId = await recruiterOffer(candidate);
  await page.goto(`/my/result/${offerId}`);
  await waitForPersistedQueryKeys(page, [['offers', 'detail', offerId]]);
  return { candidate, offerId };
}

test('asked offline, sent once, revised in /biz: the candidate is told, sees both bands and accepts', async () => {
  const { candidate, offerId } = await candidateWithAnOffer();

  await context.setOffline(true);
  await page.getByRole('button', { name: '조정 요청하기' }).click();
  const sheet = page.getByRole('dialog', { name: '조정 요청하기' });
  await sheet.getByLabel('최소 연봉(만원)').fill('8000');
  await sheet.getByLabel('최대 연봉(만원)').fill('9000');
  await sheet.getByRole('button', { name: '재택근무' }).click();
  await sheet.getByLabel('기업에 전할 말 (선택)').fill('재택이 주 2일이면 바로 이야기해 보고 싶어요.');
  await sheet.getByRole('button', { name: '조정 요청 보내기' }).click();
  await expect(page.getByRole('status', { name: '조정 요청' })).toContainText('전송 대기 중');
  expect(await revisionOf(candidate, offerId)).toBeNull();

  await context.setOffline(false);
  await expect.poll(async () => (await revisionOf(candidate, offerId))?.status, { timeout: 60_000 }).toBe('ASKED');
  await expect(page.getByText('전송 대기 중')).toHaveCount(0, { timeout: 30_000 });
  // A second arrival would have been refused (이미 조정을 요청한 제안이에요) and said so here.
  await expect(page.getByText('조정 요청을 전하지 못했어요')).toHaveCount(0);
  await expect(page.getByText('조정 요청을 보냈어요')).toBeVisible();

  const recruiter = await consoleSignedInAs(context, server.url, RECRUITER);
  await recruiter.getByRole('link', { name: '보낸 제안' }).click();
  await recruiter.getByRole('link', { name: /조정 요청/ }).click();
  const request = recruiter.getByRole('region', { name: '조정 요청' });
  await expect(request).toContainText('8,000만~9,000만원');
  await expect(request).toContainText('재택이 주 2일이면');
  await expect(request).not.toContainText('김하늘');
  await request.getByRole('button', { name: '답하기' }).click();
  await request.getByRole('radio', { name: '조정하기' }).check();
  await request.getByLabel('조정한 연봉 최소 (만원)').fill('7800');
  await request.getByLabel('조정한 연봉 최대 (만원)').fill('8800');
  await request.getByRole('button', { name: '조정한 조건 보내기' }).click();
  await expect(recruiter.getByText('조정한 조건을 후보자에게 보냈어요.')).toBeVisible();
  await recruiter.context().close();

  await expect.poll(inboxTexts).toContainEqual(expect.stringContaining('제안이 조정됐어요'));
  await page.reload();
  const result = page.getByRole('region', { name: '조정 결과' });
  await expect(result).toContainText('기업이 제안을 조정했어요');
  await expect(result.getByRole('group', { name: '처음 제안' })).toContainText('7,200만~8,000만원');
  await expect(result.getByRole('group', { name: '조정된 제안' })).toContainText('7,800만~8,800만원');

  await page.goto('/my/attack');
  await page.getByRole('button', { name: '제안 기록 보기' }).click();
  const history = page.getByRole('dialog', { name: '제안 기록' });
  await expect(history).toContainText('조정 전');
  await expect(history).toContainText('7,800만~8,800만원');
  await history.getByRole('button', { name: '닫기' }).click();

  await page.goto(`/my/result/${offerId}`);
  await page.getByRole('button', { name: '커피챗 수락하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '수락하기' }).click();
  await expect(page).toHaveURL(/\/my\/result\/like\/\d+/);
});

test('the company lets its three business days pass: the offer stands as it was, and both sides see it', async () => {
  const { candidate, offerId } = await candidateWithAnOffer();
  const before = (await (await candidate.call('GET', `/api/v2/users/offers/${offerId}`)).json()) as {
    expiredAt: string;
  };

  await page.getByRole('button', { name: '조정 요청하기' }).click();
  const sheet = page.getByRole('dialog', { name: '조정 요청하기' });
  await sheet.getByRole('button', { name: '사이닝 보너스' }).click();
  await sheet.getByRole('button', { name: '조정 요청 보내기' }).click();
  await expect(page.getByText('조정 요청을 보냈어요')).toBeVisible();

  const due = await candidate.call('POST', '/api/sandbox/offers/revision-due', { offerId });
  expect(due.status(), await due.text()).toBe(200);
  await expect.poll(inboxTexts).toContainEqual(expect.stringContaining('조정 요청에 답이 없었어요'));

  await page.reload();
  await expect(page.getByRole('region', { name: '조정 결과' })).toContainText(
    '기한 안에 답이 없어 처음 제안 그대로예요',
  );
  const after = (await (await candidate.call('GET', `/api/v2/users/offers/${offerId}`)).json()) as {
    status: string;
    salaryMin: number;
    salaryMax: number;
    expiredAt: string;
  };
  expect(after).toMatchObject({ status: 'WAITING', salaryMin: 7200, salaryMax: 8000 });
  // The selection time left when asking is given back from the deadline (rounded up to the end of
  // that KST day): the wait ate none of it.
  const [first, now] = [new Date(before.expiredAt).getTime(), new Date(after.expiredAt).getTime()];
  expect(now).toBeGreaterThanOrEqual(first);
  expect(now - first).toBeLessThanOrEqual(24 * 60 * 60_000);
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '조정 요청하기' })).toHaveCount(0);

  const recruiter = await consoleSignedInAs(context, server.url, RECRUITER);
  await recruiter.getByRole('link', { name: '보낸 제안' }).click();
  await expect(recruiter.getByRole('region', { name: '조정 요청' })).toContainText('기한 지남');
  await recruiter.context().close();
});
