import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerExpiry } from '../../server/domain/offer-clock';
import { sweepExpiredOffers } from '../../server/domain/offer-expiry';
import { Offer, OfferHistory, OfferList } from '../../src/contract/offers';
import { expectError } from './helpers';
import {
  companyOf,
  groupRow,
  newCandidate,
  offerRow,
  RECRUITER_COMPANY,
  sendCuration,
  sendOffer,
  tokenFor,
  untilPast,
} from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const EXPIRED = '선택 기간이 지난 제안입니다.';
const REFUSED = '이미 거절한 제안입니다.';
const MATCHED = '이미 수락한 제안입니다.';
const CURATION = '큐레이션 제안은 큐레이션 화면에서 선택해 주세요.';
const SECOND_MS = 1_000;

describe.each(drivers)('the candidate’s offers on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function list(token: string, query = ''): Promise<OfferList> {
    const response = await app.request(`/api/v3/users/offers${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, OfferList), JSON.stringify(body)).toBe(true);
    return body as OfferList;
  }

  async function detail(token: string, id: number): Promise<Offer> {
    const response = await app.request(`/api/v2/users/offers/${id}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, Offer), JSON.stringify(body)).toBe(true);
    return body as Offer;
  }

  async function history(token: string, query = ''): Promise<OfferHistory> {
    const response = await app.request(`/api/v2/users/offers/history${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, OfferHistory), JSON.stringify(body)).toBe(true);
    return body as OfferHistory;
  }

  const refuse = (token: string, id: number | string, refusalReason: unknown = '연봉이 맞지 않아요') =>
    app.request(`/api/v2/users/offers/refuse/${id}`, { method: 'PATCH', token, json: { refusalReason } });
  const like = (token: string, json: unknown) =>
    app.request('/api/users/offers/like', { method: 'PATCH', token, json });
  const accept = (token: string, offerId: number) =>
    app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } });
  const ids = (body: { offerItems: { id: number }[] }) => body.offerItems.map((item) => item.id);

  it('lists a new offer as open, with the card the app shows', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const company = await companyOf(app, RECRUITER_COMPANY);
    const stored = await offerRow(app, offerId);

    const body = await list(token);
    expect(body.counts).toEqual({ current: 1, selected: 0, expired: 0 });
    expect(body.offerItems).toEqual([
      {
        id: offerId,
        companyId: company.id,
        name: company.name,
        logo: company.logoPath,
        domain: company.domain,
        salaryMin: 7000,
        salaryMax: 8500,
        increaseRate: 15,
        createdAt: stored.createdAt.toISOString(),
        expiredAt: offerExpiry(stored.createdAt).toISOString(),
        selectedAt: null,
        offerGroupId: null,
        type: 'NORMAL',
        status: 'WAITING',
        isNew: true,
        isMaster: false,
        operatorName: null,
        position: '백엔드 개발자',
        link: null,
        offerItems: ['스톡옵션', '재택근무'],
        message: '함께 일하고 싶습니다.',
        isJustMessage: false,
        isMatched: false,
        isExpired: false,
        isLike: false,
        refusalReason: null,
        coffeechatId: null,
      },
    ]);
  });

  it('shows an offer from the agent or an operator as 볼트X’s, with the sender’s name', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    await sendOffer(app, candidateId, { from: 'agent', company: 'nuri-pay' });
    app.advance(SECOND_MS);
    await sendOffer(app, candidateId, { from: 'operator', company: 'garam-market' });

    const cards = (await list(token)).offerItems;
    expect(cards.map((card) => [card.name, card.isMaster, card.operatorName])).toEqual([
      ['가람마켓', true, '볼트X 운영자'],
      ['누리페이', true, '볼트X 에이전트'],
    ]);
  });

  it('lists the newest first, curation members among them with their group', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const first = await sendOffer(app, candidateId);
    app.advance(SECOND_MS);
    const { groupId, offerIds } = await sendCuration(app, candidateId, ['nuri-pay', 'seulgiro-ai']);
    app.advance(SECOND_MS);
    const last = await sendOffer(app, candidateId, { from: 'agent', company: 'maru-cloud' });

    const body = await list(token);
    expect(ids(body)).toEqual([last, offerIds[1], offerIds[0], first]);
    expect(body.offerItems.map((card) => card.offerGroupId)).toEqual([null, groupId, groupId, null]);
    expect(body.offerItems[1].type).toBe('SUPER_CURATION');
    expect(body.counts).toEqual({ current: 4, selected: 0, expired: 0 });
  });

  it('sorts accepted offers into the selected list and refused ones into the expired list', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const accepted = await sendOffer(app, candidateId);
    const refused = await sendOffer(app, candidateId, { from: 'agent', company: 'nuri-pay' });
    const open = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu' });
    expect((await accept(token, accepted)).status).toBe(201);
    expect((await refuse(token, refused)).status).toBe(200);

    const current = await list(token);
    const selected = await list(token, '?isSelected=true');
    const expired = await list(token, '?isExpired=true');
    expect(ids(current)).toEqual([open]);
    expect(ids(selected)).toEqual([accepted]);
    expect(ids(expired)).toEqual([refused]);
    for (const body of [current, selected, expired])
      expect(body.counts).toEqual({ current: 1, selected: 1, expired: 1 });
    expect(selected.offerItems[0]).toMatchObject({
      status: 'MATCHED',
      isMatched: true,
      coffeechatId: expect.any(Number),
    });
    expect(selected.offerItems[0].selectedAt).not.toBeNull();
    expect(expired.offerItems[0]).toMatchObject({
      status: 'REFUSED',
      isExpired: false,
      refusalReason: '연봉이 맞지 않아요',
    });
    expect(ids(await list(token, '?isSelected=false&isExpired=false'))).toEqual([open]);
  });

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

  it('answers 404 for an id no offer has, and 400 for one that is not a positive number', async () => {
    const { token } = await newCandidate(app);
    await expectError(await app.request('/api/v2/users/offers/999999', { token }), 404, 'NOT_FOUND');
    await expectError(await refuse(token, 999999), 404, 'NOT_FOUND');
    await expectError(await like(token, { id: 2 ** 40, isLike: true }), 404, 'NOT_FOUND');
    await expectError(await like(token, { id: -3, isLike: true }), 404, 'NOT_FOUND');
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
    expect(swept.offers).toBeGreaterThanOrEqual(2);
    expect(swept.groups).toBeGreaterThanOrEqual(1);
    expect((await offerRow(app, overdue)).status).toBe('EXPIRED');
    expect((await offerRow(app, offerIds[0])).status).toBe('EXPIRED');
    expect((await groupRow(app, groupId)).status).toBe('EXPIRED');
    expect((await offerRow(app, refused)).status).toBe('REFUSED');
    expect((await offerRow(app, fresh)).status).toBe('WAITING');
    expect(await sweepExpiredOffers(app.deps.db, app.deps.now())).toEqual({ offers: 0, groups: 0 });

    const token = await tokenFor(app, candidateId);
    expect((await list(token)).counts).toEqual({ current: 1, selected: 0, expired: 3 });
  });

  it('lists the whole history newest first, or only the accepted offers', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const first = await sendOffer(app, candidateId);
    app.advance(SECOND_MS);
    const second = await sendOffer(app, candidateId, {
      from: 'agent',
      company: 'nuri-pay',
      position: '데이터 엔지니어',
    });
    app.advance(SECOND_MS);
    const third = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu' });
    expect((await accept(token, second)).status).toBe(201);
    expect((await refuse(token, third)).status).toBe(200);

    const all = await history(token);
    expect(ids(all)).toEqual([third, second, first]);
    expect(all.offerItems.map((item) => item.status)).toEqual(['REFUSED', 'MATCHED', 'WAITING']);
    const accepted = await history(token, '?isSelected=true');
    expect(accepted.offerItems).toEqual([
      {
        id: second,
        name: '누리페이',
        logo: '/logos/nuri-pay.svg',
        position: '데이터 엔지니어',
        salaryMin: 7000,
        salaryMax: 8500,
        status: 'MATCHED',
        type: 'SUPER',
        createdAt: (await offerRow(app, second)).createdAt.toISOString(),
        selectedAt: expect.any(String),
      },
    ]);
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
