import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PHONE = '01012345678';
export const DEMO_NAME = '김하늘';

/** The newest code the sandbox "sent" to a phone (DESIGN.md §4). */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const inbox = (await (await request.get(`/api/sandbox/inbox?phone=${phone}`)).json()) as {
        items: { kind: string; body: string }[];
      };
      code = inbox.items.find((item) => item.kind === 'code')?.body.match(/\d{6}/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export async function signInByPhone(page: Page, phone = DEMO_PHONE) {
  await page.goto('/login/signin');
  await page.getByLabel('휴대전화 번호').fill(phone);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/users/login/code'));
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await sent;
  await page.getByLabel('인증번호 6자리').fill(await latestCode(page.request, phone));
}

/**
 * Resolves once a service worker is activated and controls the page (TOOLCHAIN.md pitfall). When it does
 * not, the failure says how far the worker got: a worker that fetched its whole precache and then never
 * activated was seen once in a clean-clone run (2026-11-30), and a bare timeout said nothing of it.
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 60_000) {
  const workerState = () =>
    page
      .evaluate(async (waitMs) => {
        // A stuck worker may have left Cache Storage stuck too: each question gets `waitMs`. Written out
        // twice, not as a named helper: the bench runs this under tsx, whose esbuild wraps a named function
        // in a `__name` call the page does not have.
        const registration = await Promise.race([
          navigator.serviceWorker.getRegistration(),
          new Promise<string>((resolve) => setTimeout(resolve, waitMs, 'no answer')),
        ]);
        const states =
          typeof registration === 'string'
            ? { registration }
            : {
                installing: registration?.installing?.state ?? null,
                waiting: registration?.waiting?.state ?? null,
                active: registration?.active?.state ?? null,
              };
        const precached = await Promise.race([
          caches.keys().then(async (names) => {
            const precache = names.find((name) => name.startsWith('workbox-precache'));
            return precache ? (await (await caches.open(precache)).keys()).length : 0;
          }),
          new Promise<string>((resolve) => setTimeout(resolve, waitMs, 'no answer')),
        ]);
        return { ...states, controlsThePage: navigator.serviceWorker.controller !== null, precached };
      }, 2_000)
      // A navigation under way: asked again at the next poll.
      .catch((error: Error) => ({ error: error.message }));
  let seen: Awaited<ReturnType<typeof workerState>> | undefined;
  const ready = async () => {
    seen = await workerState();
    return 'active' in seen && seen.active === 'activated' && seen.controlsThePage;
  };
  try {
    await expect.poll(ready, { timeout: timeoutMs, intervals: [50, 100, 250] }).toBe(true);
  } catch {
    throw new Error(`no activated worker controlled the page within ${timeoutMs / 1000} s: ${JSON.stringify(seen)}`);
  }
}

/** The keys of the queries React Query's persister has written to IndexedDB (none before its first write). */
function persistedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('keyval')) return [];
    const raw = await new Promise<unknown>((resolve, reject) => {
      const get = db.transaction('keyval').objectStore('keyval').get('boltx-query-cache');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    if (typeof raw !== 'string') return [];
    return (JSON.parse(raw).clientState.queries as { queryKey: unknown[] }[]).map((query) => query.queryKey);
  });
}

/** Resolves once React Query's persister has written queries with these key roots to IndexedDB. */
export async function waitForPersistedQueries(page: Page, roots: string[]) {
  await expect
    .poll(async () => {
      const keys = (await persistedQueryKeys(page)).map((key) => key[0]);
      return roots.every((root) => keys.includes(root));
    })
    .toBe(true);
}

/**
 * Resolves once these exact query keys (e.g. one offer's detail) are written to IndexedDB. Polls for
 * what is still missing, so a failure names it; the persister writes once a second, which a loaded
 * machine can stretch.
 */
export async function waitForPersistedQueryKeys(page: Page, wanted: unknown[][]) {
  await expect
    .poll(
      async () => {
        const keys = new Set((await persistedQueryKeys(page)).map((key) => JSON.stringify(key)));
        return wanted.map((key) => JSON.stringify(key)).filter((key) => !keys.has(key));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}

/**
 * Resolves once a saved form has dropped its leave guard's history entry (features/profile/use-leave-guard.ts
 * steps back over it once nothing is unsaved). A navigation started before that step runs is cancelled by
 * it (net::ERR_ABORTED): no hand is that quick, a test is.
 */
export async function waitForLeaveGuardDropped(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (history.state as { leaveGuard?: boolean } | null)?.leaveGuard === true))
    .toBe(false);
}
