import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoffeechatCreated, CoffeechatQuestions, Offer } from '../../src/contract/offers';
import { expectError } from './helpers';
import {
  coffeechatsOf,
  companyOf,
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

describe.each(drivers)('coffee chats on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const accept = (token: string, offerId: unknown) =>
    app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } });
  const questions = (token: string, coffeechatId: number | string) =>
    app.request(`/api/users/coffeechats/questions?coffeechatId=${coffeechatId}`, { token });
  const saveQuestions = (token: string, json: unknown) =>
    app.request('/api/users/coffeechats/questions', { method: 'POST', token, json });

  async function accepted(token: string, offerId: number): Promise<number> {
    const response = await accept(token, offerId);
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    expect(is(body, CoffeechatCreated)).toBe(true);
    return (body as CoffeechatCreated).coffeechatId;
  }

  async function readQuestions(token: string, coffeechatId: number): Promise<CoffeechatQuestions> {
    const response = await questions(token, coffeechatId);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, CoffeechatQuestions), JSON.stringify(body)).toBe(true);
    return body as CoffeechatQuestions;
  }

  it('accepts an open offer as one coffee chat with its company', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const coffeechatId = await accepted(token, offerId);

    const chats = await coffeechatsOf(app, offerId);
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({
      id: coffeechatId,
      candidateId,
      companyId: (await companyOf(app, RECRUITER_COMPANY)).id,
      questions: [],
    });
    const stored = await offerRow(app, offerId);
    expect(stored.status).toBe('MATCHED');

    const detail = (await (await app.request(`/api/v2/users/offers/${offerId}`, { token })).json()) as Offer;
    expect(is(detail, Offer)).toBe(true);
    expect(detail).toMatchObject({
      status: 'MATCHED',
      isMatched: true,
      coffeechatId,
      selectedAt: stored.answeredAt?.toISOString(),
    });
  });

  it('accepts an offer only once', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    await accepted(token, offerId);
    await expectError(await accept(token, offerId), 409, 'CONFLICT', MATCHED);
    expect(await coffeechatsOf(app, offerId)).toHaveLength(1);
  });

  it('opens exactly one coffee chat when the same offer is accepted twice at once', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);

    const responses = await Promise.all([accept(token, offerId), accept(token, offerId)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409) as Response;
    await expectError(loser, 409, 'CONFLICT', MATCHED);
    expect(await coffeechatsOf(app, offerId)).toHaveLength(1);
  });

  it('does not accept a refused offer or a curation member', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const refused = await sendOffer(app, candidateId);
    const refusal = await app.request(`/api/v2/users/offers/refuse/${refused}`, {
      method: 'PATCH',
      token,
      json: { refusalReason: '이직 생각이 없어요' },
    });
    expect(refusal.status).toBe(200);
    const { offerIds } = await sendCuration(app, candidateId, ['nuri-pay']);

    await expectError(await accept(token, refused), 409, 'CONFLICT', REFUSED);
    await expectError(await accept(token, offerIds[0]), 409, 'CONFLICT', CURATION);
    expect(await coffeechatsOf(app, refused)).toHaveLength(0);
    expect(await coffeechatsOf(app, offerIds[0])).toHaveLength(0);
  });

  it('does not accept an offer after its last selectable second', async () => {
    const { id: candidateId } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    app.advance(untilPast(app, (await offerRow(app, offerId)).expiresAt, 1_000));

    await expectError(await accept(await tokenFor(app, candidateId), offerId), 409, 'CONFLICT', EXPIRED);
    expect(await coffeechatsOf(app, offerId)).toHaveLength(0);
  });

  it('answers 404 for another candidate’s offer or one that does not exist', async () => {
    const owner = await newCandidate(app);
    const other = await newCandidate(app);
    const offerId = await sendOffer(app, owner.id);

    await expectError(await accept(other.token, offerId), 404, 'NOT_FOUND');
    await expectError(await accept(other.token, 999999), 404, 'NOT_FOUND');
    // Ids no row can have are malformed input (tests/api/body-ids.test.ts).
    for (const id of [2 ** 40, 0]) {
      expect((await expectError(await accept(other.token, id), 400, 'BAD_REQUEST')).status.field).toBe('offerId');
    }
    expect((await offerRow(app, offerId)).status).toBe('WAITING');
  });

  it('refuses an accept without a whole-number offerId', async () => {
    const { token } = await newCandidate(app);
    for (const offerId of ['1', 1.5, null, undefined]) {
      const error = await expectError(await accept(token, offerId), 400, 'BAD_REQUEST');
      expect(error.status.field).toBe('offerId');
    }
    await expectError(
      await app.request('/api/v2.1/users/coffeechat', { method: 'POST', json: { offerId: 1 } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('offers six suggested questions and no saved ones at first', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const coffeechatId = await accepted(token, await sendOffer(app, candidateId));

    const body = await readQuestions(token, coffeechatId);
    expect(body.coffeechatId).toBe(coffeechatId);
    expect(body.company).toBe('한빛모빌리티');
    expect(body.items).toEqual([]);
    expect(body.suggestions).toHaveLength(6);
    expect(new Set(body.suggestions).size).toBe(6);
    expect(body.suggestions).toContain('팀의 현재 가장 큰 과제는 무엇인가요?');
  });

  it('replaces the saved questions, trimmed and without duplicates', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const coffeechatId = await accepted(token, await sendOffer(app, candidateId));

    const first = await saveQuestions(token, {
      coffeechatId,
      items: [' 연봉 협상은 어떻게 하나요? ', '재택근무가 가능한가요?', '연봉 협상은 어떻게 하나요?'],
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as CoffeechatQuestions;
    expect(is(saved, CoffeechatQuestions)).toBe(true);
    expect(saved.items).toEqual(['연봉 협상은 어떻게 하나요?', '재택근무가 가능한가요?']);
    expect((await readQuestions(token, coffeechatId)).items).toEqual(saved.items);

    await saveQuestions(token, { coffeechatId, items: ['온보딩은 어떻게 진행되나요?'] });
    expect((await readQuestions(token, coffeechatId)).items).toEqual(['온보딩은 어떻게 진행되나요?']);
    await saveQuestions(token, { coffeechatId, items: [] });
    expect((await readQuestions(token, coffeechatId)).items).toEqual([]);
  });

  it('refuses more than 5 questions, an empty one or one over 200 characters', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const coffeechatId = await accepted(token, await sendOffer(app, candidateId));
    const cases: [unknown, string][] = [
      [Array.from({ length: 6 }, (_, index) => `질문 ${index}`), 'items'],
      [['좋은 질문', '   '], 'items.1'],
      [['가'.repeat(201)], 'items.0'],
      ['질문', 'items'],
    ];
    for (const [items, field] of cases) {
      const error = await expectError(await saveQuestions(token, { coffeechatId, items }), 400, 'BAD_REQUEST');
      expect(error.status.field, JSON.stringify(items)).toBe(field);
    }
    expect((await readQuestions(token, coffeechatId)).items).toEqual([]);
    const atTheLimit = ['가'.repeat(200), '둘', '셋', '넷', '다섯'];
    expect((await saveQuestions(token, { coffeechatId, items: atTheLimit })).status).toBe(200);
  });

  it('shows and changes questions only for the candidate whose coffee chat it is', async () => {
    const owner = await newCandidate(app);
    const other = await newCandidate(app);
    const coffeechatId = await accepted(owner.token, await sendOffer(app, owner.id));
    await saveQuestions(owner.token, { coffeechatId, items: ['팀 규모는 어떻게 되나요?'] });

    await expectError(await questions(other.token, coffeechatId), 404, 'NOT_FOUND');
    await expectError(await saveQuestions(other.token, { coffeechatId, items: ['몰래'] }), 404, 'NOT_FOUND');
    await expectError(await questions(other.token, 999999), 404, 'NOT_FOUND');
    await expectError(await saveQuestions(other.token, { coffeechatId: 999999, items: [] }), 404, 'NOT_FOUND');
    expect((await readQuestions(owner.token, coffeechatId)).items).toEqual(['팀 규모는 어떻게 되나요?']);
  });

  it('answers 400 for a coffeechatId that is not a positive number, and 401 without a token', async () => {
    const { token } = await newCandidate(app);
    for (const id of ['abc', '0', '-2', '']) {
      const error = await expectError(await questions(token, id), 400, 'BAD_REQUEST');
      expect(error.status.field).toBe('coffeechatId');
    }
    await expectError(await app.request('/api/users/coffeechats/questions', { token }), 400, 'BAD_REQUEST');
    await expectError(await app.request('/api/users/coffeechats/questions?coffeechatId=1'), 401, 'UNAUTHORIZED');
  });
});
