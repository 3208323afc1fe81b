/**
 * Messages with the operators: a candidate asks from a page of the app, the operator
 * answers in /biz, and the answer reaches the open app without a reload — and back again. An open
 * room fits a phone's screen.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { agentApi, candidateApi } from './offer-api';
import { DEMO_NAME, signInByPhone } from './support';

async function signInToConsole(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/biz/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('boltx-demo-2026');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/biz$/);
  return page;
}

test('a candidate asks, the operator answers in /biz, and each sees the other without reloading', async ({
  page,
  browser,
}) => {
  const question = `제안 기간을 늘릴 수 있나요? (${Date.now()})`;
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);

  await page.goto('/ask?from=/my/attack');
  await expect(page.getByText('문의 위치: 받은 제안')).toBeVisible();
  await page.getByLabel('문의 내용').fill(question);
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page).toHaveURL(/\/my\/message\?room=\d+$/);
  const thread = page.getByRole('region', { name: '볼트X 운영팀과의 대화' });
  await expect(thread).toContainText(question);

  const operator = await signInToConsole(browser, 'operator@boltx.example');
  await operator
    .getByRole('navigation', { name: '콘솔 메뉴' })
    .getByRole('link', { name: /메시지/ })
    .click();
  const room = operator.getByRole('list', { name: '대화 목록' }).getByRole('link').filter({ hasText: question });
  await expect(room).toContainText(DEMO_NAME);
  await expect(room).toContainText('문의 위치: 받은 제안 (/my/attack)');
  await room.click();
  const answer = '네, 담당 에이전트가 기업에 요청드릴게요.';
  await operator.getByLabel('답변 입력').fill(answer);
  await operator.getByRole('button', { name: '보내기' }).click();
  await expect(operator.getByRole('region', { name: `${DEMO_NAME} 님과의 대화` })).toContainText(answer);

  // No reload: the open room checks for new messages every few seconds.
  await expect(thread).toContainText(answer, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: '담당자' })).toContainText('박서준');

  const thanks = '감사합니다!';
  await page.getByLabel('메시지 입력').fill(thanks);
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(thread).toContainText(thanks);
  await expect(operator.getByRole('region', { name: `${DEMO_NAME} 님과의 대화` })).toContainText(thanks, {
    timeout: 15_000,
  });
  await operator.close();
});

test('a visitor is asked to log in, and a room that is not theirs cannot be read', async ({ page }) => {
  await page.goto('/my/message');
  await expect(page.getByText('메시지는 로그인한 뒤에 볼 수 있어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');

  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto('/my/message?room=999999');
  await expect(page.getByText('메시지를 확인할 수 없습니다. 고객센터로 문의해 주세요.')).toBeVisible();
});

test('an open room fits a 390 × 844 phone: the app’s back control on top, 보내기 on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offerId = await agent.offer(candidate.id, company.id, '백엔드 개발자');
  expect((await candidate.call('POST', '/api/v2.1/users/coffeechat', { offerId })).status()).toBe(201);
  const rooms = (await (await candidate.call('GET', '/api/users/message/room')).json()) as {
    items: { roomId: number; title: string }[];
  };
  const room = rooms.items.find((item) => item.title === company.name);
  expect(room, `a room with ${company.name}`).toBeDefined();

  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto(`/my/message?room=${room?.roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '내 정보' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '보내기' })).toBeInViewport({ ratio: 1 });
  const composer = await page.getByRole('form', { name: '메시지 보내기' }).boundingBox();
  expect(composer?.height ?? Number.POSITIVE_INFINITY, 'the composer leaves the screen to the talk').toBeLessThan(
    844 / 8,
  );
  // Opened straight from its address: back leads to the room list rather than out of the app.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/my\/message$/);
  await expect(page.getByRole('list', { name: '메시지 목록' })).toBeVisible();
});
