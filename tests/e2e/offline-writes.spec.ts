/**
 * Offline, nothing a candidate decides is lost: a like, an acceptance, a refusal, a
 * curation answer, an attack-period extension and an inquiry made without a connection wait as
 * 전송 대기 중, survive a reload while offline, and reach the server exactly once when it answers
 * again — checked through the API. The connection goes away three ways: the device offline
 * (context.setOffline), the server stopped with the device online, and the API blocked then
 * unblocked without any `online` event (what Firefox does when leaving offline mode).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { agentApi, type CandidateApi, candidateApi } from './offer-api';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { signInByPhone, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

// The retry backoff after a minute without the server is about 30 s, on top of a long journey.
test.describe.configure({ timeout: 240_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

type OfferDetail = { status: string; isLike: boolean; coffeechatId: number | null };
const offerOf = async (candidate: CandidateApi, id: number) =>
  (await (await candidate.call('GET', `/api/v2/users/offers/${id}`)).json()) as OfferDetail;
const waiting = (what: string) => page.getByRole('status', { name: what });

async function prepare() {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [first, second, third, fourth] = await agent.freeCompanies(4);
  const accepted = await agent.offer(candidate.id, first.id, '백엔드 개발자');
  const refused = await agent.offer(candidate.id, second.id, '데이터 엔지니어');
  const groupId = await agent.curation(candidate.id, [third.id, fourth.id]);
  // Seen once online, so each is on the device for offline reading: each page stays until its
  // data is written, and what the earlier ones wrote is still there at the end.
  const seen: [string, unknown[]][] = [
    [`/my/result/${accepted}`, ['offers', 'detail', accepted]],
    [`/my/result/${refused}`, ['offers', 'detail', refused]],
    [`/my/result/curation/${groupId}`, ['offerGroups', groupId]],
    ['/my/attack', ['my', 'attack']],
  ];
  for (const [path, key] of seen) {
    await page.goto(path);
    await waitForPersistedQueryKeys(page, [key]);
  }
  await waitForPersistedQueryKeys(
    page,
    seen.map(([, key]) => key),
  );
  return { candidate, accepted, refused, groupId, company: third };
}

test('decisions made offline survive an offline reload and arrive once when the device is back', async () => {
  const { candidate, accepted, refused, groupId, company } = await prepare();
  const attackBefore = (await (await candidate.call('GET', '/api/v3/users/my/attack')).json()) as {
    attackExpiredAt: string;
  };
  const inquiry = `연결되면 보내 주세요 (${Date.now()})`;
  await context.setOffline(true);

  await page.goto(`/my/result/${accepted}`);
  await page.getByRole('button', { name: '관심 제안' }).click();
  await expect(waiting('관심 제안')).toContainText('전송 대기 중');
  await page.getByRole('button', { name: '커피챗 수락하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '수락하기' }).click();
  await expect(waiting('커피챗 수락')).toContainText('전송 대기 중');
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toHaveCount(0);

  await page.goto(`/my/result/${refused}`);
  await page.getByRole('button', { name: '거절하기' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: '지금은 이직 생각이 없어요' }).check();
  await page.getByRole('dialog').getByRole('button', { name: '거절하기' }).click();
  await expect(waiting('제안 거절')).toContainText('전송 대기 중');

  await page.goto(`/my/result/curation/${groupId}`);
  await page.getByRole('checkbox', { name: new RegExp(company.name) }).check();
  await page.getByRole('button', { name: '선택한 1곳과 커피챗하기' }).click();
  await expect(waiting('큐레이션 응답')).toContainText('전송 대기 중');

  await page.goto('/my/attack');
  await page.getByRole('button', { name: '기간 연장' }).click();
  await page.getByRole('button', { name: '1개월 연장하기' }).click();
  await expect(waiting('1개월 연장')).toContainText('전송 대기 중');

  await page.goto('/ask?from=/my');
  await page.getByLabel('문의 내용').fill(inquiry);
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(waiting('문의')).toContainText('전송 대기 중');

  // A reload while offline loses none of them.
  await page.reload();
  await expect(waiting('문의')).toContainText('전송 대기 중');
  await page.goto(`/my/result/${accepted}`);
  await expect(waiting('커피챗 수락')).toContainText('전송 대기 중');
  await expect(waiting('관심 제안')).toContainText('전송 대기 중');

  await context.setOffline(false);
  await expect.poll(async () => (await offerOf(candidate, accepted)).status).toBe('MATCHED');
  expect((await offerOf(candidate, accepted)).isLike).toBe(true);
  await expect.poll(async () => (await offerOf(candidate, refused)).status).toBe('REFUSED');
  await expect
    .poll(
      async () =>
        ((await (await candidate.call('GET', `/api/users/offers/group/${groupId}`)).json()) as { status: string })
          .status,
    )
    .toBe('MATCHED');
  await expect
    .poll(
      async () =>
        ((await (await candidate.call('GET', '/api/v3/users/my/attack')).json()) as { attackExpiredAt: string })
          .attackExpiredAt,
    )
    .not.toBe(attackBefore.attackExpiredAt);
  await expect
    .poll(async () => {
      const rooms = (await (await candidate.call('GET', '/api/users/message/room')).json()) as {
        items: { roomId: number }[];
      };
      let copies = 0;
      for (const { roomId } of rooms.items) {
        const history = (await (await candidate.call('GET', `/api/users/message/${roomId}`)).json()) as {
          items: { message: string }[];
        };
        copies += history.items.filter((item) => item.message === inquiry).length;
      }
      return copies;
    })
    .toBe(1);
  // Nothing waits any more, and another drain sends nothing twice.
  await page.goto(`/my/result/${accepted}`);
  await expect(page.getByText('전송 대기 중')).toHaveCount(0);
});

test('an offer left at once is kept for offline reading, and opening it offline keeps it', async () => {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [first] = await agent.freeCompanies(1);
  const offer = await agent.offer(candidate.id, first.id, '백엔드 개발자');
  // Left by a full navigation as soon as it shows: the write on leaving keeps it, not the 1 s rhythm.
  await page.goto(`/my/result/${offer}`);
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();
  await page.goto('/my');
  await context.setOffline(true);
  await page.goto(`/my/result/${offer}`);
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();
  // Its refresh found no server, and the copy written afterwards still holds the offer as read.
  await expect.poll(() => storedFailuresOf(['offers', 'detail', offer])).toBeGreaterThan(0);
  await page.goto('/my');
  await page.goto(`/my/result/${offer}`);
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();
});

/** How often the stored copy of this query failed to refresh; -1 when it is not stored. */
function storedFailuresOf(queryKey: unknown[]): Promise<number> {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const raw = await new Promise<unknown>((resolve) => {
      const get = db.transaction('keyval').objectStore('keyval').get('boltx-query-cache');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
    });
    db.close();
    if (typeof raw !== 'string') return -1;
    const queries = JSON.parse(raw).clientState.queries as {
      queryKey: unknown[];
      state: { errorUpdateCount: number };
    }[];
    const query = queries.find((item) => JSON.stringify(item.queryKey) === JSON.stringify(wanted));
    return query ? query.state.errorUpdateCount : -1;
  }, queryKey);
}

