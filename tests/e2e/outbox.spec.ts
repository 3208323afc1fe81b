/**
 * The outbox: a profile edit and a message written offline survive an offline reload,
 * and arrive exactly once after reconnecting — with an access token that expired meanwhile (the
 * server issues 3-second tokens), after a server restart, with a lost response, and by Background
 * Sync with no page open; one deleted while it waits never arrives. Each journey runs its own
 * server, which it stops and starts again.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { OUTBOX_SYNC_TAG } from '../../src/contract/outbox';
import { closeOwnServerJourney, type OwnServer, openOwnServerJourney } from './own-server';
import { DEMO_PHONE, latestCode, signInByPhone, waitForLeaveGuardDropped, waitForServiceWorker } from './support';

// A server of its own, a fresh worker's install and a restart: CI's loaded machine once took over 120 s.
test.describe.configure({ timeout: 180_000 });

let server: OwnServer;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ browser }) => {
  ({ server, context, page } = await openOwnServerJourney(browser));
});
test.afterEach(async () => closeOwnServerJourney({ server, context }));

/** The API as a second device of the same candidate: its own sign-in, a fresh access token per call. */
async function apiAsCandidate(request: APIRequestContext, baseURL: string) {
  await request.post(`${baseURL}/api/users/login/code`, { data: { phone: DEMO_PHONE } });
  const code = await latestCode(request, DEMO_PHONE);
  const login = await (await request.post(`${baseURL}/api/users/login`, { data: { phone: DEMO_PHONE, code } })).json();
  let refreshToken: string = login.refreshToken;
  return async <T>(path: string): Promise<T> => {
    const pair = await (
      await request.get(`${baseURL}/api/auth/refresh`, { headers: { Authorization: `Bearer ${refreshToken}` } })
    ).json();
    refreshToken = pair.refreshToken;
    const response = await request.get(`${baseURL}/api${path}`, {
      headers: { Authorization: `Bearer ${pair.accessToken}` },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  };
}

/** Resolves once the room's history is in the IndexedDB copy of the query cache (read offline after a reload). */
async function waitForPersistedRoom(on: Page, roomId: number) {
  await expect
    .poll(() =>
      on.evaluate(async (wanted) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const raw = db.objectStoreNames.contains('keyval')
          ? await new Promise<unknown>((resolve) => {
              const get = db.transaction('keyval').objectStore('keyval').get('boltx-query-cache');
              get.onsuccess = () => resolve(get.result);
              get.onerror = () => resolve(undefined);
            })
          : undefined;
        db.close();
        if (typeof raw !== 'string') return false;
        const keys = (JSON.parse(raw).clientState.queries as { queryKey: unknown[] }[]).map((query) => query.queryKey);
        return keys.some((key) => key[0] === 'messages' && key[1] === 'room' && key[2] === wanted);
      }, roomId),
    )
    .toBe(true);
}

/** Signs the demo candidate in, opens an inquiry room, and reads the profile edit, all online. */
async function prepareOnline() {
  await signInByPhone(page);
  await expect(page).toHaveURL(/\/my$/);
  await waitForServiceWorker(page);

  await page.goto('/ask?from=/my');
  await page.getByLabel('문의 내용').fill('오프라인 메시지를 시험해요.');
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page).toHaveURL(/\/my\/message\?room=\d+$/);
  const roomId = Number(new URL(page.url()).searchParams.get('room'));
  await expect(page.getByRole('region', { name: /대화$/ })).toContainText('오프라인 메시지를 시험해요.');
  // Online, a message goes through the same outbox and shows as sent at once.
  await page.getByLabel('메시지 입력').fill('연결된 상태에서 보내요.');
  await page.getByRole('button', { name: '보내기' }).click();
  await expectSentOnceInThread('연결된 상태에서 보내요.');
  await waitForPersistedRoom(page, roomId);
  return { roomId };
}

/** Offline: saves an edit of the e-mail and writes a message; both wait as "전송 대기 중". */
async function writeOffline(roomId: number, email: string, text: string) {
  await page.goto('/my/edit?tab=more');
  await expect(page.getByLabel('이메일')).toBeEditable();
  await context.setOffline(true);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '저장하기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?' });
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: '전송하기' }).click();
  await expect(page.getByText('전송 대기 중')).toBeVisible();
  await waitForLeaveGuardDropped(page);

  await page.goto(`/my/message?room=${roomId}`);
  await page.getByLabel('메시지 입력').fill(text);
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(bubble(text)).toContainText('전송 대기 중');
}

