/**
 * Every control on the signed-in candidate's screens is at least 44 × 44 px at 360 px wide, the
 * narrowest common phone (WCAG 2.5.5; how a box is measured and the exceptions: touch-targets.ts).
 * The demo candidate gets an offer, a curation, an accepted and a refused offer first, so the
 * screens that show one have one.
 */
import { expect, type Page, test } from '@playwright/test';
import { agentApi, type CandidateApi, candidateApi } from './offer-api';
import { signInByPhone } from './support';
import { undersizedTargets } from './touch-targets';

test.use({ viewport: { width: 360, height: 780 } });

interface DemoOffers {
  offer: number;
  curation: number;
  refused: number;
  coffeechat: number;
  room: number;
}

/** Offers of every kind for the demo candidate, sent by the agent for companies free to send. */
async function demoOffers(page: Page, candidate: CandidateApi): Promise<DemoOffers> {
  const agent = await agentApi(page, candidate);
  const [first, second, third, fourth, fifth] = await agent.freeCompanies(5);
  const offer = await agent.offer(candidate.id, first.id, '백엔드 개발자');
  const curation = await agent.curation(candidate.id, [second.id, third.id]);
  const refused = await agent.offer(candidate.id, fourth.id, '서버 개발자');
  const refusal = await candidate.call('PATCH', `/api/v2/users/offers/refuse/${refused}`, {
    refusalReason: '다른 회사로 가기로 했어요',
  });
  expect(refusal.ok(), await refusal.text()).toBe(true);
  const accepted = await agent.offer(candidate.id, fifth.id, '플랫폼 개발자');
  const coffeechat = await candidate.call('POST', '/api/v2.1/users/coffeechat', { offerId: accepted });
  expect(coffeechat.status(), await coffeechat.text()).toBe(201);
  const rooms = (await (await candidate.call('GET', '/api/users/message/room')).json()) as {
    items: { roomId: number }[];
  };
  return {
    offer,
    curation,
    refused,
    coffeechat: ((await coffeechat.json()) as { coffeechatId: number }).coffeechatId,
    room: rooms.items[0].roomId,
  };
}

/** The screen at `path` once its requests are answered and it has drawn what they brought. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // Half a second without requests: its data has come. Once the worker serves the build from its cache,
  // that quiet may never come (public-pages.spec.ts says why): 20 s at most, what it drew is checked below.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByText(/불러오는 중/)).toHaveCount(0);
}

test('every control on the candidate’s screens is a 44 × 44 px touch target at 360 px', async ({ page }) => {
  test.setTimeout(240_000);
  const candidate = await candidateApi(page);
  const ids = await demoOffers(page, candidate);
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);

  const screens = [
    '/my',
    '/my/attack',
    '/my/attack/select',
    '/my/attack/expired',
    `/my/result/${ids.offer}`,
    `/my/result/curation/${ids.curation}`,
    `/my/result/hate/${ids.refused}`,
    `/my/result/like/${ids.coffeechat}`,
    '/my/edit',
    '/my/files',
    '/my/preview',
    '/my/companies/restrict',
    '/my/companies/interest',
    '/my/techstack',
    '/my/report',
    '/my/survey',
    '/my/withdraw',
    '/my/message',
    `/my/message?room=${ids.room}`,
    '/ask',
    '/faq',
    '/attack',
  ];
  const offenders: string[] = [];
  for (const path of screens) {
    await open(page, path);
    offenders.push(...(await undersizedTargets(page)).map((target) => `${path}: ${target}`));
  }
  // The edit page's second tab.
  await open(page, '/my/edit');
  await page.getByRole('button', { name: '더보기' }).click();
  offenders.push(...(await undersizedTargets(page)).map((target) => `/my/edit (더보기): ${target}`));

  expect(offenders, 'controls smaller than 44 × 44 px').toEqual([]);
});
