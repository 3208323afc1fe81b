import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, OfferGroup } from '../../src/contract/offers';
import { expectError } from './helpers';
import { newCandidate, sendCuration, sendOffer } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the sandbox ends a selection period on request (%s)', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const expire = (token: string | undefined, json: unknown) =>
    app.request('/api/sandbox/offers/expire', { method: 'POST', token, json });

  it('expires the caller own offer at once', async () => {
    const candidate = await newCandidate(app);
    const offerId = await sendOffer(app, candidate.id);
    expect((await expire(candidate.token, { offerId })).status).toBe(200);
    const offer = await (await app.request(`/api/v2/users/offers/${offerId}`, { token: candidate.token })).json();
    expect(offer).toMatchObject({ status: 'EXPIRED', isExpired: true });
  });

  it('expires a curation group with its offers', async () => {
    const candidate = await newCandidate(app);
    const { groupId } = await sendCuration(app, candidate.id, ['hanbit-mobility', 'nuri-pay']);
    expect((await expire(candidate.token, { groupId })).status).toBe(200);
    const group = (await (
      await app.request(`/api/users/offers/group/${groupId}`, { token: candidate.token })
    ).json()) as OfferGroup;
    expect(group.status).toBe('EXPIRED');
    expect(group.offerItems.map((item: { status: string }) => item.status)).toEqual(['EXPIRED', 'EXPIRED']);
  });

  it("never touches another candidate's offer, and needs a session", async () => {
    const owner = await newCandidate(app);
    const stranger = await newCandidate(app);
    const offerId = await sendOffer(app, owner.id);
    await expectError(await expire(stranger.token, { offerId }), 404, 'NOT_FOUND');
    await expectError(await expire(undefined, { offerId }), 401, 'UNAUTHORIZED');
    const offer = (await (
      await app.request(`/api/v2/users/offers/${offerId}`, { token: owner.token })
    ).json()) as Offer;
    expect(offer.status).toBe('WAITING');
  });

  it('refuses a body that names nothing', async () => {
    const candidate = await newCandidate(app);
    await expectError(await expire(candidate.token, { offerId: 'x' }), 400, 'BAD_REQUEST');
  });
});