const bubble = (text: string) => page.getByRole('listitem').filter({ hasText: text });

/**
 * Resolves once `count` entries wait, the oldest having found no connection, and no attempt is
 * under way: a 삭제 made during an attempt rightly answers "being sent" instead (that race is
 * unit-tested in src/lib/outbox-discard.test.ts).
 */
async function waitUntilOnlyWaiting(count: number) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('boltx-outbox');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const entries = await new Promise<{ order: number; state: string; waiting?: string; sendingAt?: string }[]>(
          (resolve) => {
            const all = db.transaction('entries').objectStore('entries').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => resolve([]);
          },
        );
        db.close();
        const queued = entries.filter((entry) => entry.state === 'queued').sort((a, b) => a.order - b.order);
        const idle = queued.every((entry) => !entry.sendingAt) && queued[0]?.waiting === 'network';
        return idle ? queued.length : -1;
      }),
    )
    .toBe(count);
}

/**
 * Nothing of it waits any more, and the thread shows it once. (Right after a reload the history
 * may already hold a copy whose answer was lost while the queued bubble waits for the replay.)
 */
async function expectSentOnceInThread(text: string) {
  await expect(bubble(text).filter({ hasText: /전송 (대기 )?중/ })).toHaveCount(0);
  await expect(bubble(text)).toHaveCount(1);
}

/** After a reload with no connection, both are still there, still waiting. */
async function stillPendingAfterOfflineReload(roomId: number, text: string) {
  await page.reload();
  await expect(bubble(text)).toContainText('전송 대기 중');
  await page.goto('/my/edit');
  await expect(page.getByText('전송 대기 중')).toBeVisible();
  await page.goto(`/my/message?room=${roomId}`);
  await expect(bubble(text)).toContainText('전송 대기 중');
}

/** Waits until the page's access token has expired, so the replay must refresh first. */
async function waitForTokenExpiry() {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const payload = localStorage.getItem('token')?.split('.')[1] ?? '';
        const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
        return exp * 1000 < Date.now();
      }),
    )
    .toBe(true);
}

async function expectArrivedOnce(roomId: number, email: string, text: string) {
  const api = await apiAsCandidate(page.request, server.url);
  await expect
    .poll(async () => {
      const room = await api<{ items: { message: string }[] }>(`/users/message/${roomId}`);
      return room.items.filter((item) => item.message === text).length;
    })
    .toBe(1);
  await expect.poll(async () => (await api<{ email: string }>('/v3/users/profile')).email).toBe(email);
  return api;
}

test('an offline edit and message survive an offline reload and arrive once, after the token expired', async () => {
  const { roomId } = await prepareOnline();
  const email = `offline-${Date.now()}@example.com`;
  const text = `연결이 돌아오면 보내 주세요 (${Date.now()})`;
  await writeOffline(roomId, email, text);
  await stillPendingAfterOfflineReload(roomId, text);
  await waitForTokenExpiry();

  // The first answer to the message is lost on the way back: it was written, the page never heard.
  let dropping = false;
  let dropped = 0;
  await context.route('**/api/users/message', async (route) => {
    if (route.request().method() !== 'POST' || dropping) return route.continue();
    dropping = true;
    await route.fetch();
    await route.abort('internetdisconnected');
    dropped += 1;
  });
  await context.setOffline(false);
  await expect.poll(() => dropped).toBe(1);
  await context.unroute('**/api/users/message');
  // The next trigger (becoming visible, a reload, Background Sync) sends it again with its key.
  await page.reload();

  await expectSentOnceInThread(text);
  const api = await expectArrivedOnce(roomId, email, text);
  await page.goto('/my/edit?tab=more');
  await expect(page.getByLabel('이메일')).toHaveValue(email);

  // Another drain finds nothing to send: still one copy.
  await page.reload();
  const room = await api<{ items: { message: string }[] }>(`/users/message/${roomId}`);
  expect(room.items.filter((item) => item.message === text)).toHaveLength(1);
});

