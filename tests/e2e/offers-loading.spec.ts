/**
 * Loading never shows what is not so: 받은 제안 opened on a kept copy that predates new offers never
 * says "아직 받은 제안이 없어요" on the way to them, and 수락하기 opens the coffee chat without the
 * blank stand-in of a page whose code is still on its way. Each check is a MutationObserver
 * installed before the move, recording whether the thing ever appeared — no timing involved.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { agentApi, type CandidateApi, candidateApi } from './offer-api';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { signInByPhone, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

test.describe.configure({ timeout: 120_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

/** Refuses whatever offers are open, so the journey starts from an empty 받은 제안 whatever the demo holds. */
async function answerOpenOffers(candidate: CandidateApi) {
  const open = (await (await candidate.call('GET', '/api/v3/users/offers')).json()) as {
    offerItems: { id: number; offerGroupId: number | null }[];
  };
  const groups = new Set<number>();
  for (const offer of open.offerItems) {
    if (offer.offerGroupId !== null) {
      groups.add(offer.offerGroupId);
      continue;
    }
    const refusal = { refusalReason: '지금은 이직 생각이 없어요' };
    expect((await candidate.call('PATCH', `/api/v2/users/offers/refuse/${offer.id}`, refusal)).ok()).toBe(true);
  }
  for (const groupId of groups) {
    const answer = { groupId, isLike: false, offerItems: [] };
    expect((await candidate.call('PATCH', `/api/users/offers/group/${groupId}`, answer)).ok()).toBe(true);
  }
}

/** From now on, whether an element matching `selector` or the text `text` ever shows in this document. */
function recordWhetherEverShown(on: Page, { selector, text }: { selector?: string; text?: string }) {
  return on.evaluate(
    ([wanted, words]) => {
      const record = window as unknown as { everShown: boolean };
      record.everShown = false;
      const look = () => {
        if (wanted && document.querySelector(wanted)) record.everShown = true;
        if (words && document.body.textContent?.includes(words)) record.everShown = true;
      };
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [selector, text] as const,
  );
}
const everShown = (on: Page) => on.evaluate(() => (window as unknown as { everShown: boolean }).everShown);

test('받은 제안 read from an old empty copy never says there are none on the way to the new offers', async () => {
  // The page's clock is the test's (time still flows), so the kept copy can grow old at once.
  await page.clock.install();
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const candidate = await candidateApi(page);
  await answerOpenOffers(candidate);
  await page.goto('/my/attack');
  await expect(page.getByText('아직 받은 제안이 없어요', { exact: false })).toBeVisible();
  await waitForPersistedQueryKeys(page, [['offers', 'list', 'current']]);

  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  await agent.offer(candidate.id, company.id, '백엔드 개발자');
  await page.goto('/my');
  // Past the list's 30 s stale time (SPEC §9): the kept copy is old, and read again on the visit.
  await page.clock.fastForward('00:31');
  await recordWhetherEverShown(page, { text: '아직 받은 제안이 없어요' });
  await page
    .getByRole('link', { name: /^받은 제안/ })
    .first()
    .click();

  await expect(page.getByRole('link', { name: new RegExp(company.name) })).toBeVisible();
  expect(await everShown(page)).toBe(false);
});

test('수락하기 opens the coffee chat without the blank stand-in of a page still loading', async () => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [company] = await agent.freeCompanies(1);
  const offer = await agent.offer(candidate.id, company.id, '백엔드 개발자');

  // The coffee chat's code comes once the offer's page is up, ahead of the tap.
  const likePageCode = page.waitForResponse((response) =>
    /\/coffeechat-accepted-page-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto(`/my/result/${offer}`);
  await likePageCode;
  await page.getByRole('button', { name: '커피챗 수락하기' }).click();
  // The route's stand-in while a page's code loads: an empty box marked busy, outside any page.
  await recordWhetherEverShown(page, { selector: 'div[aria-busy="true"]' });
  await page.getByRole('alertdialog').getByRole('button', { name: '수락하기' }).click();

  await expect(page).toHaveURL(/\/my\/result\/like\/\d+/);
  await expect(page.getByRole('heading', { name: /커피챗이 시작돼요/ })).toBeVisible();
  expect(await everShown(page)).toBe(false);
});
