/**
 * The outbox queue as the service worker runs it (shared-outbox/outbox-*.ts) on fake-indexeddb: order, one
 * request at a time, what keeps an entry queued, what refuses it, the Idempotency-Key, and whose
 * entries may be sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, OutboxEvent } from '../contract/outbox';
import { readAuth, type SessionSource, workerSession, writeAuth } from '../shared-outbox/outbox-auth';
import { drainOutbox } from '../shared-outbox/outbox-drain';
import { addEntry, listEntries, type NewOutboxEntry, updateEntry } from '../shared-outbox/outbox-store';
import { accessTokenFor, resetOutbox } from '../test-support/outbox';

const ANNA = 'candidate-anna';
const BORIS = 'candidate-boris';

interface Sent {
  url: string;
  method: string;
  key: string | null;
  authorization: string | null;
  body: string;
}

let sent: Sent[];
let events: OutboxEvent[];

beforeEach(async () => {
  await resetOutbox();
  sent = [];
  events = [];
});
afterEach(() => vi.useRealTimers());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number, code: string, message: string, field?: string) =>
  json({ status: { code, message, ...(field ? { field } : {}) } }, status);

let counter = 0;
function entry(patch: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    kind: 'message',
    subject: ANNA,
    method: 'POST',
    url: '/api/users/message',
    body: JSON.stringify({ roomId: 7, message: `메시지 ${counter}` }),
    createdAt: new Date().toISOString(),
    ...patch,
  };
}

/** A session that always has `subject`'s token; `refresh` answers as told. */
function sessionOf(subject: string, refresh: () => 'ok' | 'refused' | 'unreachable' = () => 'ok') {
  let token = accessTokenFor(subject);
  const refreshes: string[] = [];
  const session: SessionSource = {
    current: async () => ({ accessToken: token, subject }),
    refresh: async (used) => {
      refreshes.push(used);
      const answer = refresh();
      if (answer === 'ok') token = accessTokenFor(subject);
      return answer;
    },
  };
  return { session, refreshes, expire: () => (token = accessTokenFor(subject, -60)) };
}

function serve(answer: (request: Sent, index: number) => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      key: headers.get('Idempotency-Key'),
      authorization: headers.get('Authorization'),
      body: String(init?.body ?? ''),
    };
    sent.push(request);
    return answer(request, sent.length - 1);
  }) as unknown as typeof fetch;
}

const drain = (session: SessionSource, send: typeof globalThis.fetch) =>
  drainOutbox({ session, notify: (event) => events.push(event), fetch: send });

const stateOf = async (id: string) => (await listEntries()).find((item) => item.id === id);

