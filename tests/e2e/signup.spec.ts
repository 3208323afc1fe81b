import { expect, test } from '@playwright/test';
import {
  chooseJobAndAgree,
  completeOnWaitingScreen,
  expectVerifiedProfile,
  fillSheet,
  finishSalary,
  person,
} from './signup-steps';

test('a newcomer signs up through the kakao certificate and sees their verified careers', async ({ page }) => {
  const who = person();
  await chooseJobAndAgree(page);
  await fillSheet(page, who, 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await finishSalary(page);
  await expectVerifiedProfile(page, who);
});

test('a newcomer signs up through PASS with a telecom and the consent', async ({ page }) => {
  const who = { ...person(), name: '박서연', gender: '여성' as const, birthday: '19960102' };
  await chooseJobAndAgree(page);
  await fillSheet(page, who, 'pass');
  await completeOnWaitingScreen(page, 'PASS');
  await finishSalary(page);
  await expectVerifiedProfile(page, who);
});

test('a reload during the wait resumes it', async ({ page }) => {
  const who = person();
  await chooseJobAndAgree(page);
  await fillSheet(page, who, 'kakao');
  await expect(page).toHaveURL(/\/submit_kakao\/pending\?type=kakao/);
  await page.reload();
  await completeOnWaitingScreen(page, '카카오톡');
  await finishSalary(page);
  await expectVerifiedProfile(page, who);
});

test('the waiting screen without a verification in progress says it is the wrong path', async ({ page }) => {
  await page.goto('/submit_kakao/pending?type=kakao');
  const alert = page.getByRole('alertdialog', { name: '잘못된 경로입니다. 볼트엑스 메인을 통해 다시 진입해 주세요.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '볼트X 메인으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

const failures = [
  { ending: '0403', title: '정보 불러오기를 실패했습니다.' },
  { ending: '0412', title: '요청 건수가 초과되었습니다.' },
  { ending: '0419', title: '지금은 서비스 점검 중 입니다.' },
  { ending: '0422', title: '경력 정보가 조회되지 않습니다.' },
];

for (const failure of failures) {
  test(`a lookup answering ${failure.ending.slice(1)} ends on "${failure.title}"`, async ({ page }) => {
    await chooseJobAndAgree(page);
    await fillSheet(page, person(failure.ending), 'kakao');
    await completeOnWaitingScreen(page, '카카오톡');
    const alert = page.getByRole('alertdialog', { name: failure.title });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: '경력 분석 중' })).toHaveCount(0);
  });
}

test('no career found leads to its own page', async ({ page }) => {
  await chooseJobAndAgree(page);
  await fillSheet(page, person('0422'), 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await page.getByRole('alertdialog', { name: '경력 정보가 조회되지 않습니다.' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/submit_kakao\/nocareer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('경력 정보가 조회되지 않습니다.');
});

test('someone who already joined is sent to the phone login', async ({ page }) => {
  await chooseJobAndAgree(page);
  await fillSheet(page, { name: '김하늘', birthday: '19930415', gender: '여성', phone: '01012345678' }, 'kakao');
  const alert = page.getByRole('alertdialog', { name: '볼트X 참여 이력이 있습니다.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/login\/signin$/);
});

test('the tax office can verify the salary instead of the health insurance', async ({ page }) => {
  const who = person();
  await chooseJobAndAgree(page);
  await fillSheet(page, who, 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await expect(page).toHaveURL(/\/submit_kakao\/salary/, { timeout: 20_000 });

  await page.getByRole('radio', { name: /국세청 기준/ }).click();
  await expect(page).toHaveURL(/\/submit_kakao\/tax$/);
  await expect(page.getByLabel('생년월일 6자리')).toHaveValue('910823');
  await page.getByLabel('주민등록번호 뒷자리').fill('1234567');
  await page.getByRole('checkbox', { name: '[필수] 국세청 소득 정보 조회에 동의합니다.' }).check();
  await page.getByRole('button', { name: '국세청 인증 요청하기' }).click();
  const complete = page.getByRole('button', { name: '인증 완료' });
  await expect(complete).toBeDisabled();
  await expect(complete).toBeEnabled({ timeout: 5_000 });
  await complete.click();
  await expect(page).toHaveURL(/\/submit_kakao\/salary/);

  await expect(page.getByRole('radio', { name: /국세청 기준/ })).toHaveAttribute('aria-checked', 'true');
  await finishSalary(page);
  await expectVerifiedProfile(page, who);
  await expect(page.getByRole('region', { name: '연봉 정보' })).toContainText('국세청 기준');
});

test('a newcomer adds a school in the optional education step, then finishes on /my', async ({ page }) => {
  const who = person();
  await chooseJobAndAgree(page);
  await fillSheet(page, who, 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await finishSalary(page, 'stay');

  await expect(page.getByRole('heading', { name: '학력을 알려 주세요' })).toBeVisible();
  await expect(page.getByText('아직 추가한 학력이 없어요.')).toBeVisible();
  await page.getByRole('button', { name: '+ 학력 추가하기' }).click();
  await page.getByRole('searchbox', { name: '학교' }).fill('서울');
  await page
    .getByRole('list', { name: '학교 검색 결과' })
    .getByRole('button', { name: /^서울대학교/ })
    .click();
  await expect(page.getByRole('button', { name: '서울대학교 삭제' })).toBeFocused();
  await page.getByRole('searchbox', { name: '전공' }).fill('컴퓨터');
  await page.getByRole('list', { name: '전공 검색 결과' }).getByRole('button', { name: '컴퓨터공학과' }).click();
  await page.getByLabel('학위').selectOption('학사');
  await page.getByLabel('입학 연월').fill('2012-03');
  await page.getByLabel('졸업 연월').fill('2016-02');
  await page.getByRole('button', { name: '저장하기' }).click();

  const rows = page.getByRole('list', { name: '추가한 학력' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('서울대학교');
  await expect(rows.first()).toContainText('컴퓨터공학과 · 학사');
  await expect(rows.first()).toContainText('2012.03 ~ 2016.02');

  await page.getByRole('button', { name: '완료' }).click();
  await expectVerifiedProfile(page, who);
});
