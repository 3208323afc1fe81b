import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../server/domain/offer-clock';
import { MyAttack } from '../../src/contract/offers';
import { expectError } from './helpers';
import { markSubmitted, newCandidate, offerRow, sendCuration, sendOffer, tokenFor, untilPast } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const NOT_SUBMITTED = '프로필을 먼저 제출해 주세요.';
const INACTIVE = '제안 받기가 중지된 프로필입니다.';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(drivers)('the attack period on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function attack(token: string): Promise<MyAttack> {
    const response = await app.request('/api/v3/users/my/attack', { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, MyAttack), JSON.stringify(body)).toBe(true);
    return body as MyAttack;
  }

  const extend = (token: string, month: unknown) =>
    app.request('/api/v2/users/attack', { method: 'PATCH', token, json: { month } });

  async function extended(token: string, month: number): Promise<MyAttack> {
    const response = await extend(token, month);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, MyAttack)).toBe(true);
    return body as MyAttack;
  }

  it('reports a profile never submitted, with nothing received', async () => {
    const { token } = await newCandidate(app);
    expect(await attack(token)).toEqual({
      isActivate: true,
      isSubmitted: false,
      attackExpiredAt: null,
      counts: { current: 0, selected: 0, expired: 0 },
      recentOfferItem: null,
    });
    await expectError(await extend(token, 1), 409, 'CONFLICT', NOT_SUBMITTED);
  });

  it('runs 30 days from the submit, and each extension adds months to the end', async () => {
    const { id, token } = await newCandidate(app);
    const submittedAt = app.deps.now();
    await markSubmitted(app, id, submittedAt);
    const end = new Date(submittedAt.getTime() + 30 * DAY_MS);
    expect(await attack(token)).toMatchObject({ isSubmitted: true, attackExpiredAt: end.toISOString() });

    const twoMonths = addMonths(end, 2);
    expect((await extended(token, 2)).attackExpiredAt).toBe(twoMonths.toISOString());
    expect((await extended(token, 1)).attackExpiredAt).toBe(addMonths(twoMonths, 1).toISOString());
    expect((await attack(token)).attackExpiredAt).toBe(addMonths(twoMonths, 1).toISOString());
  });

  it('extends a period that is already over from now', async () => {
    const { id } = await newCandidate(app);
    await markSubmitted(app, id, new Date(app.deps.now().getTime() - 40 * DAY_MS));
    const token = await tokenFor(app, id);

    const body = await extended(token, 3);
    const newEnd = new Date(body.attackExpiredAt as string).getTime();
    const expected = addMonths(app.deps.now(), 3).getTime();
    expect(Math.abs(newEnd - expected)).toBeLessThan(60_000);
  });

  it('adds up extensions fired at once', async () => {
    const { id, token } = await newCandidate(app);
    const submittedAt = app.deps.now();
    await markSubmitted(app, id, submittedAt);
    const end = new Date(submittedAt.getTime() + 30 * DAY_MS);

    const responses = await Promise.all([extend(token, 1), extend(token, 1)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect((await attack(token)).attackExpiredAt).toBe(addMonths(addMonths(end, 1), 1).toISOString());
  });

  it('does not extend a profile that stopped receiving offers', async () => {
    const { id, token } = await newCandidate(app);
    await markSubmitted(app, id, app.deps.now(), false);
    expect((await attack(token)).isActivate).toBe(false);
    await expectError(await extend(token, 1), 409, 'CONFLICT', INACTIVE);
  });

  it('extends by 1 to 3 whole months only', async () => {
    const { id, token } = await newCandidate(app);
    await markSubmitted(app, id, app.deps.now());
    for (const month of [0, 4, -1, 1.5, '1', null]) {
      const error = await expectError(await extend(token, month), 400, 'BAD_REQUEST');
      expect(error.status.field, String(month)).toBe('month');
    }
    const missing = await app.request('/api/v2/users/attack', { method: 'PATCH', token, json: {} });
    expect((await expectError(missing, 400, 'BAD_REQUEST')).status.field).toBe('month');
  });

  it('counts the offers in each list', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    const accepted = await sendOffer(app, id, { from: 'agent', company: 'nuri-pay' });
    await sendOffer(app, id, { from: 'agent', company: 'dodam-edu' });
    const refused = await sendOffer(app, id, { from: 'agent', company: 'maru-cloud' });
    await app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId: accepted } });
    await app.request(`/api/v2/users/offers/refuse/${refused}`, {
      method: 'PATCH',
      token,
      json: { refusalReason: '다음에요' },
    });
    expect((await attack(token)).counts).toEqual({ current: 2, selected: 1, expired: 1 });
  });

  it('points the banner at the newest offer or curation that can still be answered', async () => {
    const { id, token } = await newCandidate(app);
    const older = await sendOffer(app, id);
    app.advance(1_000);
    const newer = await sendOffer(app, id, { from: 'agent', company: 'nuri-pay' });
    const newerRow = await offerRow(app, newer);
    expect((await attack(token)).recentOfferItem).toEqual({
      id: newer,
      offerGroupId: null,
      expiredAt: newerRow.expiresAt.toISOString(),
    });

    app.advance(1_000);
    const { groupId } = await sendCuration(app, id, ['maru-cloud', 'dodam-edu']);
    const recent = (await attack(token)).recentOfferItem;
    expect(recent).toMatchObject({ id: null, offerGroupId: groupId });

    const answer = await app.request(`/api/users/offers/group/${groupId}`, {
      method: 'PATCH',
      token,
      json: { groupId, isLike: false, offerItems: [] },
    });
    expect(answer.status).toBe(200);
    expect((await attack(token)).recentOfferItem).toMatchObject({ id: newer, offerGroupId: null });

    await app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId: newer } });
    expect((await attack(token)).recentOfferItem).toMatchObject({ id: older, offerGroupId: null });

    app.advance(untilPast(app, (await offerRow(app, older)).expiresAt, 1_000));
    expect((await attack(await tokenFor(app, id))).recentOfferItem).toBeNull();
  });

  it('needs a candidate’s token', async () => {
    await expectError(await app.request('/api/v3/users/my/attack'), 401, 'UNAUTHORIZED');
    await expectError(
      await app.request('/api/v2/users/attack', { method: 'PATCH', json: { month: 1 } }),
      401,
      'UNAUTHORIZED',
    );
  });
});
