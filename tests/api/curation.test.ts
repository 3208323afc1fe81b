import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferCompany } from '../../src/contract/meetings';
import { OfferGroup, type OfferGroupAnswer, OfferList } from '../../src/contract/offers';
import { expectError } from './helpers';
import { coffeechatsOf, groupRow, newCandidate, offerRow, sendCuration, tokenFor, untilPast } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const GROUP_EXPIRED = '선택 기간이 지난 큐레이션입니다.';
const GROUP_ANSWERED = '이미 응답한 큐레이션입니다.';
const CHOOSE_COMPANY = '한 곳 이상의 회사를 선택해 주세요.';
const NOT_CHOSEN = '큐레이션에서 선택하지 않음';
const COMPANIES = ['nuri-pay', 'seulgiro-ai', 'maru-cloud'] as const;

describe.each(drivers)('curation groups on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const get = (token: string, groupId: number | string) => app.request(`/api/users/offers/group/${groupId}`, { token });
  const answer = (token: string, groupId: number | string, json: Partial<OfferGroupAnswer> | Record<string, unknown>) =>
    app.request(`/api/users/offers/group/${groupId}`, { method: 'PATCH', token, json });

  async function read(token: string, groupId: number): Promise<OfferGroup> {
    const response = await get(token, groupId);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, OfferGroup), JSON.stringify(body)).toBe(true);
    return body as OfferGroup;
  }

  async function answered(token: string, groupId: number, body: Omit<OfferGroupAnswer, 'groupId'>) {
    const response = await answer(token, groupId, { groupId, ...body });
    expect(response.status, await response.clone().text()).toBe(200);
    const group = await response.json();
    expect(is(group, OfferGroup), JSON.stringify(group)).toBe(true);
    return group as OfferGroup;
  }

  /** One tab of `GET /v3/users/offers` ('' for the open offers). */
  async function listed(token: string, mode: string): Promise<OfferList> {
    const response = await app.request(`/api/v3/users/offers${mode ? `?${mode}` : ''}`, { token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, OfferList), JSON.stringify(body)).toBe(true);
    return body as OfferList;
  }

  /** A candidate with a fresh curation of three companies. */
  async function curated() {
    const candidate = await newCandidate(app, '정다은');
    return { ...candidate, ...(await sendCuration(app, candidate.id, COMPANIES)) };
  }

  it('shows the group with the candidate’s and the agent’s names and each company’s offer', async () => {
    const { token, groupId, offerIds } = await curated();
    const stored = await groupRow(app, groupId);

    const group = await read(token, groupId);
    expect(group).toMatchObject({
      groupId,
      status: 'WAITING',
      message: '관심 있으실 만한 회사들을 골라 봤어요.',
      userName: '정다은',
      operatorName: '이지원',
      createdAt: stored.createdAt.toISOString(),
      expiredAt: stored.expiresAt.toISOString(),
    });
    expect(group.offerItems.map((item) => item.id)).toEqual(offerIds);
    expect(group.offerItems[0]).toEqual({
      id: offerIds[0],
      name: '누리페이',
      position: '백엔드 개발자',
      logo: '/logos/nuri-pay.svg',
      domain: 'nuri-pay.example',
      salaryMin: 7000,
      salaryMax: 8500,
      perks: ['스톡옵션', '재택근무'],
      message: '함께 일하고 싶습니다.',
      createdAt: (await offerRow(app, offerIds[0])).createdAt.toISOString(),
      selectedAt: null,
      status: 'WAITING',
      revision: null,
    });
  });

  it('opens each company of the group: the agent’s message in the group, its card through its offer', async () => {
    const { token, groupId, offerIds } = await curated();
    const group = await read(token, groupId);
    expect(group.offerItems.map((item) => item.message)).toEqual(
      await Promise.all(offerIds.map(async (id) => (await offerRow(app, id)).message)),
    );

    const response = await app.request(`/api/v2/users/offers/${offerIds[1]}/company`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const card = await response.json();
    expect(is(card, OfferCompany), JSON.stringify(card)).toBe(true);
    expect(card).toMatchObject({ name: group.offerItems[1].name, logo: group.offerItems[1].logo });

    const stranger = await newCandidate(app, '남궁민');
    expect((await app.request(`/api/v2/users/offers/${offerIds[1]}/company`, { token: stranger.token })).status).toBe(
      404,
    );
  });

  it('matches the chosen companies, opens a coffee chat with each, and turns the others down', async () => {
    const { token, groupId, offerIds } = await curated();

    const group = await answered(token, groupId, { isLike: true, offerItems: [offerIds[0], offerIds[2], offerIds[0]] });
    expect(group.status).toBe('MATCHED');
    expect(group.offerItems.map((item) => item.status)).toEqual(['MATCHED', 'REFUSED', 'MATCHED']);
    expect(group.offerItems[0].selectedAt).not.toBeNull();
    expect(group.offerItems[1].selectedAt).toBeNull();
    expect((await groupRow(app, groupId)).answeredAt).not.toBeNull();

    expect(await coffeechatsOf(app, offerIds[0])).toHaveLength(1);
    expect(await coffeechatsOf(app, offerIds[1])).toHaveLength(0);
    expect(await coffeechatsOf(app, offerIds[2])).toHaveLength(1);
    expect(await offerRow(app, offerIds[1])).toMatchObject({ status: 'REFUSED', refusalReason: NOT_CHOSEN });

    // One group, one card: all its offers in the accepted list, the turned-down one too, and none in the past list.
    const selected = await listed(token, 'isSelected=true');
    expect(selected.offerItems.map((item) => item.id).sort()).toEqual([...offerIds].sort());
    expect(selected.counts).toEqual({ current: 0, selected: 1, expired: 0 });
    expect((await listed(token, 'isExpired=true')).offerItems).toEqual([]);
  });

  it('lists a curation answered for 1 of 3 companies once, under the accepted offers', async () => {
    const { token, groupId, offerIds } = await curated();
    await answered(token, groupId, { isLike: true, offerItems: [offerIds[1]] });

    const selected = await listed(token, 'isSelected=true');
    expect(selected.offerItems.map((item) => [item.id, item.status])).toEqual(
      expect.arrayContaining([
        [offerIds[0], 'REFUSED'],
        [offerIds[1], 'MATCHED'],
        [offerIds[2], 'REFUSED'],
      ]),
    );
    expect(selected.counts).toEqual({ current: 0, selected: 1, expired: 0 });
    expect((await listed(token, 'isExpired=true')).offerItems).toEqual([]);
    expect((await listed(token, '')).offerItems).toEqual([]);
  });

  it('lists a turned-down curation once, under the past offers', async () => {
    const { token, groupId, offerIds } = await curated();
    await answered(token, groupId, { isLike: false, offerItems: [] });

    const expired = await listed(token, 'isExpired=true');
    expect(expired.offerItems.map((item) => item.id).sort()).toEqual([...offerIds].sort());
    expect(expired.counts).toEqual({ current: 0, selected: 0, expired: 1 });
  });

  it('hands the group to the agent and leaves its offers open', async () => {
    const { token, groupId, offerIds } = await curated();

    const group = await answered(token, groupId, { isLike: true, offerItems: [], agent: true });
    expect(group.status).toBe('AGENT');
    expect(group.offerItems.map((item) => item.status)).toEqual(['WAITING', 'WAITING', 'WAITING']);
    for (const id of offerIds) expect(await coffeechatsOf(app, id)).toHaveLength(0);
  });

  it('turns the whole group down', async () => {
    const { token, groupId, offerIds } = await curated();

    const group = await answered(token, groupId, { isLike: false, offerItems: [] });
    expect(group.status).toBe('REFUSED');
    expect(group.offerItems.map((item) => item.status)).toEqual(['REFUSED', 'REFUSED', 'REFUSED']);
    for (const id of offerIds) expect((await offerRow(app, id)).answeredAt).not.toBeNull();
  });

  it('answers a group only once', async () => {
    const { token, groupId, offerIds } = await curated();
    await answered(token, groupId, { isLike: false, offerItems: [] });

    await expectError(
      await answer(token, groupId, { groupId, isLike: true, offerItems: [offerIds[0]] }),
      409,
      'CONFLICT',
      GROUP_ANSWERED,
    );
    await expectError(
      await answer(token, groupId, { groupId, isLike: true, offerItems: [], agent: true }),
      409,
      'CONFLICT',
    );
    expect((await read(token, groupId)).status).toBe('REFUSED');
  });

  it('lets exactly one of two answers fired at once through', async () => {
    const { token, groupId, offerIds } = await curated();

    const responses = await Promise.all([
      answer(token, groupId, { groupId, isLike: true, offerItems: [offerIds[1]] }),
      answer(token, groupId, { groupId, isLike: false, offerItems: [] }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409) as Response;
    await expectError(loser, 409, 'CONFLICT', GROUP_ANSWERED);

    const group = await read(token, groupId);
    const statuses = group.offerItems.map((item) => item.status);
    if (group.status === 'MATCHED') {
      expect(statuses).toEqual(['REFUSED', 'MATCHED', 'REFUSED']);
      expect(await coffeechatsOf(app, offerIds[1])).toHaveLength(1);
    } else {
      expect(group.status).toBe('REFUSED');
      expect(statuses).toEqual(['REFUSED', 'REFUSED', 'REFUSED']);
      expect(await coffeechatsOf(app, offerIds[1])).toHaveLength(0);
    }
  });

  it('needs at least one company unless the candidate talks to the agent first', async () => {
    const { token, groupId } = await curated();
    const error = await expectError(
      await answer(token, groupId, { groupId, isLike: true, offerItems: [] }),
      400,
      'BAD_REQUEST',
      CHOOSE_COMPANY,
    );
    expect(error.status.field).toBe('offerItems');
    expect((await read(token, groupId)).status).toBe('WAITING');
  });

  it('refuses a company from another group, and a body whose groupId is not the path’s', async () => {
    const { token, id: candidateId, groupId, offerIds } = await curated();
    const otherGroup = await sendCuration(app, candidateId, ['dodam-edu']);

    const foreign = await expectError(
      await answer(token, groupId, { groupId, isLike: true, offerItems: [offerIds[0], otherGroup.offerIds[0]] }),
      400,
      'BAD_REQUEST',
    );
    expect(foreign.status.field).toBe('offerItems.1');
    const mismatch = await expectError(
      await answer(token, groupId, { groupId: otherGroup.groupId, isLike: false, offerItems: [] }),
      400,
      'BAD_REQUEST',
    );
    expect(mismatch.status.field).toBe('groupId');
    for (const [body, field] of [
      [{ groupId, offerItems: [] }, 'isLike'],
      [{ groupId, isLike: true, offerItems: ['1'] }, 'offerItems.0'],
      [{ isLike: true, offerItems: [] }, 'groupId'],
      [{ groupId, isLike: true, offerItems: [], agent: 'yes' }, 'agent'],
    ] as const) {
      const error = await expectError(await answer(token, groupId, body), 400, 'BAD_REQUEST');
      expect(error.status.field, JSON.stringify(body)).toBe(field);
    }
    expect((await read(token, groupId)).status).toBe('WAITING');
    expect((await read(token, otherGroup.groupId)).status).toBe('WAITING');
  });

  it('answers 404 for another candidate’s group and leaves it alone', async () => {
    const { groupId, offerIds } = await curated();
    const other = await newCandidate(app);

    await expectError(await get(other.token, groupId), 404, 'NOT_FOUND');
    await expectError(await answer(other.token, groupId, { groupId, isLike: false, offerItems: [] }), 404, 'NOT_FOUND');
    await expectError(
      await answer(other.token, groupId, { groupId, isLike: true, offerItems: [offerIds[0]] }),
      404,
      'NOT_FOUND',
    );
    await expectError(await get(other.token, 999999), 404, 'NOT_FOUND');
    expect((await groupRow(app, groupId)).status).toBe('WAITING');
  });

  it('answers 400 for a group id that is not a positive number, and 401 without a token', async () => {
    const { token, groupId } = await curated();
    for (const id of ['abc', '0', '-1', '2.5']) {
      const error = await expectError(await get(token, id), 400, 'BAD_REQUEST');
      expect(error.status.field).toBe('groupId');
      await expectError(await answer(token, id, { groupId, isLike: false, offerItems: [] }), 400, 'BAD_REQUEST');
    }
    await expectError(await app.request(`/api/users/offers/group/${groupId}`), 401, 'UNAUTHORIZED');
    await expectError(
      await app.request(`/api/users/offers/group/${groupId}`, {
        method: 'PATCH',
        json: { groupId, isLike: false, offerItems: [] },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('shows a group past its last second as expired, with its offers, and refuses to answer it', async () => {
    const { id: candidateId, groupId, offerIds } = await curated();
    const { expiresAt } = await groupRow(app, groupId);

    app.advance(untilPast(app, expiresAt, -1_000));
    let token = await tokenFor(app, candidateId);
    expect((await read(token, groupId)).status).toBe('WAITING');

    app.advance(2_000);
    token = await tokenFor(app, candidateId);
    const group = await read(token, groupId);
    expect(group.status).toBe('EXPIRED');
    expect(group.offerItems.map((item) => item.status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
    await expectError(
      await answer(token, groupId, { groupId, isLike: true, offerItems: [offerIds[0]] }),
      409,
      'CONFLICT',
      GROUP_EXPIRED,
    );
    await expectError(
      await answer(token, groupId, { groupId, isLike: true, offerItems: [], agent: true }),
      409,
      'CONFLICT',
      GROUP_EXPIRED,
    );
    expect((await groupRow(app, groupId)).status).toBe('WAITING');
    expect(await coffeechatsOf(app, offerIds[0])).toHaveLength(0);
  });
});
