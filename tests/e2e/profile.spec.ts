/**
 * The profile journeys: a new candidate completes the profile with a file, hides it and
 * shows it again, then leaves — and the browser keeps nothing of them.
 */
import { expect, type Page, test } from '@playwright/test';
import { chooseJobAndAgree, completeOnWaitingScreen, fillSheet, finishSalary, person } from './signup-steps';

async function signUp(page: Page) {
  await chooseJobAndAgree(page);
  await fillSheet(page, person(), 'kakao');
  await completeOnWaitingScreen(page, '카카오톡');
  await finishSalary(page);
  await expect(page).toHaveURL(/\/my$/);
}

const completeness = (page: Page) => page.getByRole('heading', { name: /^프로필 완성도 \d+%$/ });

test('a candidate edits the profile with a resume file and sees the completeness grow', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await expect(completeness(page)).toHaveText('프로필 완성도 16%');

  await page.getByRole('link', { name: '프로필 수정하기' }).click();
  const save = page.getByRole('button', { name: '저장하기' });
  await expect(save).toBeDisabled();
  await page.getByLabel('어떤 일을 했나요?').first().fill('결제 서버의 정산 배치를 설계하고 운영했어요.');
  await page.getByLabel('이력서', { exact: true }).setInputFiles({
    name: '이력서.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('이력서.pdf')).toBeVisible();
  await page.getByRole('button', { name: '더보기' }).click();
  await page.getByLabel('이메일').fill('not-an-email');
  await page.getByRole('textbox', { name: /해시태그/ }).fill('#백엔드 #대용량 트래픽');
  await page.getByRole('button', { name: '추가' }).click();
  await expect(page.getByRole('list', { name: '해시태그' })).toContainText('#대용량트래픽');
  await save.click();
  await expect(page.getByText('유효하지 않은 이메일 입니다.')).toBeVisible();
  await page.getByLabel('이메일').fill('dev@example.com');
  await save.click();
  await expect(page.getByText('저장되었습니다.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: '뒤로 가기' }).click();
  // resume + hashtag + health-insurance salary + career detail = 4 of 6.
  await expect(completeness(page)).toHaveText('프로필 완성도 64%');
});

test('leaving the edit with unsaved changes asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/my/edit');
  await page.getByLabel('어떤 일을 했나요?').first().fill('작성 중인 내용');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  const guard = page.getByRole('alertdialog', { name: '저장되지 않은 변경사항이 있습니다.' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: '계속 작성하기' }).click();
  await expect(page.getByLabel('어떤 일을 했나요?').first()).toHaveValue('작성 중인 내용');

  // The browser's back button asks too, and leaving is still possible.
  await page.goBack();
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: '계속 작성하기' }).click();
  await expect(page).toHaveURL(/\/my\/edit$/);
  await expect(page.getByLabel('어떤 일을 했나요?').first()).toHaveValue('작성 중인 내용');
  await page.goBack();
  await guard.getByRole('button', { name: '나가기' }).click();
  await expect(page).not.toHaveURL(/\/my\/edit$/);
});

test('a candidate hides the profile, shows it again, then deletes the account and nothing stays behind', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);

  await page.getByRole('button', { name: '제안 그만 받기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '그만 받기' }).click();
  await expect(page.getByText('이제 제안을 받지 않아요.')).toBeVisible();
  await expect(page.getByText('지금은 제안을 받지 않고 있어요.')).toBeVisible();

  await page.getByRole('link', { name: '프로필 다시 공개하기' }).click();
  await page.getByRole('button', { name: '다시 공개하기' }).click();
  await expect(page.getByText('기업에 프로필이 다시 공개되었어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText('기업에 프로필이 공개되어 제안을 받고 있어요.')).toBeVisible();

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('radio', { name: '이직에 성공했어요' }).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/$/);

  const left = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const cached = db.objectStoreNames.contains('keyval')
      ? await new Promise<unknown>((resolve) => {
          const get = db.transaction('keyval').objectStore('keyval').get('boltx-query-cache');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(undefined);
        })
      : undefined;
    db.close();
    // The landing may cache the public company list again at once; nothing of the candidate may stay.
    const roots =
      typeof cached === 'string'
        ? (JSON.parse(cached).clientState.queries as { queryKey: unknown[] }[]).map((query) => query.queryKey[0])
        : [];
    return {
      token: localStorage.getItem('token'),
      refresh: localStorage.getItem('refresh-token'),
      session: sessionStorage.length,
      personal: roots.filter((root) => root !== 'companies'),
    };
  });
  expect(left).toEqual({ token: null, refresh: null, session: 0, personal: [] });
});