test('with the server stopped and the device online, a like waits and arrives once the server is back, with no online event', async () => {
  const { candidate, accepted } = await prepare();
  await page.goto(`/my/result/${accepted}`);
  await expect(page.getByRole('button', { name: '관심 제안' })).toBeVisible();
  await server.stop();
  await page.getByRole('button', { name: '관심 제안' }).click();
  await expect(waiting('관심 제안')).toContainText('전송 대기 중');
  await expect(page.getByText('서버에 연결할 수 없어요. 저장된 내용을 보여 드려요.')).toBeVisible();
  await server.start();
  // The retry timer (2 s doubling) and the health probe bring it there; no `online` ever fires.
  await expect.poll(async () => (await offerOf(candidate, accepted)).isLike, { timeout: 60_000 }).toBe(true);
  await expect(page.getByText('전송 대기 중')).toHaveCount(0, { timeout: 30_000 });
});

test('the API blocked then unblocked without an online event (Firefox): the acceptance arrives once', async () => {
  const { candidate, accepted } = await prepare();
  await page.goto(`/my/result/${accepted}`);
  await expect(page.getByRole('button', { name: '커피챗 수락하기' })).toBeVisible();
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '커피챗 수락하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '수락하기' }).click();
  await expect(waiting('커피챗 수락')).toContainText('전송 대기 중');
  await context.unroute('**/api/**');
  await expect.poll(async () => (await offerOf(candidate, accepted)).status, { timeout: 60_000 }).toBe('MATCHED');
  await expect(page.getByText('전송 대기 중')).toHaveCount(0, { timeout: 30_000 });
});
