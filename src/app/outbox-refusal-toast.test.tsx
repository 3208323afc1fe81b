/**
 * app/outbox-refusal-toast.tsx: an acceptance the server turned down when it arrived from the
 * outbox is told wherever the candidate is, not only on the offer.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueWrite, outboxState, startOutbox } from '../lib/outbox-client';
import { tokensMirrored, writeTokens } from '../lib/tokens';
import { accessTokenFor, resetOutbox } from '../test-support/outbox';
import { OutboxRefusalToast } from './outbox-refusal-toast';

const fetchMock = vi.fn<typeof fetch>();
const closed = () =>
  new Response(JSON.stringify({ status: { code: 'OFFER_CLOSED', message: '선택 기간이 지난 제안이에요.' } }), {
    status: 409,
    headers: { 'Content-Type': 'application/json' },
  });

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

describe('OutboxRefusalToast', () => {
  it('says "마감이 지나 수락하지 못했어요" when a queued acceptance is refused on arrival', async () => {
    render(<OutboxRefusalToast />);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    startOutbox();
    await enqueueWrite({ kind: 'offer-accept', method: 'POST', path: '/v2.1/users/coffeechat', body: { offerId: 7 } });
    await vi.waitFor(() => expect(outboxState().entries[0]).toMatchObject({ waiting: 'network' }));
    expect(screen.queryByText('마감이 지나 수락하지 못했어요')).toBeNull();

    fetchMock.mockImplementation(async () => closed());
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('마감이 지나 수락하지 못했어요')).toBeTruthy();
  });
});
