/**
 * lib/send-or-queue.ts: a decision goes at once while the server answers, and otherwise waits in
 * the outbox under the key of its first attempt, so the server applies it once; a refusal of the
 * direct attempt is the page's to show, one on arrival reaches whoever listens.
 */
import { boolean, object } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenFor, resetOutbox, storedEntries } from '../test-support/outbox';
import { ApiError } from './http';
import { enqueueWrite, onOutboxRefused, outboxState, startOutbox } from './outbox-client';
import { sendOrQueue } from './send-or-queue';
import { markServerAvailable, markServerUnreachable } from './server-availability';
import { tokensMirrored, writeTokens } from './tokens';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(async () => {
  await resetOutbox();
  writeTokens({ accessToken: accessTokenFor('anna'), refreshToken: 'refresh-1', holder: 'candidate' });
  await tokensMirrored();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await resetOutbox();
});

const like = (offerId: number) => ({
  kind: 'offer-like' as const,
  method: 'PATCH' as const,
  path: '/users/offers/like',
  body: { id: offerId, isLike: true },
  meta: { offerId },
  response: object({ isLike: boolean() }),
});

describe('sendOrQueue', () => {
  it('sends at once with an Idempotency-Key while the server answers, and queues nothing', async () => {
    fetchMock.mockResolvedValueOnce(json({ isLike: true }));

    expect(await sendOrQueue(like(7))).toEqual({ sent: { isLike: true } });
    expect(keysSent()).toHaveLength(1);
    expect(keysSent()[0]).toMatch(/.{16,}/);
    expect(await storedEntries()).toEqual([]);
  });

  it('queues under the same key when the attempt finds no server', async () => {
    fetchMock.mockImplementation(noConnection);

    const { queued } = await sendOrQueue(like(7));
    expect(queued?.kind).toBe('offer-like');
    const [direct] = keysSent();
    expect(queued?.id).toBe(direct);
    const [stored] = await storedEntries();
    expect(stored).toMatchObject({ id: direct, state: 'queued', body: JSON.stringify({ id: 7, isLike: true }) });
    // Every later attempt (the drain) carries that key too.
    await vi.waitFor(() => expect(keysSent().length).toBeGreaterThan(1));
    expect(new Set(keysSent())).toEqual(new Set([direct]));
  });

  it('queues without trying while the server is known to be unreachable', async () => {
    markServerUnreachable();
    fetchMock.mockImplementation(noConnection);

    const { queued } = await sendOrQueue(like(7));
    expect(queued).toBeDefined();
    // Nothing but the drain's attempts with the queued key (and the health check) went out.
    expect(keysSent().filter((key) => key !== null && key !== queued?.id)).toEqual([]);
  });

  it('queues behind a decision of the same kind that waits, so it never overtakes it', async () => {
    fetchMock.mockImplementation(noConnection);
    const older = await enqueueWrite({ ...like(7), idempotencyKey: undefined });
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ state: 'queued', waiting: 'network' }));
    fetchMock.mockClear();
    fetchMock.mockResolvedValue(json({ isLike: true }));
    // The server answers again, but the older like still waits in the queue.
    markServerAvailable();
    const { queued, sent } = await sendOrQueue(like(8));

    expect(sent).toBeUndefined();
    expect((await storedEntries()).map((entry) => entry.id)).toEqual([older.id, queued?.id]);
    expect(keysSent()).not.toContain(queued?.id);
  });

  it('throws the refusal of the direct attempt for the page to show, and queues nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ status: { code: 'OFFER_CLOSED', message: '선택 기간이 지난 제안이에요.' } }, 409),
    );

    await expect(sendOrQueue(like(7))).rejects.toBeInstanceOf(ApiError);
    expect(await storedEntries()).toEqual([]);
  });

  it('tells whoever listens when the server refuses a queued decision on arrival', async () => {
    const refused = vi.fn();
    const stop = onOutboxRefused('offer-like', refused);
    fetchMock.mockImplementation(noConnection);
    startOutbox();
    const { queued } = await sendOrQueue(like(7));
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ waiting: 'network' }));

    fetchMock.mockImplementation(async () =>
      json({ status: { code: 'OFFER_CLOSED', message: '선택 기간이 지난 제안이에요.' } }, 409),
    );
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(refused).toHaveBeenCalledOnce());
    expect(refused.mock.calls[0]?.[0]).toMatchObject({
      id: queued?.id,
      refusal: { status: 409, message: '선택 기간이 지난 제안이에요.' },
    });
    expect((await storedEntries())[0]).toMatchObject({ state: 'refused' });
    stop();
  });
});