describe('draining the outbox', () => {
  it('sends the oldest first, one request at a time, each with its own key and its stored body', async () => {
    const first = await addEntry(entry());
    const second = await addEntry(entry({ kind: 'profile-edit', method: 'PATCH', url: '/api/v2/users/more/u1' }));
    const third = await addEntry(entry());
    let inFlight = 0;
    let most = 0;
    const fetch = serve(async (request) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return json({ echoed: request.body }, 201);
    });

    expect(await drain(sessionOf(ANNA).session, fetch)).toBe('done');
    expect(most).toBe(1);
    expect(sent.map((request) => request.key)).toEqual([first.id, second.id, third.id]);
    expect(sent.map((request) => request.body)).toEqual([first.body, second.body, third.body]);
    expect(sent[1]).toMatchObject({ method: 'PATCH', url: '/api/v2/users/more/u1' });
    const receipt = await stateOf(first.id);
    expect(receipt).toMatchObject({ state: 'sent', response: { echoed: first.body } });
    expect(events.filter((event) => event.type === 'outbox/sent').map((event) => 'id' in event && event.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });

  it.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a 503', () => error(503, 'INTERNAL', '잠시 후 다시 시도해 주세요.'), 'server'],
    ['a 429', () => error(429, 'TOO_MANY_REQUESTS', '요청이 너무 많아요.'), 'server'],
    ['a 409 for a duplicate still being answered', () => error(409, 'CONFLICT', '요청을 처리하는 중이에요.'), 'server'],
    ['a 401 that is not an expired token', () => error(401, 'INVALID_TOKEN', '로그인이 만료되었습니다.'), 'session'],
  ])('keeps the entry queued after %s, and nothing overtakes it', async (_, answer, reason) => {
    const first = await addEntry(entry());
    const second = await addEntry(entry());
    const fetch = serve(answer as () => Response);

    expect(await drain(sessionOf(ANNA).session, fetch)).toBe('wait');
    expect(sent).toHaveLength(1);
    expect(await stateOf(first.id)).toMatchObject({ state: 'queued', waiting: reason });
    expect(await stateOf(second.id)).toMatchObject({ state: 'queued' });
    expect(events.some((event) => event.type === 'outbox/auth-needed')).toBe(reason === 'session');
  });

  it('sends again with the very same key and body once the connection is back', async () => {
    const waiting = await addEntry(entry());
    const offline = serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await drain(sessionOf(ANNA).session, offline);
    const online = serve(() => json({ messageId: 1 }, 201));
    expect(await drain(sessionOf(ANNA).session, online)).toBe('done');
    expect(sent.map((request) => [request.key, request.body])).toEqual([
      [waiting.id, waiting.body],
      [waiting.id, waiting.body],
    ]);
    expect(await stateOf(waiting.id)).toMatchObject({ state: 'sent', waiting: undefined });
  });

  it('sets a refused entry aside with the server message and goes on with the next', async () => {
    const refused = await addEntry(entry());
    const next = await addEntry(entry());
    const fetch = serve((_, index) =>
      index === 0 ? error(400, 'BAD_REQUEST', '유효하지 않은 이메일 입니다.', 'email') : json({ messageId: 2 }, 201),
    );

    expect(await drain(sessionOf(ANNA).session, fetch)).toBe('done');
    expect(await stateOf(refused.id)).toMatchObject({
      state: 'refused',
      refusal: { status: 400, code: 'BAD_REQUEST', message: '유효하지 않은 이메일 입니다.', field: 'email' },
    });
    expect(await stateOf(next.id)).toMatchObject({ state: 'sent' });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'outbox/refused',
        id: refused.id,
        refusal: expect.objectContaining({ status: 400 }),
      }),
    );
  });

  it('never sends an entry written by another candidate', async () => {
    const borisEntry = await addEntry(entry({ subject: BORIS }));
    const annaEntry = await addEntry(entry());
    const fetch = serve(() => json({ messageId: 3 }, 201));

    expect(await drain(sessionOf(ANNA).session, fetch)).toBe('done');
    expect(sent.map((request) => request.key)).toEqual([annaEntry.id]);
    expect(await stateOf(borisEntry.id)).toMatchObject({ state: 'queued' });
  });

  it('sends nothing when nobody is signed in', async () => {
    await addEntry(entry());
    const fetch = serve(() => json({}, 201));
    const nobody: SessionSource = { current: async () => undefined, refresh: async () => 'refused' };
    expect(await drain(nobody, fetch)).toBe('signed-out');
    expect(sent).toHaveLength(0);
  });

  it('refreshes first when the access token has expired, and sends with the new one', async () => {
    await addEntry(entry());
    const anna = sessionOf(ANNA);
    anna.expire();
    const expired = (await anna.session.current())?.accessToken;
    const fetch = serve(() => json({ messageId: 4 }, 201));

    expect(await drain(anna.session, fetch)).toBe('done');
    expect(anna.refreshes).toEqual([expired]);
    expect(sent[0]?.authorization).not.toBe(`Bearer ${expired}`);
  });

  it('refreshes once on a 401 EXPIRED_TOKEN and sends again with the same key', async () => {
    const waiting = await addEntry(entry());
    const anna = sessionOf(ANNA);
    const fetch = serve((_, index) =>
      index === 0 ? error(401, 'EXPIRED_TOKEN', '로그인이 만료되었습니다.') : json({ messageId: 5 }, 201),
    );

    expect(await drain(anna.session, fetch)).toBe('done');
    expect(anna.refreshes).toHaveLength(1);
    expect(sent.map((request) => request.key)).toEqual([waiting.id, waiting.id]);
  });

  it('keeps the queue and asks for a sign-in when the server refuses the refresh', async () => {
    const waiting = await addEntry(entry());
    const anna = sessionOf(ANNA, () => 'refused');
    anna.expire();
    const fetch = serve(() => json({}, 201));

    expect(await drain(anna.session, fetch)).toBe('wait');
    expect(sent).toHaveLength(0);
    expect(await stateOf(waiting.id)).toMatchObject({ state: 'queued', waiting: 'session' });
    expect(events).toContainEqual({ type: 'outbox/auth-needed', subject: ANNA });
  });

  it('sends an entry added during a drain before it finishes', async () => {
    await addEntry(entry());
    let added: OutboxEntry | undefined;
    const fetch = serve(async (_, index) => {
      if (index === 0) {
        added = await addEntry(entry());
        void drain(sessionOf(ANNA).session, fetch);
      }
      return json({ messageId: index }, 201);
    });
    await drain(sessionOf(ANNA).session, fetch);
    expect(sent.map((request) => request.key)).toContain(added?.id);
  });

  it('forgets answers no page took within seven days', async () => {
    const old = await addEntry(entry());
    await updateEntry(old.id, (item) => ({ ...item, state: 'sent', sentAt: '2020-01-01T00:00:00.000Z' }));
    const recent = await addEntry(entry());
    await updateEntry(recent.id, (item) => ({ ...item, state: 'sent', sentAt: new Date().toISOString() }));
    await drain(
      sessionOf(ANNA).session,
      serve(() => json({}, 201)),
    );
    expect((await listEntries()).map((item) => item.id)).toEqual([recent.id]);
  });
});

