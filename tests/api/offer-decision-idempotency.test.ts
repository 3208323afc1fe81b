/**
 * Offer decisions take an Idempotency-Key: the app's outbox replays a like, a refusal,
 * an acceptance, a curation answer and an attack-period extension made offline, and each must
 * apply once however often it arrives. The server judges by its own clock on arrival: a decision
 * that arrives after the deadline is refused (409), and the refusal keeps no key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAttack } from '../../src/contract/offers';
import { expectError } from './helpers';
import { newKey } from './message-fixtures';
import {
  coffeechatsOf,
  groupRow,
  markSubmitted,
  newCandidate,
  offerRow,
  sendCuration,
  sendOffer,
  tokenFor,
  untilPast,
} from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60_000;

describe.each(drivers)('offer decisions with an Idempotency-Key on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const call = (token: string, method: 'PATCH' | 'POST', path: string, json: unknown, key: string) =>
    app.request(path, { method, token, json, headers: { 'Idempotency-Key': key } });

  async function twice(token: string, method: 'PATCH' | 'POST', path: string, json: unknown) {
    const key = newKey();
    const first = await call(token, method, path, json, key);
    expect(first.status, await first.clone().text()).toBeLessThan(300);
    const replay = await call(token, method, path, json, key);
    expect(replay.status).toBe(first.status);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
  }

  it('accepts an offer once: a replay opens no second coffee chat', async () => {
    const { id, token } = await newCandidate(app);
    const offerId = await sendOffer(app, id);
    await twice(token, 'POST', '/api/v2.1/users/coffeechat', { offerId });
    expect(await coffeechatsOf(app, offerId)).toHaveLength(1);
    expect((await offerRow(app, offerId)).status).toBe('MATCHED');
  });

  it('refuses and likes once, answering the first response to a replay', async () => {
    const { id, token } = await newCandidate(app);
    const offerId = await sendOffer(app, id);
    await twice(token, 'PATCH', '/api/users/offers/like', { id: offerId, isLike: true });
    expect((await offerRow(app, offerId)).isLike).toBe(true);
    await twice(token, 'PATCH', `/api/v2/users/offers/refuse/${offerId}`, {
      refusalReason: '지금은 이직 생각이 없어요',
    });
    expect((await offerRow(app, offerId)).status).toBe('REFUSED');
  });

  it('answers a curation once', async () => {
    const { id, token } = await newCandidate(app);
    const { groupId, offerIds } = await sendCuration(app, id, ['hanbit-mobility']);
    await twice(token, 'PATCH', `/api/users/offers/group/${groupId}`, {
      groupId,
      isLike: true,
      offerItems: [offerIds[0]],
    });
    expect((await groupRow(app, groupId)).status).toBe('MATCHED');
    expect(await coffeechatsOf(app, offerIds[0])).toHaveLength(1);
  });

  it('extends the attack period once per key', async () => {
    const { id, token } = await newCandidate(app);
    await markSubmitted(app, id, app.deps.now());
    const before = (await (await app.request('/api/v3/users/my/attack', { token })).json()) as MyAttack;
    const key = newKey();
    const first = await call(token, 'PATCH', '/api/v2/users/attack', { month: 1 }, key);
    expect(first.status).toBe(200);
    const extended = (await first.json()) as MyAttack;
    const replay = await call(token, 'PATCH', '/api/v2/users/attack', { month: 1 }, key);
    expect(await replay.json()).toEqual(extended);
    const after = (await (await app.request('/api/v3/users/my/attack', { token })).json()) as MyAttack;
    expect(after.attackExpiredAt).not.toBe(before.attackExpiredAt);
    expect(after.attackExpiredAt).toBe(extended.attackExpiredAt);
  });

  it('judges an acceptance by the clock on arrival, and keeps no key for the refusal', async () => {
    const { id } = await newCandidate(app);
    const offerId = await sendOffer(app, id);
    const { expiresAt } = await offerRow(app, offerId);
    app.advance(untilPast(app, expiresAt, DAY_MS));
    const token = await tokenFor(app, id);
    const key = newKey();
    await expectError(await call(token, 'POST', '/api/v2.1/users/coffeechat', { offerId }, key), 409, 'CONFLICT');
    const again = await call(token, 'POST', '/api/v2.1/users/coffeechat', { offerId }, key);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    await expectError(again, 409, 'CONFLICT');
    expect(await coffeechatsOf(app, offerId)).toHaveLength(0);
  });
});
