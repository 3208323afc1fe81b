/** The steps of the sandbox sign-up, shared by the journeys that need a brand-new candidate. */
import { expect, type Page } from '@playwright/test';

/** SPEC §9: the analysis overlay runs 15 s before the sign-up continues. */
const ANALYSIS_MS = 15_000;
/** SPEC §9: a verification request waits 5 minutes for the approval. */
export const APPROVAL_WAIT_MS = 5 * 60_000;

const clocksInstalled = new WeakSet<Page>();

/**
 * Hands the page's timers to the test (time still flows by itself), so a journey can move past the
 * 15 s analysis or the 5 minutes of a request instead of waiting them out. Once per page.
 */
export async function takePageClock(page: Page) {
  if (clocksInstalled.has(page)) return;
  await page.clock.install();
  clocksInstalled.add(page);
}

/**
 * The middle four digits of the next new phone. Random ones met an earlier sign-up's phone about once
 * in a hundred runs ("볼트X 참여 이력이 있습니다."). Starting from the second the worker started and
 * counting up, a worker restarted later in the run starts past every number an earlier one used (a
 * sign-up takes more than a second), for runs under 10,000 s.
 */
let nextMiddle = Math.floor(Date.now() / 1000);

/** A phone no other test of the run uses; its last four digits choose the sandbox's answer (DESIGN.md §4). */
function phoneEndingWith(ending: string): string {
  const middle = String(nextMiddle % 10_000).padStart(4, '0');
  nextMiddle += 1;
  return `010${middle}${ending}`;
}

export interface Person {
  name: string;
  birthday: string;
  gender: '남성' | '여성';
  phone: string;
}

export const person = (ending = '5555'): Person => ({
  name: '이도윤',
  birthday: '19910823',
  gender: '남성',
  phone: phoneEndingWith(ending),
});

export async function chooseJobAndAgree(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: '내 경력 불러오기' }).click();
  await expect(page).toHaveURL(/\/submit$/);
  await page.getByLabel('직무 검색').fill('백엔드');
  await page.getByRole('button', { name: '백엔드', exact: true }).click();
  await expect(page).toHaveURL(/\/submit\/.+\/.+/);
  const agreeAll = page.getByRole('checkbox', { name: '전체 동의' });
  // Under load the first click can land while the page is still settling; a person would tap again.
  await expect(async () => {
    await agreeAll.check({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: '동의하고 경력 불러오기' }).click();
}

export async function fillSheet(page: Page, who: Person, method: 'kakao' | 'pass') {
  const sheet = page.getByRole('dialog', { name: '경력 인증 방법을 선택해 주세요' });
  if (method === 'pass') {
    await sheet.getByRole('radio', { name: 'PASS' }).check();
    await sheet.getByRole('radio', { name: 'KT', exact: true }).check();
  }
  await sheet.getByLabel('이름').fill(who.name);
  await sheet.getByLabel('생년월일 8자리').fill(who.birthday);
  await sheet.getByRole('radio', { name: who.gender }).check();
  await sheet.getByLabel('휴대전화 번호').fill(who.phone);
  if (method === 'pass')
    await sheet.getByRole('checkbox', { name: '[필수] 본인확인 서비스 제3자 정보 제공에 동의합니다.' }).check();
  await sheet.getByRole('button', { name: '인증 요청하기' }).click();
}

export async function completeOnWaitingScreen(page: Page, app: '카카오톡' | 'PASS') {
  await expect(page.getByRole('heading', { name: new RegExp(`${app}에서`) })).toBeVisible();
  await expect(page.getByText('인증 요청은 5분 동안 유효해요. 5분이 지나면 인증을 다시 요청해 주세요.')).toBeVisible();
  const complete = page.getByRole('button', { name: '인증 완료' });
  await expect(complete).toBeDisabled();
  await expect(complete).toBeEnabled({ timeout: 5_000 });
  await takePageClock(page);
  await complete.click();
}

/**
 * The analysis overlay is up; the page's clock moves past its 15 s (journeys not about the overlay),
 * and the careers found are confirmed.
 */
export async function passAnalysis(page: Page) {
  await expect(page.getByRole('dialog', { name: '경력 분석 중' })).toBeVisible();
  await page.clock.fastForward(ANALYSIS_MS);
  await confirmCareers(page);
}

/** After the analysis: the careers the verification found, listed once before the salary step. */
async function confirmCareers(page: Page) {
  const careers = page.getByRole('list', { name: /불러온 경력이/ }).getByRole('listitem');
  await expect(careers.first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '확인했어요' }).click();
}

/** The sign-up's last moment, after the education step: on to the candidate's own page. */
export async function leaveFinished(page: Page) {
  await expect(page.getByRole('heading', { name: '가입을 마쳤어요' })).toBeVisible();
  await page.getByRole('button', { name: '내 프로필 보러 가기' }).click();
}

/**
 * Passes the analysis (unless the test watched it run), saves the salaries, which leads to the
 * optional education step, and skips that unless told to stay.
 */
export async function finishSalary(
  page: Page,
  education: 'skip' | 'stay' = 'skip',
  analysis: 'pass' | 'watched' = 'pass',
) {
  if (analysis === 'pass') await passAnalysis(page);
  else if (!/\/submit_kakao\/salary/.test(page.url())) await confirmCareers(page);
  await expect(page).toHaveURL(/\/submit_kakao\/salary/, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: '인증된 연봉' }).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('2024년 계약 연봉 (만원)').fill('8500');
  await page.getByLabel('2024년 계약 연봉 (만원)').blur();
  await page.getByLabel('희망 연봉 (만원)').fill('9000');
  await page.getByLabel('희망 연봉 (만원)').blur();
  await page.getByRole('button', { name: '제안 받기 시작하기' }).click();
  await expect(page).toHaveURL(/\/submit_kakao\/school\?signup=1$/);
  if (education === 'skip') {
    await page.getByRole('button', { name: '건너뛰기' }).click();
    await leaveFinished(page);
  }
}

export async function expectVerifiedProfile(page: Page, who: Person) {
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: `${who.name}님, 반가워요` })).toBeVisible();
  const careers = page.getByRole('region', { name: '인증된 경력' }).getByRole('listitem');
  await expect(careers.first()).toBeVisible();
  expect(await careers.count()).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: '연봉 정보' })).toContainText('9,000만원');
}
