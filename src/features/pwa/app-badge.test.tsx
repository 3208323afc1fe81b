import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageRoomList } from '../../contract/messages';
import type { MyAttack, OfferList } from '../../contract/offers';
import { CURRENT_OFFERS_KEY, MESSAGE_ROOMS_KEY, OFFER_SUMMARY_KEY } from '../../contract/persisted-cache';
import { useAppBadge, waitingCount } from './app-badge';

const counts = (current: number) => ({ current, selected: 0, expired: 1 });
const offerList = (current: number): OfferList => ({ offerItems: [], counts: counts(current) });
const summary = (current: number): MyAttack => ({
  isActivate: true,
  isSubmitted: true,
  attackExpiredAt: null,
  counts: counts(current),
  recentOfferItem: null,
});
const rooms = (unreadCount: number): MessageRoomList => ({ items: [], unreadCount });

function badging() {
  return { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
}

function renderBadge(client: QueryClient, signedIn: boolean, navigator: object) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ signedIn: now }) => useAppBadge(now, navigator), { wrapper, initialProps: { signedIn } });
}

describe('waitingCount', () => {
  it('adds the offers awaiting an answer to the unread messages, from the newer of the list and the summary', () => {
    const client = new QueryClient();
    client.setQueryData(CURRENT_OFFERS_KEY, offerList(2), { updatedAt: 1_000 });
    client.setQueryData(MESSAGE_ROOMS_KEY, rooms(3));
    expect(waitingCount(client)).toBe(5);

    client.setQueryData(OFFER_SUMMARY_KEY, summary(4), { updatedAt: 2_000 });
    expect(waitingCount(client)).toBe(7);
    client.setQueryData(CURRENT_OFFERS_KEY, offerList(1), { updatedAt: 3_000 });
    expect(waitingCount(client)).toBe(4);
  });

  it('knows nothing until both the offers and the rooms are in the cache', () => {
    const client = new QueryClient();
    expect(waitingCount(client)).toBeUndefined();
    client.setQueryData(MESSAGE_ROOMS_KEY, rooms(3));
    expect(waitingCount(client)).toBeUndefined();
    client.setQueryData(OFFER_SUMMARY_KEY, summary(0));
    expect(waitingCount(client)).toBe(3);
  });
});

describe('useAppBadge', () => {
  it('follows the cache as offers and rooms are read, and clears the badge once nothing waits', () => {
    const client = new QueryClient();
    const navigator = badging();
    client.setQueryData(CURRENT_OFFERS_KEY, offerList(1));
    renderBadge(client, true, navigator);
    // The rooms are not known yet: the badge the worker set stays.
    expect(navigator.setAppBadge).not.toHaveBeenCalled();

    act(() => client.setQueryData(MESSAGE_ROOMS_KEY, rooms(2)));
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(3);
    act(() => client.setQueryData(MESSAGE_ROOMS_KEY, rooms(2)));
    expect(navigator.setAppBadge).toHaveBeenCalledOnce();

    act(() => client.setQueryData(MESSAGE_ROOMS_KEY, rooms(0)));
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(1);
    act(() => client.setQueryData(CURRENT_OFFERS_KEY, offerList(0)));
    expect(navigator.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('clears the badge when the candidate signs out', () => {
    const client = new QueryClient();
    const navigator = badging();
    client.setQueryData(CURRENT_OFFERS_KEY, offerList(1));
    client.setQueryData(MESSAGE_ROOMS_KEY, rooms(1));
    const view = renderBadge(client, true, navigator);
    expect(navigator.setAppBadge).toHaveBeenLastCalledWith(2);

    view.rerender({ signedIn: false });

    expect(navigator.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('does nothing where the browser has no badge, and survives one that refuses it', () => {
    const client = new QueryClient();
    client.setQueryData(CURRENT_OFFERS_KEY, offerList(1));
    client.setQueryData(MESSAGE_ROOMS_KEY, rooms(1));
    expect(() => renderBadge(client, true, {})).not.toThrow();

    const refusing = { setAppBadge: vi.fn(() => Promise.reject(new DOMException('', 'NotAllowedError'))) };
    renderBadge(client, true, refusing);
    expect(refusing.setAppBadge).toHaveBeenCalledWith(2);
  });
});
