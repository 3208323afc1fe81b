import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Offer } from '../../src/contract/offers';
import { expectError } from './helpers';
import { newCandidate, offerCalls, offerRow, sendCuration, sendOffer } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const REFUSED = '이미 거절한 제안입니다.';
const MATCHED = '이미 수락한 제안입니다.';
const CURATION = '큐레이션 제안은 큐레이션 화면에서 선택해 주세요.';
const SECOND_MS = 1_000;

describe.each(drivers)('the candidate’s answers to an offer on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { list, detail, history, refuse, like, accept } = offerCalls(() => app);

  it('marks an offer read on the first detail view, so it is no longer new', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    expect((await list(token)).offerItems[0].isNew).toBe(true);

    const first = await detail(token, offerId);
    expect(first).toMatchObject({ id: offerId, isNew: false, status: 'WAITING' });
    const readAt = (await offerRow(app, offerId)).readAt;
    expect(readAt).not.toBeNull();

    app.advance(SECOND_MS);
    await detail(token, offerId);
    expect((await offerRow(app, offerId)).readAt).toEqual(readAt);
    expect((await list(token)).offerItems[0].isNew).toBe(false);
  });

  it('answers 404 for another candidate’s offer, whatever the route, and leaves it alone', async () => {
    const owner = await newCandidate(app);
    const other = await newCandidate(app);
    const offerId = await sendOffer(app, owner.id);

    await expectError(await app.request(`/api/v2/users/offers/${offerId}`, { token: other.token }), 404, 'NOT_FOUND');
    await expectError(await refuse(other.token, offerId), 404, 'NOT_FOUND');
    await expectError(await like(other.token, { id: offerId, isLike: true }), 404, 'NOT_FOUND');
    await expectError(await accept(other.token, offerId), 404, 'NOT_FOUND');
    expect((await list(other.token)).offerItems).toEqual([]);
    expect((await history(other.token)).offerItems).toEqual([]);

    const stored = await offerRow(app, offerId);
    expect(stored).toMatchObject({ status: 'WAITING', isLike: false, readAt: null, refusalReason: null });
  });

  it('answers 404 for an id no offer has, and 400 for one no offer can have', async () => {
    const { token } = await newCandidate(app);
    await expectError(await app.request('/api/v2/users/offers/999999', { token }), 404, 'NOT_FOUND');
    await expectError(await refuse(token, 999999), 404, 'NOT_FOUND');
    await expectError(await like(token, { id: 999999, isLike: true }), 404, 'NOT_FOUND');
    // A body id no row can have is malformed input (every body id: tests/api/body-ids.test.ts).
    for (const id of [2 ** 40, -3]) {
      expect((await expectError(await like(token, { id, isLike: true }), 400, 'BAD_REQUEST')).status.field).toBe('id');
    }
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '9'.repeat(12)]) {
      const error = await expectError(await app.request(`/api/v2/users/offers/${id}`, { token }), 400, 'BAD_REQUEST');
      expect(error.status.field, id).toBe('id');
      await expectError(await refuse(token, id), 400, 'BAD_REQUEST');
    }
  });

  it('needs a candidate’s token on every route', async () => {
    const { id: candidateId } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const calls: [string, string][] = [
      ['GET', '/api/v3/users/offers'],
      ['GET', '/api/v2/users/offers/history'],
      ['GET', `/api/v2/users/offers/${offerId}`],
      ['PATCH', '/api/users/offers/like'],
      ['PATCH', `/api/v2/users/offers/refuse/${offerId}`],
    ];
    for (const [method, path] of calls) {
      await expectError(await app.request(path, method === 'GET' ? {} : { method, json: {} }), 401, 'UNAUTHORIZED');
    }
  });

  it('likes and un-likes an offer in any status', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const open = await sendOffer(app, candidateId);
    const refused = await sendOffer(app, candidateId, { from: 'agent', company: 'nuri-pay' });
    expect((await refuse(token, refused)).status).toBe(200);

    for (const id of [open, refused]) {
      const liked = await like(token, { id, isLike: true });
      expect(liked.status).toBe(200);
      expect(await liked.json()).toEqual({ id, isLike: true });
      expect((await detail(token, id)).isLike).toBe(true);
    }
    expect(await (await like(token, { id: open, isLike: false })).json()).toEqual({ id: open, isLike: false });
    expect((await offerRow(app, open)).isLike).toBe(false);
  });

  it('refuses a like without its fields, naming the field', async () => {
    const { token } = await newCandidate(app);
    const cases: [unknown, string][] = [
      [{ id: 1 }, 'isLike'],
      [{ isLike: true }, 'id'],
      [{ id: '1', isLike: true }, 'id'],
      [{ id: 1.5, isLike: true }, 'id'],
      [{ id: 1, isLike: 'yes' }, 'isLike'],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await like(token, body), 400, 'BAD_REQUEST');
      expect(error.status.field, JSON.stringify(body)).toBe(field);
    }
  });

  it('refuses an open offer once, keeping the reason', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);

    const response = await refuse(token, offerId, '  근무지가 멀어요  ');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, Offer)).toBe(true);
    expect(body).toMatchObject({ id: offerId, status: 'REFUSED', refusalReason: '근무지가 멀어요', selectedAt: null });
    expect((await offerRow(app, offerId)).answeredAt).not.toBeNull();

    await expectError(await refuse(token, offerId), 409, 'CONFLICT', REFUSED);
    await expectError(await accept(token, offerId), 409, 'CONFLICT', REFUSED);
  });

  it('does not refuse an accepted offer', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    expect((await accept(token, offerId)).status).toBe(201);
    await expectError(await refuse(token, offerId), 409, 'CONFLICT', MATCHED);
    expect((await offerRow(app, offerId)).status).toBe('MATCHED');
  });

  it('sends curation members to the curation screen instead of refusing or accepting them one by one', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const { offerIds } = await sendCuration(app, candidateId, ['nuri-pay', 'dodam-edu']);
    await expectError(await refuse(token, offerIds[0]), 409, 'CONFLICT', CURATION);
    await expectError(await accept(token, offerIds[1]), 409, 'CONFLICT', CURATION);
    expect((await offerRow(app, offerIds[0])).status).toBe('WAITING');
    expect((await detail(token, offerIds[0])).offerGroupId).not.toBeNull();
  });

  it('refuses a refusal without a reason, or with one too long', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    for (const reason of ['', '   ', 'a'.repeat(501), 42, null]) {
      const error = await expectError(await refuse(token, offerId, reason), 400, 'BAD_REQUEST');
      expect(error.status.field).toBe('refusalReason');
    }
    const missing = await app.request(`/api/v2/users/offers/refuse/${offerId}`, { method: 'PATCH', token, json: {} });
    expect((await expectError(missing, 400, 'BAD_REQUEST')).status.field).toBe('refusalReason');
    expect((await offerRow(app, offerId)).status).toBe('WAITING');
  });
});
