/**
 * The candidate's journeys in one engine, as named steps sharing one signed-in page and one
 * server: each step's name, prefixed by the engine's, says what failed. A step the later ones
 * need (signing in, the offer) skips the rest when it fails rather than letting them time out.
 * Neither engine has Background Sync: what is written offline is sent by the page's own drain.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFailed, test } from 'vitest';
import { type OwnServer, startOwnServer } from '../e2e/own-server';
import { DEMO_NAME, DEMO_PHONE } from '../e2e/support';
import { type CandidateApi, candidateApi, codeAfter, newestCode, sendOffer } from './api';
import { type Driver, EnginePage, type Target } from './engine';

const PENDING = '전송 대기 중';

export interface EngineFixture {
  /** Starts the browser against this server (WebKit's "offline" stops it). */
  open(server: OwnServer): Promise<Driver>;
  /** The push card's behaviour in this engine, checked on /my. */
  pushCard(page: EnginePage): Promise<void>;
  /**
   * What the app says at once when the page reloads offline this engine's way; none when the
   * device itself stays online (the app learns the server is gone only from a request that fails,
   * and offers read less than 30 s ago are fresh enough that none is made).
   */
  offlineNote?: string;
}

/** The keys React Query's persister has written to IndexedDB (none before its first write). */
function persistedQueryKeys(): Promise<unknown[][]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) {
        db.close();
        resolve([]);
        return;
      }
      const get = db.transaction('keyval').objectStore('keyval').get('boltx-query-cache');
      get.onerror = () => reject(get.error);
      get.onsuccess = () => {
        db.close();
        const raw = get.result;
        resolve(
          typeof raw === 'string'
            ? (JSON.parse(raw).clientState.queries as { queryKey: unknown[] }[]).map((query) => query.queryKey)
            : [],
        );
      };
    };
  });
}

/** Why each queued outbox entry waits (boltx-outbox in IndexedDB, sw/outbox-store.ts), oldest first. */
function outboxWaiting(): Promise<(string | undefined)[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('boltx-outbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('entries').objectStore('entries').getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        db.close();
        const entries = all.result as { order: number; state: string; waiting?: string }[];
        resolve(
          entries
            .filter((entry) => entry.state === 'queued')
            .sort((a, b) => a.order - b.order)
            .map((entry) => entry.waiting),
        );
      };
    };
  });
}

/** Runs in the page: whether its worker is installed and activated, without waiting for it as `ready` does. */
async function serviceWorkerActivated(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active?.state === 'activated';
}

/** Whether a service worker is activated and controls the page, waiting (bounded by the caller) for it. */
async function serviceWorkerControls(): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
}

const time: Target = { role: 'time' };
const countdownPattern = /^\d일 \d\d:\d\d:\d\d$/;
const bubble = (text: string): Target => ({ css: 'li', text });

/** The first of the ports the engines' servers use (ENGINES_PORT, like E2E_PORT, moves them for a second checkout). */
export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 4180);

