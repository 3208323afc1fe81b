/**
 * A revision request made without a connection waits in the outbox once, reads
 * "조정 요청 · 전송 대기 중" with 삭제 on the offer, and is sent when the connection is back.
 * Real timers: the outbox's IndexedDB (fake-indexeddb) runs on them.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Offer } from '../../contract/offers';
import { writeTokens } from '../../lib/tokens';
import { accessTokenFor, resetOutbox, storedEntries } from '../../test-support/outbox';
import { jsonResponse, renderWithApp } from '../../test-support/render-app';
import { OfferDetailPage } from './offer-detail-page';
import { revision, waitingOffer } from './revision-test-support';
// The page loads the sheet lazily: loaded here first, so a tap finds it as on a drawn page.
import './revision-sheet';

/** A busy machine (CI) can take over vitest's 1 s for the outbox's IndexedDB round trips. */
const WAIT = { timeout: 5_000 };

const USER_ID = '0b6f6f4e-7a65-4d3c-9d8e-3b1c2f8a9e10';

/** Reads answer `current()`; each POST goes to `onPost` (a throw is no connection). */
function serve(current: () => Offer, onPost: (key: string | null) => Response) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return jsonResponse(current());
      const key = new Headers(init.headers).get('Idempotency-Key');
      keys.push(key);
      return onPost(key);
    }),
  );
  return keys;
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

async function askForRevision() {
  renderWithApp(
    <Route path="/my/result/:id">
      <OfferDetailPage />
    </Route>,
    '/my/result/12',
  );
  fireEvent.click(await screen.findByRole('button', { name: '조정 요청하기' }, WAIT));
  const sheet = await screen.findByRole('dialog', { name: '조정 요청하기' }, WAIT);
  fireEvent.click(within(sheet).getByRole('button', { name: '재택근무' }));
  fireEvent.click(within(sheet).getByRole('button', { name: '조정 요청 보내기' }));
}

beforeEach(async () => {
  await resetOutbox();
  writeTokens({ accessToken: accessTokenFor(USER_ID), refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await resetOutbox();
});

describe('a revision request made offline', () => {
  it('waits once as 전송 대기 중, and 삭제 takes it back so it can be asked again', async () => {
    offline();
    serve(waitingOffer, () => {
      throw new TypeError('Failed to fetch');
    });
    await askForRevision();

    const note = await screen.findByRole('status', { name: '조정 요청' }, WAIT);
    await vi.waitFor(() => expect(note.textContent).toContain('조정 요청 · 전송 대기 중'), WAIT);
    // The send settles (and the sheet closes) just after the note shows.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(screen.queryByRole('button', { name: '조정 요청하기' })).toBeNull();
    const entries = await storedEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'offer-revision',
      method: 'POST',
      url: '/api/v2/users/offers/12/revision',
      state: 'queued',
    });
    expect(JSON.parse(entries[0]?.body ?? '{}')).toEqual({ wishes: ['재택근무'] });

    fireEvent.click(within(note).getByRole('button', { name: '삭제' }));
    await vi.waitFor(async () => expect(await storedEntries()).toEqual([]), WAIT);
    expect(await screen.findByRole('button', { name: '조정 요청하기' }, WAIT)).toBeDefined();
  });

  it('is sent with its first key once the connection is back, and the offer then shows it', async () => {
    const connection = offline();
    let current = waitingOffer();
    serve(
      () => current,
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await askForRevision();
    await screen.findByRole('status', { name: '조정 요청' }, WAIT);
    const [queued] = await storedEntries();

    connection.mockReturnValue(true);
    const keys = serve(
      () => current,
      () => {
        current = waitingOffer({
          revision: revision({ asked: { salaryMin: null, salaryMax: null, wishes: ['재택근무'], note: null } }),
        });
        return jsonResponse(current);
      },
    );
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.getByText('조정 요청을 보냈어요')).toBeDefined(), WAIT);
    expect(new Set(keys)).toEqual(new Set([queued?.id]));
    expect(await storedEntries()).toEqual([]);
  });
});