test('what was written offline arrives once by Background Sync after a server restart, with no page open', async () => {
  const { roomId } = await prepareOnline();
  const email = `restart-${Date.now()}@example.com`;
  const text = `서버가 다시 켜지면 보내 주세요 (${Date.now()})`;
  await writeOffline(roomId, email, text);
  await stillPendingAfterOfflineReload(roomId, text);

  await server.stop();
  await server.start();
  await waitForTokenExpiry();

  // Background Sync with no page of the app open: a blank page only carries the DevTools session.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((item) => item.scopeURL.startsWith(server.url) && !item.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await page.close();
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: server.url,
    registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });

  await expectArrivedOnce(roomId, email, text);

  // The app opened afterwards shows the sent message once and nothing waiting.
  page = await context.newPage();
  await page.goto(`/my/message?room=${roomId}`);
  await expectSentOnceInThread(text);
  await page.goto('/my');
  await expect(page.getByText('전송 대기 중')).toHaveCount(0);
});

test('a message and an edit deleted while they wait never arrive; the message kept arrives once', async () => {
  const { roomId } = await prepareOnline();
  const before = await apiAsCandidate(page.request, server.url);
  const savedEmail = (await before<{ email: string }>('/v3/users/profile')).email;
  const deleted = `지울 메시지 (${Date.now()})`;
  const kept = `남겨 둘 메시지 (${Date.now()})`;

  // Offline, an edit waits; 삭제 asks first, and the form shows the profile as the server has it.
  await page.goto('/my/edit?tab=more');
  await expect(page.getByLabel('이메일')).toBeEditable();
  await context.setOffline(true);
  await page.getByLabel('이메일').fill(`deleted-${Date.now()}@example.com`);
  await page.getByRole('button', { name: '저장하기' }).click();
  const noResume = page.getByRole('alertdialog', { name: '이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?' });
  if (await noResume.isVisible()) await noResume.getByRole('button', { name: '전송하기' }).click();
  await expect(page.getByText('전송 대기 중')).toBeVisible();
  await waitUntilOnlyWaiting(1);
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const editConfirm = page.getByRole('alertdialog', { name: '저장 대기 중인 수정 내용을 삭제할까요?' });
  await editConfirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('전송 대기 중')).toHaveCount(0);
  await expect(page.getByLabel('이메일')).toHaveValue(savedEmail);

  // Two messages wait; the older one is deleted.
  await page.goto(`/my/message?room=${roomId}`);
  for (const text of [deleted, kept]) {
    await page.getByLabel('메시지 입력').fill(text);
    await page.getByRole('button', { name: '보내기' }).click();
    await expect(bubble(text)).toContainText('전송 대기 중');
  }
  await waitUntilOnlyWaiting(2);
  await bubble(deleted).getByRole('button', { name: '삭제', exact: true }).click();
  const messageConfirm = page.getByRole('alertdialog', { name: '보내지 않은 메시지를 삭제할까요?' });
  await messageConfirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(bubble(deleted)).toHaveCount(0);

  // The deletion holds through an offline reload.
  await page.reload();
  await expect(bubble(kept)).toContainText('전송 대기 중');
  await expect(bubble(deleted)).toHaveCount(0);

  await context.setOffline(false);
  // The `online` drain can run before the worker's own connection is back; a reload is the next trigger.
  await page.reload();
  await expectSentOnceInThread(kept);
  // The queue goes oldest first: once the kept message is there, the deleted one would have been too.
  const api = await apiAsCandidate(page.request, server.url);
  await expect
    .poll(async () =>
      (await api<{ items: { message: string }[] }>(`/users/message/${roomId}`)).items.map((item) => item.message),
    )
    .toContain(kept);
  const room = await api<{ items: { message: string }[] }>(`/users/message/${roomId}`);
  expect(room.items.filter((item) => item.message === deleted)).toHaveLength(0);
  expect(room.items.filter((item) => item.message === kept)).toHaveLength(1);
  expect((await api<{ email: string }>('/v3/users/profile')).email).toBe(savedEmail);
  await page.goto('/my');
  await expect(page.getByText('전송 대기 중')).toHaveCount(0);
});
