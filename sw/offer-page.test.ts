/**
 * The offer's page the worker draws (offer-page.ts) from what the device keeps: the page's stored
 * cache in IndexedDB (fake-indexeddb here), the mirrored session and the precached shell, with the
 * app's own renderer (app/offer-prerender.tsx) as its script hands it over.
 */
import 'fake-indexeddb/auto';
import { createStore, del, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferCompany } from '../src/contract/meetings';
import {
  DRAWN_OFFER_ELEMENT_ID,
  OFFER_SHELL_FILE,
  OFFER_SHELL_PLACEHOLDER,
  type OfferRenderer,
} from '../src/contract/offer-shell';
import type { Offer, OfferList } from '../src/contract/offers';
import type { OutboxAuth } from '../src/contract/outbox';
import { QUERY_CACHE_DATABASE, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../src/contract/persisted-cache';

/** The app's renderer, the one the worker's script carries; named, not imported, as this project checks no JSX. */
const RENDERER_MODULE = '../src/app/offer-prerender.tsx';
const { renderer } = (await import(/* @vite-ignore */ RENDERER_MODULE)) as { renderer: OfferRenderer };

const precached = new Map<string, Response>();
vi.mock('./precache', () => ({ matchPrecache: async (url: string) => precached.get(url)?.clone() }));
let auth: OutboxAuth | undefined;
vi.mock('../src/shared-outbox/outbox-auth', () => ({ readAuth: async () => auth }));

const store = createStore(QUERY_CACHE_DATABASE, QUERY_CACHE_STORE);
const SHELL = `<!doctype html><html><head><title>볼트X</title><style>.x{}</style></head><body><div id="root">${OFFER_SHELL_PLACEHOLDER}</div><script>start()</script></body></html>`;
const POLICY = "default-src 'self'; script-src 'self' 'sha256-loader'; style-src 'self' 'sha256-sheet'; img-src 'self'";
const READ_AT = Date.parse('2026-11-28T09:00:00Z');

/** A waiting offer as the lists and the offer's own answer hold it. */
const waitingOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 12,
  companyId: 1,
  name: '한빛모빌리티',
  logo: '/logos/hanbit-mobility.svg',
  domain: 'hanbit-mobility.example',
  salaryMin: 8000,
  salaryMax: 9500,
  increaseRate: 18,
  increaseBasis: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  expiredAt: '2099-11-29T14:59:59.999Z',
  selectedAt: null,
  offerGroupId: null,
  type: 'NORMAL',
  status: 'WAITING',
  isNew: false,
  isMaster: false,
  operatorName: null,
  position: '백엔드 개발자',
  link: null,
  offerItems: ['스톡옵션'],
  message: '함께 성장하고 싶어요.',
  isJustMessage: false,
  isMatched: false,
  isExpired: false,
  isLike: false,
  refusalReason: null,
  coffeechatId: null,
  revision: null,
  ...overrides,
});

/** The company behind it, as its card on the page reads it. */
const company: OfferCompany = {
  id: 1,
  name: '한빛모빌리티',
  logo: '/logos/hanbit-mobility.svg',
  industry: '모빌리티',
  employees: '201~500명',
  location: '서울 강남구',
  homepage: null,
  link: null,
  ranking: null,
  responseRecord: null,
};

const signedIn: OutboxAuth = {
  accessToken: 'access',
  refreshToken: 'refresh',
  subject: 'candidate-7',
  writer: 'page',
  writtenAt: READ_AT,
  refreshUrl: '/api/v3/auth/refresh',
};

const query = (queryKey: unknown[], data: unknown, dataUpdatedAt: number) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: { data, dataUpdatedAt, status: 'success' },
});

const listOf = (offers: Offer[]): OfferList => ({
  offerItems: offers,
  counts: { current: offers.length, selected: 0, expired: 0 },
});

function keep(queries: ReturnType<typeof query>[]) {
  return set(
    QUERY_CACHE_KEY,
    JSON.stringify({ timestamp: READ_AT, buster: 'b', clientState: { queries, mutations: [] } }),
    store,
  );
}

/** How often the renderer's script ran its code (the call of its global). */
let rendererRuns = 0;

/**
 * A worker whose script holds the renderer (or, with `built` false, one built without it, as the dev
 * server's): the script defines the global, the renderer runs on its first call.
 */
async function workerWithRenderer(built = true) {
  vi.resetModules();
  rendererRuns = 0;
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal(
    'boltxOfferRenderer',
    built
      ? () => {
          rendererRuns += 1;
          return renderer;
        }
      : undefined,
  );
  const { drawOfferPage, offerPageOr, prepareOfferRenderer } = await import('./offer-page');
  return { drawOfferPage, offerPageOr, prepareOfferRenderer };
}

const url = (path: string) => new URL(`https://boltx.example${path}`);

const precacheShell = () =>
  precached.set(
    `/${OFFER_SHELL_FILE}`,
    new Response(SHELL, {
      headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': POLICY, 'Content-Length': '9' },
    }),
  );

beforeEach(() => {
  auth = signedIn;
  precacheShell();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  precached.clear();
  await del(QUERY_CACHE_KEY, store);
});