describe("the worker's session", () => {
  const mirror = (patch: Partial<Parameters<typeof writeAuth>[0]> = {}) =>
    writeAuth({
      accessToken: accessTokenFor(ANNA, -60),
      refreshToken: 'refresh-1',
      subject: ANNA,
      writer: 'page',
      writtenAt: Date.now(),
      refreshUrl: '/api/auth/refresh',
      ...patch,
    });

  it('refreshes with the mirrored refresh token, stores the successor as its own and tells the pages', async () => {
    await mirror();
    const rotated = vi.fn();
    const next = accessTokenFor(ANNA);
    const fetch = serve(() => json({ accessToken: next, refreshToken: 'refresh-2' }));
    const session = workerSession({ onRotated: rotated, fetch });

    expect(await session.refresh(accessTokenFor(ANNA, -60))).toBe('ok');
    expect(sent).toEqual([expect.objectContaining({ url: '/api/auth/refresh', authorization: 'Bearer refresh-1' })]);
    expect(await readAuth()).toMatchObject({ accessToken: next, refreshToken: 'refresh-2', writer: 'worker' });
    expect(rotated).toHaveBeenCalledOnce();
  });

  it('uses a pair someone refreshed meanwhile instead of presenting a used refresh token', async () => {
    const fresh = accessTokenFor(ANNA);
    await mirror({ accessToken: fresh, refreshToken: 'refresh-2' });
    const fetch = serve(() => json({}));
    const session = workerSession({ onRotated: vi.fn(), fetch });

    expect(await session.refresh(accessTokenFor(ANNA, -60))).toBe('ok');
    expect(sent).toHaveLength(0);
  });

  it('remembers a refused refresh and sends nothing until a page stores a new pair', async () => {
    await mirror();
    const fetch = serve(() => error(401, 'INVALID_TOKEN', '로그인이 만료되었습니다.'));
    const session = workerSession({ onRotated: vi.fn(), fetch });

    expect(await session.refresh(accessTokenFor(ANNA, -60))).toBe('refused');
    expect(await session.current()).toBeUndefined();
    expect(await session.refresh(accessTokenFor(ANNA, -60))).toBe('refused');
    expect(sent).toHaveLength(1);
  });

  it('keeps the pair when the refresh cannot reach the server', async () => {
    await mirror();
    const session = workerSession({ onRotated: vi.fn(), fetch: serve(() => Promise.reject(new TypeError('offline'))) });
    expect(await session.refresh(accessTokenFor(ANNA, -60))).toBe('unreachable');
    const kept = await readAuth();
    expect(kept?.refreshToken).toBe('refresh-1');
    expect(kept?.refused).toBeUndefined();
  });
});
