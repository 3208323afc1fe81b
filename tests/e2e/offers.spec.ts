/**
 * The offer journeys: a recruiter in /biz and a candidate in the app carry an offer from
 * sending to a coffee chat; the agent's curations are picked, handed to the agent, or expire.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { hopeFloorMessage } from '../../src/contract/biz';
import { agentApi, type CandidateApi, CONSOLE_PASSWORD, candidateApi } from './offer-api';
import { chooseJobAndAgree, completeOnWaitingScreen, fillSheet, finishSalary, person } from './signup-steps';
import { DEMO_NAME, signInByPhone } from './support';

async function signInToConsole(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/biz/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/biz$/);
  return page;
}

async function expireNow(candidate: CandidateApi, target: { offerId: number } | { groupId: number }) {
  const response = await candidate.call('POST', '/api/sandbox/offers/expire', target);
  expect(response.ok()).toBe(true);
}

test('a recruiter sends an offer in /biz, the candidate accepts it, and only then the recruiter sees her name', async ({
  browser,
  page,
}) => {
  const recruiter = await signInToConsole(browser, 'recruiter@hanbit-mobility.example');
  await recruiter.getByLabel('해시태그').fill('대용량트래픽');
  await recruiter.getByRole('button', { name: '검색' }).click();
  const cards = recruiter.locator('a[href^="/biz/candidates/"]');
  await expect(cards).toHaveCount(1);
  await expect(recruiter.getByText(DEMO_NAME)).toHaveCount(0);
  await cards.click();

  await expect(recruiter.getByText('7,500만원').first()).toBeVisible();
  await recruiter.getByLabel('연봉 최소 (만원)').fill('7000');
  await recruiter.getByLabel('연봉 최대 (만원)').fill('7400');
  await recruiter.getByLabel('포지션').fill('백엔드 개발자');
  await recruiter.getByLabel('메시지').fill('모빌리티 플랫폼의 결제 서버를 함께 만들어요.');
  await recruiter.getByRole('button', { name: '제안 보내기' }).click();
  // Below her hoped-for 7,500만원: a floor, the console refuses and names it.
  await expect(recruiter.getByText(hopeFloorMessage(7500))).toBeVisible();
  await expect(recruiter).toHaveURL(/\/biz\/candidates\//);
  await recruiter.getByLabel('연봉 최대 (만원)').fill('8200');
  await recruiter.getByRole('button', { name: '제안 보내기' }).click();
  await expect(recruiter).toHaveURL(/\/biz\/offers/);
  await expect(recruiter.getByText('제안을 보냈습니다.')).toBeVisible();
  await expect(recruiter.getByText(DEMO_NAME)).toHaveCount(0);

  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto('/my/attack');
  const offer = page.locator('a[href^="/my/result/"]', { hasText: '한빛모빌리티' });
  await expect(offer).toContainText('7,000만~8,200만원');
  await expect(offer).toContainText('D-7');
  await expect(offer).toContainText('NEW');
  await offer.click();

  const countdown = page.getByRole('time');
  const first = await countdown.textContent();
  expect(first).toMatch(/^7일 \d\d:\d\d:\d\d$|^6일 \d\d:\d\d:\d\d$/);
  await expect(countdown).not.toHaveText(first as string);
  await page.getByRole('button', { name: '커피챗 수락하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '수락하기' }).click();
  await expect(page).toHaveURL(/\/my\/result\/like\/\d+\?company=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/한빛모빌리티와\s*커피챗이 시작돼요/);
  await page.getByRole('button', { name: '+ 팀의 현재 가장 큰 과제는 무엇인가요?' }).click();
  await page.getByRole('button', { name: '질문 저장하기' }).click();
  await expect(page.getByText('저장되었습니다.')).toBeVisible();

  await recruiter.getByRole('link', { name: '커피챗' }).click();
  const chat = recruiter.getByRole('article', { name: `${DEMO_NAME} 커피챗` });
  await expect(chat).toContainText('010-1234-5678');
  await expect(chat).toContainText('팀의 현재 가장 큰 과제는 무엇인가요?');
  await recruiter.context().close();
});

test('curations: one picked, one handed to the agent, one expired', async ({ page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  const candidate = await candidateApi(page);
  const { id } = candidate;
  const agent = await agentApi(page, candidate);
  const [first, second, third, fourth, fifth, sixth] = await agent.freeCompanies(6);
  const picked = await agent.curation(id, [first.id, second.id]);
  const handed = await agent.curation(id, [third.id, fourth.id]);
  const lapsed = await agent.curation(id, [fifth.id, sixth.id]);

  await page.goto('/my/attack');
  for (const groupId of [picked, handed, lapsed]) {
    await expect(page.locator(`a[href="/my/result/curation/${groupId}"]`)).toBeVisible();
  }

  await page.goto(`/my/result/curation/${picked}`);
  await expect(page.getByRole('button', { name: '커피챗할 회사를 선택해 주세요' })).toBeDisabled();
  await page.getByRole('checkbox', { name: new RegExp(second.name) }).check();
  await page.getByRole('button', { name: '선택한 1곳과 커피챗하기' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`${second.name}[와과]\\s*커피챗이 시작돼요`),
  );

  await page.goto(`/my/result/curation/${handed}`);
  await page.getByRole('button', { name: '에이전트와 먼저 이야기할래요' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('에이전트가 곧 연락드릴게요');

  await expireNow(candidate, { groupId: lapsed });
  await page.goto(`/my/result/curation/${lapsed}`);
  await expect(page.getByText('선택 기간이 지난 큐레이션이에요.')).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  await expect(page.getByRole('link', { name: '다시 연결을 원하시면 문의해 주세요' })).toHaveAttribute(
    'href',
    `/ask?from=${encodeURIComponent(`/my/result/curation/${lapsed}`)}`,
  );
});

test('an offer whose period ended moves to the expired tab and can only be read', async ({ page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  const candidate = await candidateApi(page);
  const { id } = candidate;
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offerId = await agent.offer(id, company.id, '플랫폼 엔지니어');
  await expireNow(candidate, { offerId });

  await page.goto('/my/attack/expired');
  const card = page.locator(`a[href="/my/result/${offerId}"]`);
  await expect(card).toContainText('기간 만료');
  await expect(card).toContainText('볼트X 에이전트');
  await card.click();
  await expect(page.getByText('선택 기간이 지난 제안이에요. 지난 제안은 읽기만 할 수 있어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '거절하기' })).toHaveCount(0);
});

test('refusing an offer asks for a reason and the console shows it to the sender', async ({ browser, page }) => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  const candidate = await candidateApi(page);
  const { id } = candidate;
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offerId = await agent.offer(id, company.id, '데이터 엔지니어');
  await page.goto('/my/attack');
  await page.locator(`a[href="/my/result/${offerId}"]`).click();
  await page.getByRole('button', { name: '거절하기' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('radio', { name: '직접 입력' }).check();
  await sheet.getByLabel('거절 사유를 적어 주세요').fill('지금 팀에서 맡은 프로젝트를 마무리하고 싶어요.');
  await sheet.getByRole('button', { name: '거절하기' }).click();
  await expect(page).toHaveURL(/\/my\/result\/hate\/\d+\?company=.+&message=y/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('제안을 거절했어요');

  const consolePage = await signInToConsole(browser, 'agent@boltx.example');
  await consolePage.getByRole('link', { name: '보낸 제안' }).click();
  await expect(consolePage.getByText('지금 팀에서 맡은 프로젝트를 마무리하고 싶어요.')).toBeVisible();
  await consolePage.context().close();
});

test('a new sandbox candidate receives the demo offers and a curation by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await chooseJobAndAgree(page);
  const newcomer = person();
  await fillSheet(page, newcomer, 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await finishSalary(page);
  await expect(page).toHaveURL(/\/my$/);

  // Demo life runs on the server a few seconds after the submit: wait for it there, then look.
  const candidate = await candidateApi(page, newcomer.phone);
  await expect
    .poll(
      async () => {
        const response = await candidate.call('GET', '/api/v3/users/offers');
        return ((await response.json()) as { offerItems: unknown[] }).offerItems.length;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(6);
  await page.goto('/my/attack');
  await expect(page.locator('a[href^="/my/result/"]')).toHaveCount(4);
  await expect(page.locator('a[href^="/my/result/curation/"]')).toHaveCount(1);
  const single = page.locator('a[href^="/my/result/"]:not([href*="curation"])');
  await expect(single).toHaveCount(3);
  await expect(single.filter({ hasText: '볼트X 에이전트' })).toHaveCount(1);

  // The list's counts brought the home banner up to date: it counts down to the newest offer.
  await page.getByRole('link', { name: '프로필' }).click();
  await expect(page.getByRole('link', { name: /도착한 연봉 제안이 있어요/ })).toContainText(/\d\d:\d\d:\d\d 남았어요/);
});
