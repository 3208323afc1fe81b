/**
 * The worker's periodic refresh (periodic-refresh.ts): what it reads as the candidate lands in the
 * page's kept cache exactly where the page's restore finds it (a real QueryClient restores it
 * here through TanStack's persister, as lib/persister.ts stores it), and on the app icon.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/query-core';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRoomList } from '../src/contract/messages';
import type { OfferList } from '../src/contract/offers';
import {
  CURRENT_OFFERS_KEY,
  MESSAGE_ROOMS_KEY,
  QUERY_CACHE_DATABASE,
  QUERY_CACHE_KEY,
  QUERY_CACHE_STORE,
} from '../src/contract/persisted-cache';
import type { SessionSource } from '../src/shared-outbox/outbox-auth';
import { onPeriodicSync, type PeriodicSyncEvent, refreshForOffline } from './periodic-refresh';

const store = createStore(QUERY_CACHE_DATABASE, QUERY_CACHE_STORE);
const BUSTER = 'build-1-preact';
const READ_AT = Date.parse('2026-11-20T09:00:00Z');
const NOW = Date.parse('2026-11-28T07:30:00Z');

/** The page's persister, as lib/persister.ts stores the cache: one JSON string under one key. */
const pagePersister = {
  persistClient: (client: unknown) => set(QUERY_CACHE_KEY, JSON.stringify(client), store),
  restoreClient: async () => {
    const stored = await get<string>(QUERY_CACHE_KEY, store);
    return stored ? JSON.parse(stored) : undefined;
  },
  removeClient: () => del(QUERY_CACHE_KEY, store),
};

const offersList = (current: number): OfferList => ({
  offerItems: [],
  counts: { current, selected: 1, expired: 0 },
});

const roomList = (unreadCount: number): MessageRoomList => ({
  items: [
    {
      roomId: 3,
      kind: 'OPERATOR',
      title: '볼트X 운영팀',
      logo: '',
      topic: '이직 상담',
      lastMessage: null,
      unreadCount,
      canSend: true,
    },
  ],
  unreadCount,
});

/** The page left the device with a cache read a week ago: the offers, the rooms and the profile. */
async function pageKeptCache() {
  const client = new QueryClient();
  client.setQueryData(CURRENT_OFFERS_KEY, offersList(0), { updatedAt: READ_AT });
  client.setQueryData(MESSAGE_ROOMS_KEY, roomList(0), { updatedAt: READ_AT });
  client.setQueryData(['profile'], { name: '김지하' }, { updatedAt: READ_AT });
  await persistQueryClientSave({ queryClient: client, persister: pagePersister, buster: BUSTER });
}

/** The app opened later: what its restore puts in a fresh QueryClient. */
async function pageRestores() {
  const client = new QueryClient();
  await persistQueryClientRestore({
    queryClient: client,
    persister: pagePersister,
    buster: BUSTER,
    maxAge: 7 * 24 * 60 * 60 * 1000,
  });
  return client;
}

const session = (subject = 'candidate-7'): SessionSource => ({
  current: async () => ({ accessToken: `token-of-${subject}`, subject }),
  refresh: async () => 'ok',
});

/** The API: the offers list and the rooms as `answers` says, and each request's Authorization. */
function serveApi(answers: { offers?: () => Response; rooms?: () => Response } = {}) {
  const sent: { url: string; authorization: string | null }[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    if (url.endsWith('/v3/users/offers')) return (answers.offers ?? (() => Response.json(offersList(2))))();
    if (url.endsWith('/users/message/room')) return (answers.rooms ?? (() => Response.json(roomList(3))))();
    return new Response(null, { status: 404 });
  });
  return { send: send as unknown as typeof fetch, sent };
}

let badging: { setAppBadge: ReturnType<typeof vi.fn>; clearAppBadge: ReturnType<typeof vi.fn> };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  badging = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
  vi.stubGlobal('self', { navigator: badging });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await del(QUERY_CACHE_KEY, store);
});