describe('drawOfferPage', () => {
  it('draws an offer only listed on the device: its countdown, its answers and the offer it was drawn from', async () => {
    const offer = waitingOffer({ expiredAt: '2099-01-01T14:59:59.999Z' });
    await keep([
      query(['offers', 'list', 'current'], listOf([offer]), READ_AT),
      query(['offers', 'company', offer.id], company, READ_AT - 60_000),
      query(['health'], { ok: true, database: 'pglite', sandbox: true, version: 'v' }, READ_AT),
    ]);
    const { drawOfferPage } = await workerWithRenderer();

    const answer = await drawOfferPage(url(`/my/result/${offer.id}`));
    const html = (await answer?.text()) ?? '';

    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(`>${offer.name}</h1>`);
    expect(html).toMatch(/<time datetime="2099-01-01T14:59:59.999Z">\d+일 \d\d:\d\d:\d\d<\/time>/i);
    expect(html).toContain('커피챗 수락하기');
    expect(html).toContain('샌드박스');
    expect(html).toContain('<title>받은 제안 · 볼트X</title>');
    expect(html).toContain('<div id="root" data-drawn-by="worker"><div data-sticky');
    const carried = JSON.parse(html.split(`id="${DRAWN_OFFER_ELEMENT_ID}">`)[1]?.split('</script>')[0] ?? '');
    expect(carried).toMatchObject({
      subjectId: 'candidate-7',
      readAt: '2026-11-28T09:00:00.000Z',
      offer,
      company: { data: company, readAt: '2026-11-28T08:59:00.000Z' },
    });
    // The company's card is drawn with it: it does not come in above the buttons as the app takes over.
    expect(html).toContain('한빛모빌리티 알아보기</h2>');
    expect(html.indexOf('한빛모빌리티 알아보기')).toBeLessThan(html.indexOf('커피챗 수락하기'));
    // The shell's own hashes stay; the drawn style attributes (the logo's size, the increase bar) are added.
    const policy = answer?.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-loader'; style-src 'self' 'sha256-sheet' 'unsafe-hashes' 'sha256-[^']+' 'sha256-[^']+'; img-src 'self'$/,
    );
    expect(answer?.headers.get('Content-Length')).toBeNull();
  });

  it('draws the newest read of the offer: a list refreshed after the offer was opened says it expired', async () => {
    const opened = waitingOffer();
    const expired = waitingOffer({ status: 'EXPIRED', isExpired: true });
    await keep([
      query(['offers', 'detail', opened.id], opened, READ_AT),
      query(['offers', 'list', 'expired'], listOf([expired]), READ_AT + 60_000),
    ]);
    const { drawOfferPage } = await workerWithRenderer();

    const html = (await (await drawOfferPage(url(`/my/result/${opened.id}`)))?.text()) ?? '';

    expect(html).toContain('선택 기간이 지난 제안이에요');
    expect(html).not.toContain('커피챗 수락하기');
  });

  it('keeps an offer’s text as text: `$&` and a closing script tag in its message', async () => {
    const offer = waitingOffer({ message: '연봉 $& 협의 가능 </script><script>alert(1)</script>' });
    await keep([query(['offers', 'detail', offer.id], offer, READ_AT)]);
    const { drawOfferPage } = await workerWithRenderer();

    const html = (await (await drawOfferPage(url(`/my/result/${offer.id}`)))?.text()) ?? '';

    expect(html).toContain('연봉 $&amp; 협의 가능 &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('draws nothing without a session, a kept offer, a renderer in the worker or the shell', async () => {
    const offer = waitingOffer();
    await keep([query(['offers', 'detail', offer.id], offer, READ_AT)]);
    const path = url(`/my/result/${offer.id}`);

    const current = await workerWithRenderer();
    expect(await current.drawOfferPage(url('/my/result/99'))).toBeUndefined();
    expect(await current.drawOfferPage(url(`/my/result/${offer.id}/extra`))).toBeUndefined();
    auth = undefined;
    expect(await current.drawOfferPage(path)).toBeUndefined();
    auth = { ...signedIn, refused: true };
    expect(await current.drawOfferPage(path)).toBeUndefined();
    auth = signedIn;
    precached.clear();
    expect(await current.drawOfferPage(path)).toBeUndefined();

    precacheShell();
    const unbuilt = await workerWithRenderer(false);
    expect(await unbuilt.drawOfferPage(path)).toBeUndefined();
  });

  it('runs the renderer’s code once: ahead when a notification is tapped, else at the first drawing', async () => {
    const offer = waitingOffer();
    await keep([query(['offers', 'detail', offer.id], offer, READ_AT)]);
    const tapped = await workerWithRenderer();
    expect(rendererRuns).toBe(0);
    tapped.prepareOfferRenderer();
    expect(rendererRuns).toBe(1);
    expect(await tapped.drawOfferPage(url(`/my/result/${offer.id}`))).toBeDefined();
    expect(await tapped.drawOfferPage(url(`/my/result/${offer.id}`))).toBeDefined();
    expect(rendererRuns).toBe(1);

    const untapped = await workerWithRenderer();
    expect(await untapped.drawOfferPage(url(`/my/result/${offer.id}`))).toBeDefined();
    expect(rendererRuns).toBe(1);
  });

  it('answers with the ordinary shell when the drawing fails', async () => {
    // Not an offer this build knows: the renderer refuses it.
    await keep([query(['offers', 'detail', 12], { id: 12, name: 3 }, READ_AT)]);
    const { offerPageOr } = await workerWithRenderer();
    const shell = vi.fn(async () => new Response('the shell'));

    const answer = await offerPageOr(shell)({ url: url('/my/result/12') } as never);

    expect(await answer.text()).toBe('the shell');
  });
});