export function candidateJourneys(engineName: string, fixture: EngineFixture, port: number) {
  describe(engineName, () => {
    let server: OwnServer;
    let page: EnginePage;
    let api: CandidateApi;
    let offer: { id: number; company: string };
    let roomId: number;
    /** Set when a step the rest need failed. */
    let blocked: string | undefined;
    const needed = (what: string) =>
      onTestFailed(() => {
        blocked ??= what;
      });

    beforeAll(async () => {
      server = await startOwnServer({ port });
      page = new EnginePage(await fixture.open(server));
    });
    afterAll(async () => {
      await page?.driver.close();
      await server?.dispose();
    });
    beforeEach((context) => {
      if (blocked) context.skip(`skipped: ${blocked} failed`);
    });

    test('landing renders with no console error', async () => {
      await page.goto('/');
      await page.waitFor({ role: 'heading', name: /연봉 제안/ });
      await page.waitFor({ role: 'link', name: '내 경력 불러오기' });
      // The sections that load on scroll load too, without an error.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitFor({ role: 'heading', name: '볼트X와 함께하는 기업' });
      expect(await page.pageErrors()).toEqual([]);
    });

    test('phone sign-in with the sandbox code', async () => {
      needed('signing in');
      await page.goto('/login/signin');
      await page.type({ label: '휴대전화 번호' }, DEMO_PHONE);
      const before = await newestCode(server.url);
      await page.click({ role: 'button', name: '인증번호 받기' });
      await page.type({ label: '인증번호 6자리' }, await codeAfter(server.url, before));
      await page.waitForPath(/^\/my$/);
      await page.waitFor({ role: 'heading', name: `${DEMO_NAME}님, 반가워요` });
      expect(await page.evaluate(() => localStorage.getItem('refresh-token'))).toBeTruthy();
      expect(await page.pageErrors()).toEqual([]);
      api = await candidateApi(server.url);
    });

    test('/my/attack lists a new offer whose countdown ticks', async () => {
      needed('the offer');
      offer = await sendOffer(server.url, api, '모바일 개발자');
      await page.goto('/my/attack');
      const link: Target = { css: `a[href="/my/result/${offer.id}"]` };
      await page.waitFor(link, offer.company);
      // The page is drawn by the server before its code runs: a tap then is the browser's own
      // navigation, and the list that came with the page is never kept. Once it is kept on the
      // device the app has taken the page over, and the tap is the app's.
      await page.until(
        'the list in IndexedDB',
        () => page.evaluate(persistedQueryKeys),
        (keys) => keys.some((key) => JSON.stringify(key) === JSON.stringify(['offers', 'list', 'current'])),
      );
      await page.click(link);
      await page.waitForPath(new RegExp(`^/my/result/${offer.id}$`));
      await page.waitFor({ role: 'heading', name: offer.company });
      const first = (await page.waitFor(time, countdownPattern)).text;
      await page.waitFor(time, new RegExp(`^(?!${first}$)\\d일 \\d\\d:\\d\\d:\\d\\d$`));
    });

    test('the service worker controls the page after a reload, and the offers are in IndexedDB', async () => {
      // Activated before the reload, waited for apart and longer: in WebKit, now and then (1 run in 3–6
      // on a busy 2-core machine, builds before the worker drew offers too), the new worker had
      // precached every file and claimed the page but stayed `activating` past 15 s, and a page
      // reloaded then waited on it for good. Not understood yet; this names the step when it comes.
      await page.until('the service worker activated', () => page.evaluate(serviceWorkerActivated), Boolean, 45_000);
      await page.reload();
      await page.waitFor({ role: 'heading', name: offer.company });
      await page.until('a service worker controlling the page', () => page.evaluate(serviceWorkerControls), Boolean);
      const wanted = [
        ['offers', 'list', 'current'],
        ['offers', 'detail', offer.id],
      ].map((key) => JSON.stringify(key));
      await page.until(
        `the offer queries ${wanted.join(' ')} in IndexedDB`,
        () => page.evaluate(persistedQueryKeys),
        (keys) => wanted.every((key) => keys.some((stored) => JSON.stringify(stored) === key)),
      );
    });

    test('an inquiry opens a message room, kept on the device', async () => {
      needed('the message room');
      await page.goto('/ask?from=/my');
      await page.type({ label: '문의 내용' }, '다른 브라우저에서 문의해요.');
      await page.click({ role: 'button', name: '문의 보내기' });
      await page.waitForPath(/^\/my\/message\?room=\d+$/);
      roomId = Number(new URL(await page.path(), server.url).searchParams.get('room'));
      await page.waitFor(bubble('다른 브라우저에서 문의해요.'));
      await page.until(
        'the room in IndexedDB',
        () => page.evaluate(persistedQueryKeys),
        (keys) => keys.some((key) => key[0] === 'messages' && key[1] === 'room' && key[2] === roomId),
      );
    });

    test('offline reading: the offer, its countdown and the list come from the device', async () => {
      await page.goto(`/my/result/${offer.id}`);
      await page.waitFor({ role: 'heading', name: offer.company });
      await page.driver.offline();
      try {
        await page.reload();
        // The worker drew the page from the offer kept on the device (sw/offer-page.ts); the app takes it over.
        expect(await page.evaluate(() => document.getElementById('root')?.dataset.drawnBy)).toBe('worker');
        if (fixture.offlineNote) await page.waitFor({ role: 'status' }, fixture.offlineNote);
        await page.waitFor({ role: 'heading', name: offer.company });
        const shown = (await page.waitFor(time, countdownPattern)).text;
        await page.waitFor(time, new RegExp(`^(?!${shown}$)\\d일`));
        await page.goto('/my/attack');
        await page.waitFor({ css: `a[href="/my/result/${offer.id}"]` }, offer.company);
      } finally {
        await page.driver.online();
      }
    });

    test('a message and a profile edit written offline are sent exactly once when the server answers again', async () => {
      const email = `engines-${Date.now()}@example.com`;
      const text = `다시 연결되면 보내 주세요 (${Date.now()})`;
      await page.goto('/my/edit?tab=more');
      await page.waitFor({ label: '이메일' });
      await page.driver.offline();
      try {
        await page.type({ label: '이메일' }, email);
        await page.click({ role: 'button', name: '저장하기' });
        const noResume: Target = {
          role: 'alertdialog',
          name: /이력서 파일 첨부가 되지 않았습니다/,
        };
        await page.until(
          'the edit waiting, or the question about the missing résumé',
          async () =>
            (await page.seen(noResume)) ? 'asked' : (await page.seen({ css: 'body', text: PENDING })) && 'waiting',
          Boolean,
        );
        if (await page.seen(noResume)) await page.click({ role: 'button', name: '전송하기', within: noResume });
        await page.waitFor({ css: 'body', text: PENDING });

        await page.goto(`/my/message?room=${roomId}`);
        await page.type({ label: '메시지 입력' }, text);
        await page.click({ role: 'button', name: '보내기' });
        await page.waitFor(bubble(text), PENDING);
        // Both wait, the older one tried and found no connection (the queue keeps its order, so the
        // message waits behind it): nothing went through behind the page's back.
        await page.until(
          'the edit and the message queued, the edit having found no connection',
          () => page.evaluate(outboxWaiting),
          (waiting) => waiting.length === 2 && waiting[0] === 'network',
        );
      } finally {
        await page.driver.online();
      }
      // No reload, no navigation: only the page's own drain (its reachability retry) can send it now.
      await page.until(
        'the message to leave the outbox',
        () => page.seen(bubble(text)),
        (seen) => seen !== null && !seen.text.includes(PENDING),
        60_000,
      );
      await page.until(
        'the message once in the room, through the API',
        async () =>
          (await api.get<{ items: { message: string }[] }>(`/users/message/${roomId}`)).items.filter(
            (item) => item.message === text,
          ).length,
        (count) => count === 1,
        30_000,
      );
      await page.until(
        'the e-mail saved, through the API',
        async () => (await api.get<{ email: string }>('/v3/users/profile')).email,
        (saved) => saved === email,
        30_000,
      );
      // Another drain (a reload) finds nothing left to send.
      await page.reload();
      await page.waitFor(bubble(text));
      const room = await api.get<{ items: { message: string }[] }>(`/users/message/${roomId}`);
      expect(room.items.filter((item) => item.message === text)).toHaveLength(1);
    });

    test('the push card', async () => {
      await page.goto('/my');
      await page.waitFor({ role: 'heading', name: `${DEMO_NAME}님, 반가워요` });
      await fixture.pushCard(page);
    });

    describe('keyboard walk', () => {
      const opener: Target = { role: 'button', name: '제안 기록 보기' };
      const sheet: Target = { role: 'dialog', name: '제안 기록' };

      // Opened by a click on the focused opener: Firefox driven over BiDi ignores Space and Enter on a
      // button (the keys arrive, no click follows). Everything after the opening is keyboard only.
      async function openSheet() {
        await page.goto('/my/attack');
        await page.focus(opener);
        await page.click(opener);
        await page.until(
          'focus inside the 제안 기록 sheet',
          () => page.seen(sheet),
          (seen) => !!seen?.holdsFocus,
        );
      }

      /**
       * Each press leaves focus inside the dialog, or at most once in a row on nothing in the page
       * (the body: the browser's own controls, where Firefox's Tab goes from a native modal dialog's
       * last element before coming back) — never on the page behind it.
       */
      async function expectFocusStaysIn(dialog: Target, key: 'Tab' | 'Shift+Tab', presses: number) {
        let outside = 0;
        for (let press = 1; press <= presses; press += 1) {
          await page.press(key);
          const inside = (await page.seen(dialog))?.holdsFocus === true;
          const active = await page.evaluate(() => {
            const element = document.activeElement;
            return !element || element === document.body ? 'body' : element.outerHTML.slice(0, 80);
          });
          outside = inside ? 0 : outside + 1;
          const onBrowserUi = active === 'body' && outside === 1;
          expect(inside || onBrowserUi, `${key} #${press} moved focus to ${active}`).toBe(true);
        }
      }

      test('bottom sheet: Tab keeps focus inside', async () => {
        await openSheet();
        await expectFocusStaysIn(sheet, 'Tab', 5);
        await page.press('Escape');
        await page.waitForGone(sheet);
      });

      test('bottom sheet: Shift+Tab keeps focus inside', async () => {
        await openSheet();
        await expectFocusStaysIn(sheet, 'Shift+Tab', 5);
        await page.press('Escape');
        await page.waitForGone(sheet);
      });

      test('bottom sheet: Escape closes it and focus returns to 제안 기록 보기', async () => {
        await openSheet();
        await page.press('Escape');
        await page.waitForGone(sheet);
        await page.until(
          'focus back on 제안 기록 보기',
          () => page.seen(opener),
          (seen) => !!seen?.focused,
        );
      });

      const accept: Target = { role: 'button', name: '커피챗 수락하기' };
      const modal: Target = { role: 'alertdialog', name: /커피챗을 할까요\?$/ };

      async function openModal() {
        await page.goto(`/my/result/${offer.id}`);
        await page.focus(accept);
        await page.click(accept);
        await page.until(
          'focus inside the confirm alert',
          () => page.seen(modal),
          (seen) => !!seen?.holdsFocus,
        );
      }

      test('modal: Tab keeps focus inside', async () => {
        await openModal();
        await expectFocusStaysIn(modal, 'Tab', 4);
        await page.press('Escape');
        await page.waitForGone(modal);
      });

      test('modal: Shift+Tab keeps focus inside', async () => {
        await openModal();
        await expectFocusStaysIn(modal, 'Shift+Tab', 4);
        await page.press('Escape');
        await page.waitForGone(modal);
      });

      test('modal: Escape closes it, focus returns to 커피챗 수락하기, and nothing was accepted', async () => {
        await openModal();
        await page.press('Escape');
        await page.waitForGone(modal);
        await page.until(
          'focus back on 커피챗 수락하기',
          () => page.seen(accept),
          (seen) => !!seen?.focused,
        );
        await page.reload();
        await page.waitFor(accept);
      });
    });
  });
}
