import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerExpiry } from '../../server/domain/offer-clock';
import type { MyAttack } from '../../src/contract/offers';
import {
  companyOf,
  idsOf,
  newCandidate,
  offerCalls,
  offerRow,
  RECRUITER_COMPANY,
  sendCuration,
  sendOffer,
} from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const SECOND_MS = 1_000;

describe.each(drivers)('the candidate’s offer lists on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { list, history, refuse, accept } = offerCalls(() => app);

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
        increaseBasis: '2025년 계약 연봉',
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
        revision: null,
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
      ['가람마켓', true, '박서준'],
      ['누리페이', true, '이지원'],
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
    expect(idsOf(body)).toEqual([last, offerIds[1], offerIds[0], first]);
    expect(body.offerItems.map((card) => card.offerGroupId)).toEqual([null, groupId, groupId, null]);
    expect(body.offerItems[1].type).toBe('SUPER_CURATION');
    // Four offers, three cards: the app shows the curation group as one.
    expect(body.counts).toEqual({ current: 3, selected: 0, expired: 0 });
  });

  it('lists and counts a curation group as one card, in the one list where the group as a whole stands', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const single = await sendOffer(app, candidateId);
    const accepted = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu' });
    const { groupId, offerIds } = await sendCuration(app, candidateId, ['nuri-pay', 'seulgiro-ai', 'maru-cloud']);
    const counts = async () => {
      const attack = await app.request('/api/v3/users/my/attack', { token });
      expect(attack.status).toBe(200);
      const fromList = (await list(token)).counts;
      const summary = (await attack.json()) as MyAttack;
      expect(summary.counts, 'the attack summary counts as the list does').toEqual(fromList);
      return fromList;
    };
    expect(await counts()).toEqual({ current: 3, selected: 0, expired: 0 });

    expect((await accept(token, accepted)).status).toBe(201);
    const answered = await app.request(`/api/users/offers/group/${groupId}`, {
      method: 'PATCH',
      token,
      json: { groupId, isLike: true, offerItems: [offerIds[0], offerIds[1]] },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);

    // Selected: the accepted offer and the whole group, its unpicked third offer too; nothing past.
    expect(idsOf(await list(token, '?isSelected=true')).sort()).toEqual([accepted, ...offerIds].sort());
    expect(idsOf(await list(token, '?isExpired=true'))).toEqual([]);
    expect(idsOf(await list(token))).toEqual([single]);
    expect(await counts()).toEqual({ current: 1, selected: 2, expired: 0 });
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
    expect(idsOf(current)).toEqual([open]);
    expect(idsOf(selected)).toEqual([accepted]);
    expect(idsOf(expired)).toEqual([refused]);
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
    expect(idsOf(await list(token, '?isSelected=false&isExpired=false'))).toEqual([open]);
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
    expect(idsOf(all)).toEqual([third, second, first]);
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
        revision: null,
      },
    ]);
  });
});
