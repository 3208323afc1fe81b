/**
 * From coffee chat to meeting: a recruiter proposes times in /biz, the candidate sees
 * them on her coffee chat and picks one while offline — it waits as 전송 대기 중 and is sent once
 * the device is back, checked through the API — and the console then shows 일정 확정. On a server
 * of its own, so the demo candidate's coffee chats of other journeys do not stand in the way.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONSOLE_PASSWORD, candidateApi, consoleSignedInAs } from './offer-api';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { DEMO_NAME, signInByPhone, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

test.describe.configure({ timeout: 120_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

const RECRUITER = 'recruiter@hanbit-mobility.example';

/** `datetime-local` value of `hour`:00 in Seoul, `days` KST days from now. */
function kstLocal(days: number, hour: number): string {
  const kstToday = new Date(Date.now() + 9 * 60 * 60_000 + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
  return `${kstToday}T${String(hour).padStart(2, '0')}:00`;
}

/** The recruiter's offer to the demo candidate, sent through the console's API, and her acceptance. */
async function acceptedCoffeechat(candidate: Awaited<ReturnType<typeof candidateApi>>): Promise<number> {
  const login = await page.request.post('/api/biz/login', { data: { email: RECRUITER, password: CONSOLE_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const sent = await page.request.post('/api/biz/offers', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      candidateId: candidate.id,
      salaryMin: 8200,
      salaryMax: 9400,
      position: '백엔드 개발자',
      offerItems: ['재택근무'],
      message: '커피챗으로 먼저 이야기 나눠요.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id: offerId } = (await sent.json()) as { id: number };
  const accepted = await candidate.call('POST', '/api/v2.1/users/coffeechat', { offerId });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return ((await accepted.json()) as { coffeechatId: number }).coffeechatId;
}

test('a recruiter proposes times, the candidate picks one offline, it arrives once, and the console shows 일정 확정', async () => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const candidate = await candidateApi(page);
  const coffeechatId = await acceptedCoffeechat(candidate);

  const recruiter = await consoleSignedInAs(context, server.url, RECRUITER);
  await recruiter.getByRole('link', { name: '커피챗' }).click();
  const chat = recruiter.getByRole('article', { name: `${DEMO_NAME} 커피챗` });
  const panel = chat.getByRole('region', { name: '커피챗 일정' });
  await expect(panel).toContainText('연락 대기');
  await panel.getByRole('button', { name: '시간 제안' }).click();
  await panel.getByLabel('화상 회의 링크').fill('https://meet.example.com/hanbit-coffeechat');
  await panel.getByLabel('후보 시간 1 (한국 시간)').fill(kstLocal(2, 14));
  await panel.getByLabel('후보 시간 2 (한국 시간)').fill(kstLocal(3, 10));
  await panel.getByLabel('후보 시간 2 길이').selectOption({ label: '60분' });
  await panel.getByRole('button', { name: '시간 제안하기' }).click();
  await expect(panel).toContainText('일정 제안됨');

  await page.goto(`/my/result/like/${coffeechatId}`);
  const meeting = page.getByRole('region', { name: /커피챗 일정/ });
  await expect(meeting).toContainText('일정 제안됨');
  await waitForPersistedQueryKeys(page, [['coffeechats', coffeechatId, 'meeting']]);
  const slot = meeting.getByRole('radio', { name: /10:00–11:00/ });
  const slotLabel = (await slot.locator('xpath=..').textContent())?.trim();

  await context.setOffline(true);
  await slot.check();
  await meeting.getByRole('button', { name: '이 시간으로 정하기' }).click();
  await expect(page.getByRole('status', { name: '커피챗 시간 선택' })).toContainText('전송 대기 중');
  const waitingOnServer = (await (
    await candidate.call('GET', `/api/users/coffeechats/${coffeechatId}/meeting`)
  ).json()) as { status: string };
  expect(waitingOnServer.status).toBe('PROPOSED');

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (
          (await (await candidate.call('GET', `/api/users/coffeechats/${coffeechatId}/meeting`)).json()) as {
            status: string;
            chosen: { startsAt: string } | null;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('CONFIRMED');
  await expect(page.getByText('전송 대기 중')).toHaveCount(0, { timeout: 30_000 });
  // A second arrival would have been refused (이미 일정이 확정됐어요) and said so here.
  await expect(page.getByText('커피챗 일정을 전하지 못했어요')).toHaveCount(0);
  await expect(meeting).toContainText('일정 확정');
  await expect(meeting.getByRole('button', { name: '캘린더에 추가' })).toBeVisible();

  await recruiter.reload();
  await expect(panel).toContainText('일정 확정');
  await expect(panel).toContainText(`확정된 시간: ${slotLabel}`);
  await expect(panel).toContainText('새 응답');
  await recruiter.context().close();
});
