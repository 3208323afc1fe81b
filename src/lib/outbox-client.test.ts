/**
 * The page's side of the outbox: what it stores, who drains (the worker when it takes the job,
 * otherwise the page), the triggers, the answers handed to views, and whose entries survive a
 * change of candidate.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_DISCARD_ANSWER,
  OUTBOX_DISCARD_MESSAGE,
  OUTBOX_DRAIN_ACCEPTED,
  OUTBOX_DRAIN_MESSAGE,
  TOKEN_REFRESH_LOCK,
} from '../contract/outbox';
import { withLock } from '../shared-outbox/outbox-lock';
import { addEntry, deleteEntry, listEntries, updateEntry } from '../shared-outbox/outbox-store';
import { accessTokenFor, resetOutbox } from '../test-support/outbox';
import {
  discardEntry,
  dropOutboxOf,
  dropOutboxOfOthers,
  enqueueWrite,
  onOutboxSent,
  outboxSettled,
  outboxState,
  retryEntry,
  startOutbox,
} from './outbox-client';
import { SERVER_AVAILABLE_EVENT } from './server-availability';
import { onSessionExpired } from './session-events';
import { tokensMirrored, writeTokens } from './tokens';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

beforeEach(async () => {
  await resetOutbox();
  writeTokens({ accessToken: accessTokenFor('anna'), refreshToken: 'refresh-1', holder: 'candidate' });
  await tokensMirrored();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await resetOutbox();
});

const message = {
  kind: 'message',
  method: 'POST',
  path: '/users/message',
  body: { roomId: 7, message: '안녕하세요' },
} as const;

describe('the page outbox client', () => {
  it('stores a write as the signed-in candidate and, with no worker, sends it from the page', async () => {
    fetchMock.mockResolvedValue(json({ messageId: 11 }, 201));
    const received = vi.fn();
    const stop = onOutboxSent('message', received);

    const stored = await enqueueWrite(message);
    expect(stored).toMatchObject({
      subject: 'anna',
      url: '/api/users/message',
      body: JSON.stringify(message.body),
      state: 'queued',
    });
    await vi.waitFor(() => expect(received).toHaveBeenCalledOnce());
    expect(received.mock.calls[0]?.[0]).toMatchObject({ id: stored.id, response: { messageId: 11 } });
    expect(keysSent()).toEqual([stored.id]);
    await vi.waitFor(async () => expect(await listEntries()).toEqual([]));
    stop();
  });

  it('shows what waits while the worker holds the token lock, and sends it once the lock is let go', async () => {
    const entry = await addEntry({
      id: '6f1d1c2e-9a43-4c55-8f1e-3d2b7a9c0e11',
      kind: 'message',
      subject: 'anna',
      method: 'POST',
      url: '/api/users/message',
      body: '{}',
      createdAt: new Date().toISOString(),
    });
    let letGo = () => {};
    const held = withLock(TOKEN_REFRESH_LOCK, () => new Promise<void>((resolve) => (letGo = resolve)));
    fetchMock.mockResolvedValue(json({ id: 1 }));
    startOutbox();
    await vi.waitFor(() => expect(outboxState().entries.map((item) => item.id)).toEqual([entry.id]));
    expect(fetchMock).not.toHaveBeenCalled();
    letGo();
    await held;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  });

  it('hands an answer the worker got while no page was open to the first view that shows it', async () => {
    const entry = await addEntry({
      id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      kind: 'profile-edit',
      subject: 'anna',
      method: 'PATCH',
      url: '/api/v2/users/more/anna',
      body: '{}',
      createdAt: new Date().toISOString(),
    });
    await updateEntry(entry.id, (item) => ({ ...item, state: 'sent', response: { email: 'a@example.com' } }));
    startOutbox();
    await vi.waitFor(() => expect(outboxState().loaded).toBe(true));
    const received = vi.fn();
    const stop = onOutboxSent('profile-edit', received);
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id })));
    await vi.waitFor(async () => expect(await listEntries()).toEqual([]));
    expect(received).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps a refused write with its refusal, sends it again with the same key, or discards it', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: { code: 'BAD_REQUEST', message: '메시지를 입력해 주세요.' } }, 400));
    const stored = await enqueueWrite(message);
    await vi.waitFor(() =>
      expect(outboxState().entries).toEqual([
        expect.objectContaining({ state: 'refused', refusal: expect.objectContaining({ status: 400 }) }),
      ]),
    );

    fetchMock.mockResolvedValueOnce(json({ status: { code: 'BAD_REQUEST', message: '메시지를 입력해 주세요.' } }, 400));
    await retryEntry(stored.id);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keysSent()).toEqual([stored.id, stored.id]);

    await vi.waitFor(() => expect(outboxState().entries[0]?.state).toBe('refused'));
    expect(await discardEntry(stored.id)).toBe('discarded');
    expect(outboxState().entries).toEqual([]);
    expect(await listEntries()).toEqual([]);
  });

  it('asks the controlling worker to remove an entry, and shows what the worker answered', async () => {
    const asked: unknown[] = [];
    let answer = 'discarded';
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: {
          postMessage: async (data: { type: string; id?: string }, ports: MessagePort[]) => {
            asked.push(data);
            if (data.type === OUTBOX_DRAIN_MESSAGE) ports[0]?.postMessage({ type: OUTBOX_DRAIN_ACCEPTED });
            if (data.type !== OUTBOX_DISCARD_MESSAGE) return;
            if (answer === 'discarded') await deleteEntry(data.id ?? '');
            ports[0]?.postMessage({ type: OUTBOX_DISCARD_ANSWER, id: data.id, result: answer });
          },
        },
        getRegistration: async () => undefined,
      },
    });
    const base = { kind: 'message', method: 'POST', url: '/api/users/message', body: '{}', subject: 'anna' } as const;
    const createdAt = new Date().toISOString();
    await addEntry({ ...base, id: 'waiting', createdAt });
    await addEntry({ ...base, id: 'on-its-way', createdAt });
    startOutbox();
    await vi.waitFor(() => expect(outboxState().entries).toHaveLength(2));

    expect(await discardEntry('waiting')).toBe('discarded');
    expect(asked).toContainEqual({ type: OUTBOX_DISCARD_MESSAGE, id: 'waiting' });
    expect(outboxState().entries.map((entry) => entry.id)).toEqual(['on-its-way']);

    answer = 'sending';
    expect(await discardEntry('on-its-way')).toBe('sending');
    expect(outboxState().entries.map((entry) => entry.id)).toEqual(['on-its-way']);
  });

  it('removes the entry itself when no worker controls the page', async () => {
    const createdAt = new Date().toISOString();
    await addEntry({
      id: 'waiting',
      kind: 'message',
      method: 'POST',
      url: '/api/users/message',
      body: '{}',
      subject: 'anna',
      createdAt,
    });
    expect(await discardEntry('waiting')).toBe('discarded');
    expect(await listEntries()).toEqual([]);
  });

  it('sends what waited for the connection when the browser is back online', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startOutbox();
    const stored = await enqueueWrite(message);
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ state: 'queued', waiting: 'network' }));

    fetchMock.mockResolvedValueOnce(json({ messageId: 12 }, 201));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await listEntries())[0]?.state).toBe('sent'));
    expect(keysSent()).toEqual([stored.id, stored.id]);
  });

  const maintenance = () => json({ status: { code: 'MAINTENANCE', message: '지금은 서비스 점검 중 입니다.' } }, 503);

  it('keeps a write the server could not take (503) and sends it again after a pause, with the same key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockResolvedValueOnce(maintenance());
    const stored = await enqueueWrite(message);
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ state: 'queued', waiting: 'server' }));
    expect(fetchMock).toHaveBeenCalledOnce();

    fetchMock.mockResolvedValueOnce(json({ messageId: 14 }, 201));
    // 2 s, less up to a fifth of jitter.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(500);
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await listEntries())[0]?.state).toBe('sent'));
    expect(keysSent()).toEqual([stored.id, stored.id]);
  });

  it('sends what waited for the connection with no `online` event (Firefox leaving offline mode)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const stored = await enqueueWrite(message);
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ state: 'queued', waiting: 'network' }));

    // The connection is back, and nothing says so: the retry 2 s later (less jitter) sends it.
    fetchMock.mockResolvedValue(json({ messageId: 16 }, 201));
    await vi.advanceTimersByTimeAsync(2_000);
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await listEntries())[0]?.state).toBe('sent'));
    expect(keysSent().filter((key) => key !== null)).toEqual([stored.id, stored.id]);
  });

  it('sends what waited on the server as soon as the server is back from maintenance', async () => {
    fetchMock.mockResolvedValueOnce(maintenance());
    startOutbox();
    const stored = await enqueueWrite(message);
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ state: 'queued', waiting: 'server' }));

    fetchMock.mockResolvedValueOnce(json({ messageId: 15 }, 201));
    window.dispatchEvent(new Event(SERVER_AVAILABLE_EVENT));
    await vi.waitFor(async () => expect((await listEntries())[0]?.state).toBe('sent'));
    expect(keysSent()).toEqual([stored.id, stored.id]);
  });

  it('asks the candidate to sign in again when the drainer finds the session refused', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValue(json({ status: { code: 'INVALID_TOKEN', message: '로그인이 만료되었습니다.' } }, 401));
    await enqueueWrite(message);
    await vi.waitFor(() => expect(expired).toHaveBeenCalledWith('app'));
    expect((await listEntries())[0]).toMatchObject({ state: 'queued', waiting: 'session' });
    stop();
  });

  it('leaves the sending to a service worker that takes the job', async () => {
    const posted: unknown[] = [];
    const worker = {
      postMessage: (data: unknown, ports: MessagePort[]) => {
        posted.push(data);
        ports[0]?.postMessage({ type: OUTBOX_DRAIN_ACCEPTED });
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: worker, getRegistration: async () => undefined },
    });
    await enqueueWrite(message);
    await vi.waitFor(() => expect(posted).toContainEqual({ type: OUTBOX_DRAIN_MESSAGE }));
    // The page's drain is over once the worker took the job: it sent nothing itself.
    await outboxSettled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await listEntries())[0]?.state).toBe('queued');
  });

  it('sends from the page when the controlling worker never answers (a build from before the outbox)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage: () => undefined }, getRegistration: async () => undefined },
    });
    fetchMock.mockResolvedValue(json({ messageId: 13 }, 201));
    await enqueueWrite(message);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  });

  it("drops another candidate's entries when someone else signs in, and one's own on sign-out", async () => {
    const base = { kind: 'message', method: 'POST', url: '/api/users/message', body: '{}' } as const;
    const createdAt = new Date().toISOString();
    await addEntry({ ...base, id: 'a', subject: 'anna', createdAt });
    await addEntry({ ...base, id: 'b', subject: 'boris', createdAt });
    await dropOutboxOfOthers('anna');
    expect((await listEntries()).map((entry) => entry.id)).toEqual(['a']);
    await dropOutboxOf('anna');
    expect(await listEntries()).toEqual([]);
  });
});
