/** These tests move the clock by a week: each one has an app of its own, so no other test's time moves. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredOffers } from '../../server/features/offers/offer-expiry';
import { expectError } from './helpers';
import {
  groupRow,
  newCandidate,
  offerCalls,
  offerRow,
  sendCuration,
  sendOffer,
  tokenFor,
  untilPast,
} from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const EXPIRED = '선택 기간이 지난 제안입니다.';
const SECOND_MS = 1_000;

describe.each(drivers)('the expiry of the candidate’s offers on %s', (driver) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp(driver);
  });
  afterEach(() => app?.close());

  const { list, detail, history, refuse, accept } = offerCalls(() => app);

  it('keeps an offer open until 23:59:59 KST of the seventh day, and expired from then on everywhere', async () => {
    const { id: candidateId } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const { expiresAt } = await offerRow(app, offerId);

    app.advance(untilPast(app, expiresAt, -SECOND_MS));
    let token = await tokenFor(app, candidateId);
    expect((await list(token)).counts).toEqual({ current: 1, selected: 0, expired: 0 });
    expect((await detail(token, offerId)).status).toBe('WAITING');

    app.advance(2 * SECOND_MS);
    token = await tokenFor(app, candidateId);
    const current = await list(token);
    expect(current.offerItems).toEqual([]);
    expect(current.counts).toEqual({ current: 0, selected: 0, expired: 1 });
    expect((await list(token, '?isExpired=true')).offerItems[0]).toMatchObject({
      id: offerId,
      status: 'EXPIRED',
      isExpired: true,
    });
    expect((await detail(token, offerId)).status).toBe('EXPIRED');
    expect((await history(token)).offerItems[0].status).toBe('EXPIRED');
    await expectError(await refuse(token, offerId), 409, 'CONFLICT', EXPIRED);
    await expectError(await accept(token, offerId), 409, 'CONFLICT', EXPIRED);
    expect((await offerRow(app, offerId)).status).toBe('WAITING');
  });

  it('stores EXPIRED on overdue offers and groups when swept, and nothing else', async () => {
    const { id: candidateId } = await newCandidate(app);
    const overdue = await sendOffer(app, candidateId);
    const { groupId, offerIds } = await sendCuration(app, candidateId, ['nuri-pay']);
    const refused = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu' });
    expect((await refuse(await tokenFor(app, candidateId), refused)).status).toBe(200);
    app.advance(untilPast(app, (await offerRow(app, overdue)).expiresAt, SECOND_MS));
    const fresh = await sendOffer(app, candidateId, { from: 'agent', company: 'maru-cloud' });

    const swept = await sweepExpiredOffers(app.deps.db, app.deps.now());
    expect(swept).toEqual({ offers: 2, groups: 1 });
    expect((await offerRow(app, overdue)).status).toBe('EXPIRED');
    expect((await offerRow(app, offerIds[0])).status).toBe('EXPIRED');
    expect((await groupRow(app, groupId)).status).toBe('EXPIRED');
    expect((await offerRow(app, refused)).status).toBe('REFUSED');
    expect((await offerRow(app, fresh)).status).toBe('WAITING');
    expect(await sweepExpiredOffers(app.deps.db, app.deps.now())).toEqual({ offers: 0, groups: 0 });

    const token = await tokenFor(app, candidateId);
    expect((await list(token)).counts).toEqual({ current: 1, selected: 0, expired: 3 });
  });
});
