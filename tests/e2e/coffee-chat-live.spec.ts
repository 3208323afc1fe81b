/**
 * The coffee chat's screen stays current while it is open: the candidate looks at 연락 대기, the
 * recruiter proposes times through the console's API, the push that announces them arrives (the
 * server's push, delivered through DevTools as in push.spec.ts: headless Chromium has no push
 * service), and the times are there without a reload. Once she picks one, the accepted offer's
 * card and page say when the coffee chat is. On a server of its own, as coffee-chat-meeting.spec.ts,
 * so 한빛모빌리티's offers of other journeys do not stand in the way.
 */
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { type CandidateApi, CONSOLE_PASSWORD, candidateApi } from './offer-api';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { signInByPhone, waitForServiceWorker } from './support';

test.describe.configure({ timeout: 120_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

const RECRUITER = 'recruiter@hanbit-mobility.example';
const WEEKDAYS = '일월화수목금토';

/** The recruiter's fresh token (access tokens live 3 s in these runs). */
async function recruiterHeaders() {
  const login = await page.request.post('/api/biz/login', { data: { email: RECRUITER, password: CONSOLE_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

/** 한빛모빌리티's offer to the demo candidate, and her acceptance: its ids. */
async function acceptedCoffeechat(candidate: CandidateApi) {
  const sent = await page.request.post('/api/biz/offers', {
    headers: await recruiterHeaders(),
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
  return { offerId, coffeechatId: ((await accepted.json()) as { coffeechatId: number }).coffeechatId };
}

/** `hour`:00 in Seoul `days` KST days from now: the instant, and how the app writes its day. */
function kstTime(days: number, hour: number) {
  const day = new Date(Date.now() + 9 * 60 * 60_000 + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const calendar = new Date(`${day}T00:00:00Z`);
  return {
    at: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`),
    label: `${calendar.getUTCMonth() + 1}월 ${calendar.getUTCDate()}일 (${WEEKDAYS[calendar.getUTCDay()]})`,
  };
}

/** The worker's registration id as DevTools knows it (push.spec.ts). */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const scopes = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted) scopes.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => scopes.get(`${origin}/`)).toBeTruthy();
  return scopes.get(`${origin}/`) as string;
}

test('times the recruiter proposes appear on the open coffee chat with its push, and the confirmed time shows on the accepted offer', async () => {
  const origin = server.url.replace(/\/$/, '');
  await context.grantPermissions(['notifications'], { origin });
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, origin);
  const { offerId, coffeechatId } = await acceptedCoffeechat(await candidateApi(page));

  await page.goto(`/my/result/like/${coffeechatId}`);
  const meeting = page.getByRole('region', { name: /커피챗 일정/ });
  const steps = page.getByRole('list', { name: '커피챗 진행 순서' });
  await expect(meeting).toContainText('연락 대기');
  await expect(steps).toContainText('채용 담당자가 2~3일 안에 연락드려요.');
  // One primary action at a time: nothing to save yet, so no greyed-out 질문 저장하기 beside it.
  await expect(page.getByRole('button', { name: '질문 저장하기' })).toHaveCount(0);

  const first = kstTime(2, 14);
  const second = kstTime(3, 10);
  const proposed = await page.request.post(`/api/biz/coffeechats/${coffeechatId}/slots`, {
    headers: await recruiterHeaders(),
    data: {
      mode: 'ONLINE',
      link: 'https://meet.example.com/hanbit-coffeechat',
      slots: [
        { startsAt: first.at.toISOString(), endsAt: new Date(first.at.getTime() + 30 * 60_000).toISOString() },
        { startsAt: second.at.toISOString(), endsAt: new Date(second.at.getTime() + 60 * 60_000).toISOString() },
      ],
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  const url = `/my/result/like/${coffeechatId}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({
      title: '커피챗 시간이 제안됐어요',
      body: '한빛모빌리티에서 커피챗 시간 2개를 제안했어요. 편한 시간을 골라 주세요.',
      url,
      kind: 'MEETING',
      tag: url,
    }),
  });

  // No reload: the page heard of the push and read the meeting again.
  const slot = meeting.getByRole('radio', { name: `${first.label} 14:00–14:30` });
  await expect(slot).toBeVisible();
  await expect(meeting).toContainText('일정 제안됨');
  await expect(steps).toContainText('채용 담당자가 시간을 제안했어요. 위에서 편한 시간을 골라 주세요.');
  await expect(steps).not.toContainText('2~3일');

  await slot.check();
  await meeting.getByRole('button', { name: '이 시간으로 정하기' }).click();
  const confirmedAt = `${first.label} 오후 2:00`;
  await expect(meeting).toContainText('일정 확정');
  await expect(steps).toContainText(`${confirmedAt}에 만나요.`);

  await page.goto('/my/attack/select');
  const card = page.locator(`a[href="/my/result/${offerId}"]`);
  await expect(card).toContainText('일정 확정');
  await expect(card).toContainText(`${confirmedAt} · 화상 회의`);

  await card.click();
  await expect(page).toHaveURL(`/my/result/${offerId}`);
  await expect(page.getByRole('status').filter({ hasText: '커피챗 일정이 정해졌어요' })).toContainText(confirmedAt);
  await expect(page.getByRole('link', { name: '회의 링크 열기' })).toHaveAttribute(
    'href',
    'https://meet.example.com/hanbit-coffeechat',
  );
  await page.getByRole('link', { name: '커피챗 일정 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/result/like/${coffeechatId}`));
  await expect(steps).not.toContainText('2~3일');
});
