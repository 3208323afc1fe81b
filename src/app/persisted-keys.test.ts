/**
 * The worker names the page's queries without importing the page (contract/persisted-cache.ts):
 * here, where both are in reach, the names are held to the page's own keys.
 */
import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_OFFERS_KEY,
  HEALTH_KEY,
  MESSAGE_ROOMS_KEY,
  OFFER_LIST_KEYS,
  OFFER_SUMMARY_KEY,
  offerCompanyKey,
  offerDetailKey,
} from '../contract/persisted-cache';
import { offerKeys, offerListQuery } from '../features/offers/api';
import { messageRoomsKey } from '../lib/message-rooms';
import { healthKey } from '../lib/query-client';

describe('the query keys the worker reads and refreshes', () => {
  it('are the keys the page reads the offers, the offer summary and the rooms under', () => {
    expect(hashKey(CURRENT_OFFERS_KEY)).toBe(hashKey(offerListQuery('current').queryKey));
    expect(hashKey(OFFER_SUMMARY_KEY)).toBe(hashKey(offerKeys.attack));
    expect(hashKey(MESSAGE_ROOMS_KEY)).toBe(hashKey(messageRoomsKey));
  });

  it('are the keys the page reads an offer, its lists, its company and the health under', () => {
    expect(hashKey(offerDetailKey(12))).toBe(hashKey(offerKeys.detail(12)));
    expect(hashKey(offerCompanyKey(12))).toBe(hashKey(offerKeys.company(12)));
    expect(OFFER_LIST_KEYS.map(hashKey)).toEqual(
      (['current', 'select', 'expired'] as const).map((mode) => hashKey(offerListQuery(mode).queryKey)),
    );
    expect(hashKey(HEALTH_KEY)).toBe(hashKey(healthKey));
  });
});
