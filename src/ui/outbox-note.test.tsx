/**
 * ui/outbox-note.tsx: a decision waiting in the outbox reads 전송 대기 중 with 삭제 where it was
 * made, 전송 중 without 삭제 only while a drain holds it, and a refusal on arrival says so with 확인.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../contract/outbox';
import { enqueueWrite, outboxState } from '../lib/outbox-client';
import { tokensMirrored, writeTokens } from '../lib/tokens';
import { accessTokenFor, resetOutbox, storedEntries } from '../test-support/outbox';
import { OutboxNote } from './outbox-note';

const fetchMock = vi.fn<typeof fetch>();

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

const like = {
  kind: 'offer-like',
  method: 'PATCH',
  path: '/users/offers/like',
  body: { id: 7, isLike: true },
} as const;

/** A like that found no connection and waits, as the page reads it. */
async function waitingLike(): Promise<OutboxEntry> {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await enqueueWrite(like);
  await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ state: 'queued', waiting: 'network' }));
  return outboxState().entries[0] as OutboxEntry;
}

describe('OutboxNote', () => {
  it('shows a waiting decision as 전송 대기 중 with 삭제, which takes it out of the outbox', async () => {
    const entry = await waitingLike();
    render(<OutboxNote entry={entry} what="관심 제안" />);

    const note = screen.getByRole('status', { name: '관심 제안' });
    expect(note.textContent).toContain('관심 제안 · 전송 대기 중');
    expect(note.textContent).toContain('연결되면 자동으로 보내요.');
    fireEvent.click(within(note).getByRole('button', { name: '삭제' }));
    await vi.waitFor(async () => expect(await storedEntries()).toEqual([]));
  });

  it('shows 전송 중 without 삭제 while a drain holds it (it may be on the server already)', async () => {
    const entry = await waitingLike();
    render(<OutboxNote entry={{ ...entry, sendingAt: new Date().toISOString() }} what="관심 제안" />);

    const note = screen.getByRole('status', { name: '관심 제안' });
    expect(note.textContent).toContain('관심 제안 · 전송 중');
    expect(within(note).queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it("says a refusal on arrival in the page's sentence with the server's reason, and 확인 clears it", async () => {
    const entry = await waitingLike();
    const refused: OutboxEntry = {
      ...entry,
      state: 'refused',
      refusal: { status: 409, code: 'OFFER_CLOSED', message: '선택 기간이 지난 제안이에요.' },
    };
    render(<OutboxNote entry={refused} what="커피챗 수락" refusedText="마감이 지나 수락하지 못했어요" />);

    const alert = screen.getByRole('alert', { name: '커피챗 수락' });
    expect(alert.textContent).toContain('마감이 지나 수락하지 못했어요');
    expect(alert.textContent).toContain('선택 기간이 지난 제안이에요.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await vi.waitFor(async () => expect(await storedEntries()).toEqual([]));
  });
});
