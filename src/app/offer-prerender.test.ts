/**
 * The worker draws an offer's page under the top area its route has (offer-prerender.tsx cannot
 * import the route table: its pages' code would all come into the worker's script).
 */
import { describe, expect, it } from 'vitest';
import { candidateRoutes } from './candidate-routes';
import { OFFER_PAGE_NAV } from './offer-prerender';

describe('the worker’s drawing of an offer’s page', () => {
  it('has the top area of the offer’s route', () => {
    const { path: _path, page: _page, ...nav } = candidateRoutes.find((route) => route.path === '/my/result/:id') ?? {};
    expect(nav).toEqual(OFFER_PAGE_NAV);
  });
});
