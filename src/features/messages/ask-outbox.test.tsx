/**
 * features/messages/ask-outbox.tsx: an inquiry from /ask that found no server waits in the outbox
 * under the key of its first attempt, reads 문의 · 전송 대기 중 with 삭제, and once the server
 * answers it is sent with that key and /ask opens the room it made.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxState } from '../../lib/outbox-client';
import { tokensMirrored } from '../../lib/tokens';
import { resetOutbox, storedEntries } from '../../test-support/outbox';
import { QueuedInquiries, queueInquiry } from './ask-outbox';
import { jsonResponse, page, renderWithApp, room, signInAsCandidate } from './messages-test-support';

const fetchMock = vi.fn<typeof fetch>();
const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

beforeEach(async () => {
  await resetOutbox();
  signInAsCandidate();
  await tokensMirrored();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await resetOutbox();
});

const inquiry = { message: '연결되면 보내 주세요.', from: '/my' };

describe('the /ask queue', () => {
  it('shows a waiting inquiry with 삭제, which takes it out of the outbox', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithApp(<QueuedInquiries />, '/ask');
    await queueInquiry(inquiry, 'ask-key-1');

    const note = await screen.findByRole('status', { name: '문의' });
    await vi.waitFor(() => expect(note.textContent).toContain('문의 · 전송 대기 중'));
    fireEvent.click(within(note).getByRole('button', { name: '삭제' }));
    await vi.waitFor(async () => expect(await storedEntries()).toEqual([]));
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: '문의' })).toBeNull());
  });

  it('sends it with the key of its first attempt once the server answers, and opens the room it made', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { location } = renderWithApp(<QueuedInquiries />, '/ask');
    await queueInquiry(inquiry, 'ask-key-2');
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ waiting: 'network' }));

    fetchMock.mockImplementation(async () => jsonResponse(page({ room: room({ roomId: 31 }) }), 201));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/my/message?room=31'));
    expect(new Set(keysSent())).toEqual(new Set(['ask-key-2']));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(inquiry);
  });
});