describe('refreshForOffline', () => {
  it('keeps the offers and rooms it read as the candidate where the app opened offline finds them', async () => {
    await pageKeptCache();
    const api = serveApi();

    expect(await refreshForOffline(session(), api.send)).toBe('refreshed');

    expect(api.sent).toEqual([
      { url: '/api/v3/users/offers', authorization: 'Bearer token-of-candidate-7' },
      { url: '/api/users/message/room', authorization: 'Bearer token-of-candidate-7' },
    ]);
    const restored = await pageRestores();
    expect(restored.getQueryData(CURRENT_OFFERS_KEY)).toEqual(offersList(2));
    expect(restored.getQueryData(MESSAGE_ROOMS_KEY)).toEqual(roomList(3));
    expect(restored.getQueryState(CURRENT_OFFERS_KEY)?.dataUpdatedAt).toBe(NOW);
    expect(restored.getQueryState(MESSAGE_ROOMS_KEY)?.status).toBe('success');
    expect(restored.getQueryData(['profile'])).toEqual({ name: '김지하' });
    expect(restored.getQueryState(['profile'])?.dataUpdatedAt).toBe(READ_AT);
  });

  it('puts the offers awaiting an answer plus the unread messages on the app icon, and clears it at 0', async () => {
    await pageKeptCache();
    await refreshForOffline(session(), serveApi().send);
    expect(badging.setAppBadge).toHaveBeenCalledExactlyOnceWith(5);

    await refreshForOffline(
      session(),
      serveApi({ offers: () => Response.json(offersList(0)), rooms: () => Response.json(roomList(0)) }).send,
    );
    expect(badging.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('adds a query the kept cache did not hold yet', async () => {
    const client = new QueryClient();
    client.setQueryData(['profile'], { name: '김지하' }, { updatedAt: READ_AT });
    await persistQueryClientSave({ queryClient: client, persister: pagePersister, buster: BUSTER });

    await refreshForOffline(session(), serveApi().send);

    expect((await pageRestores()).getQueryData(MESSAGE_ROOMS_KEY)).toEqual(roomList(3));
  });

  it('asks nothing when nobody is signed in', async () => {
    await pageKeptCache();
    const api = serveApi();
    const signedOut: SessionSource = { current: async () => undefined, refresh: async () => 'refused' };

    expect(await refreshForOffline(signedOut, api.send)).toBe('signed-out');
    expect(api.sent).toEqual([]);
    expect(badging.setAppBadge).not.toHaveBeenCalled();
  });

  it('makes no cache on a device whose page keeps none, and still sets the badge', async () => {
    await refreshForOffline(session(), serveApi().send);

    expect(await get(QUERY_CACHE_KEY, store)).toBeUndefined();
    expect(badging.setAppBadge).toHaveBeenCalledWith(5);
  });

  it('leaves the kept cache and the badge as they were when the server cannot be reached or answers an error', async () => {
    await pageKeptCache();
    const before = await get(QUERY_CACHE_KEY, store);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;

    expect(await refreshForOffline(session(), offline)).toBe('failed');
    const failing = () => Response.json({ status: { code: 'SERVER_ERROR' } }, { status: 503 });
    expect(await refreshForOffline(session(), serveApi({ offers: failing, rooms: failing }).send)).toBe('failed');

    expect(await get(QUERY_CACHE_KEY, store)).toBe(before);
    expect(badging.setAppBadge).not.toHaveBeenCalled();
  });

  it('keeps what did come when only one answer came, and leaves the badge (half a count would lie)', async () => {
    await pageKeptCache();

    const outcome = await refreshForOffline(
      session(),
      serveApi({ rooms: () => new Response(null, { status: 502 }) }).send,
    );

    expect(outcome).toBe('failed');
    const restored = await pageRestores();
    expect(restored.getQueryData(CURRENT_OFFERS_KEY)).toEqual(offersList(2));
    expect(restored.getQueryData(MESSAGE_ROOMS_KEY)).toEqual(roomList(0));
    expect(badging.setAppBadge).not.toHaveBeenCalled();
  });

  it('keeps nothing when another candidate signed in while the answers came', async () => {
    await pageKeptCache();
    const before = await get(QUERY_CACHE_KEY, store);
    let signedIn = 'candidate-7';
    const switching: SessionSource = {
      current: async () => ({ accessToken: `token-of-${signedIn}`, subject: signedIn }),
      refresh: async () => 'ok',
    };
    const api = serveApi();
    // candidate-8 signs in on this device once both answers are on their way back.
    const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await api.send(input, init);
      if (api.sent.length === 2) signedIn = 'candidate-8';
      return response;
    }) as typeof fetch;

    expect(await refreshForOffline(switching, send)).toBe('signed-out');
    expect(await get(QUERY_CACHE_KEY, store)).toBe(before);
  });
});

describe('onPeriodicSync', () => {
  it('answers only its own tag', () => {
    const waitUntil = vi.fn();
    onPeriodicSync({ tag: 'content-sync', waitUntil } as unknown as PeriodicSyncEvent);
    expect(waitUntil).not.toHaveBeenCalled();
  });
});
