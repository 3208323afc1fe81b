/**
 * Support for people who cannot sign in: a signed-out visitor leaves an inquiry with a
 * phone number they confirm with a code, an operator answers it in /biz, and the answer
 * reaches that phone (the sandbox inbox in sandbox mode).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SandboxInbox } from '../../src/contract/sandbox';
import { latestCode } from './support';

async function signInToConsole(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/biz/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('boltx-demo-2026');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/biz$/);
  return page;
}

test('a signed-out visitor asks with a phone number, an operator answers in /biz, and the answer reaches that phone', async ({
  page,
  browser,
  request,
}) => {
  // A phone of this run only: the per-contact limit never carries over from an earlier run.
  const digits = `0109${String(Date.now()).slice(-7)}`;
  const masked = `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
  const question = `휴대폰을 바꿔서 로그인할 수 없어요. (${digits})`;

  await page.goto('/ask?from=/submit_kakao/pending');
  await expect(page.getByRole('heading', { name: '무엇을 도와드릴까요?' })).toBeVisible();
  await expect(page.getByText('문의 위치: 경력 인증')).toBeVisible();
  await page.getByLabel('문의 내용').fill(question);
  await page.getByLabel('휴대폰 번호').fill(digits);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('문자로 인증번호를 보냈어요.', { exact: false })).toBeVisible();
  await page.getByLabel('인증번호 6자리').fill(await latestCode(page.request, digits));
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByRole('heading', { name: '문의를 받았어요' })).toBeVisible();
  // The confirmation starts at the top with its heading focused, not under the header where the form was.
  await expect(page.getByRole('heading', { name: '문의를 받았어요' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(`${masked} 번호로 문자를 보내 답변드려요`, { exact: false })).toBeVisible();

  const operator = await signInToConsole(browser, 'operator@boltx.example');
  await operator
    .getByRole('navigation', { name: '콘솔 메뉴' })
    .getByRole('link', { name: /메시지/ })
    .click();
  const row = operator.getByRole('list', { name: '비회원 문의 목록' }).getByRole('link').filter({ hasText: question });
  await expect(row).toContainText('비회원 문의');
  await expect(row).toContainText(masked);
  await expect(row).toContainText('문의 위치: 경력 인증 (/submit_kakao/pending)');
  await row.click();
  await expect(
    operator.getByText(`휴대폰 ${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`, { exact: false }),
  ).toBeVisible();

  const answer = '본인 확인 후 새 번호로 계정을 옮겨 드릴게요. 이 번호로 회신 주세요.';
  await operator.getByLabel('답변 입력').fill(answer);
  await operator.getByRole('button', { name: '답변 보내기' }).click();
  await expect(operator.getByRole('status').filter({ hasText: '답변을 보냈습니다.' })).toBeVisible();
  await expect(operator.getByRole('list', { name: '보낸 답변' })).toContainText(answer);

  const inbox = await request.get(`/api/sandbox/inbox?phone=${digits}`);
  expect(inbox.status()).toBe(200);
  const { items } = SandboxInbox.create(await inbox.json());
  const answers = items.filter((item) => item.kind === 'notification');
  expect(answers).toHaveLength(1);
  expect(answers[0].body).toContain(answer);
  expect(answers[0].body).toContain(question);
  await operator.close();
});
