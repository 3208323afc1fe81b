/**
 * The worker names the page's queries without importing the page (contract/persisted-cache.ts):
 * here, where both are in reach, the names are held to the page's own keys.
 */
import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CURRENT_OFFERS_KEY, MESSAGE_ROOMS_KEY, OFFER_SUMMARY_KEY } from '../contract/persisted-cache';
import { offerKeys, offerListQuery } from '../features/offers/api';
import { messageRoomsKey } from '../lib/message-rooms';

describe('the query keys the worker refreshes', () => {
  it('are the keys the page reads the offers, the offer summary and the rooms under', () => {
    expect(hashKey(CURRENT_OFFERS_KEY)).toBe(hashKey(offerListQuery('current').queryKey));
    expect(hashKey(OFFER_SUMMARY_KEY)).toBe(hashKey(offerKeys.attack));
    expect(hashKey(MESSAGE_ROOMS_KEY)).toBe(hashKey(messageRoomsKey));
  });
});
