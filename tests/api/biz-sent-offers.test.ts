import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateCompanies } from '../../server/db/schema';
import { BizCoffeechatList, BizCompanyList } from '../../src/contract/biz';
import {
  type Account,
  asBiz,
  type CompanyName,
  candidateToken,
  companyIds,
  curationOf,
  offerTerms,
  poolCandidate,
  sentList,
  sentOffer,
} from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;

describe.each(drivers)('what the business console sent on %s', (driver) => {
  let app: TestApp;
  let company: Record<CompanyName, number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    company = await companyIds(app);
  });
  afterAll(() => app?.close());

  async function curated(account: Account, candidateId: string, companies: number[]): Promise<number> {
    const response = await asBiz(app, account, '/api/biz/curations', {
      method: 'POST',
      json: curationOf(candidateId, companies),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  const accept = async (candidateId: string, offerId: number) => {
    const token = await candidateToken(app, candidateId);
    const response = await app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { coffeechatId: number }).coffeechatId;
  };

  it('shows a recruiter every offer of their company, an agent only their own, anonymous until MATCHED', async () => {
    const candidate = await poolCandidate(app, { name: '서비밀', verifiedSalary: 6000 });
    const byRecruiter = await sentOffer(app, 'nuri', offerTerms(candidate.id));
    const byAgent = await sentOffer(app, 'agent', offerTerms(candidate.id, { companyId: company.maru }));

    const nuri = await sentList(app, 'nuri');
    expect(nuri.items.map((offer) => offer.id)).toContain(byRecruiter);
    expect(nuri.items.map((offer) => offer.id)).not.toContain(byAgent);
    const maru = await sentList(app, 'maru');
    expect(maru.items.find((offer) => offer.id === byAgent)).toMatchObject({
      senderName: '이지원',
      type: 'SUPER',
    });
    const agent = await sentList(app, 'agent');
    expect(agent.items.map((offer) => offer.id)).toContain(byAgent);
    expect(agent.items.map((offer) => offer.id)).not.toContain(byRecruiter);
    for (const list of [nuri, maru, agent]) {
      expect(list.text).not.toContain('서비밀');
      expect(list.text).not.toContain(candidate.phone);
    }
    const mine = nuri.items.find((offer) => offer.id === byRecruiter);
    expect(mine).toMatchObject({
      status: 'WAITING',
      company: { id: company.nuri, name: '누리페이' },
      senderName: '누리페이 채용담당',
      candidate: { id: candidate.id, revealed: null },
      offerGroupId: null,
      groupStatus: null,
      answeredAt: null,
    });
    expect(mine?.candidate.headline).toMatch(/^개발 · 백엔드 · \d+년차$/);

    await accept(candidate.id, byRecruiter);
    const after = await sentList(app, 'nuri');
    expect(after.items.find((offer) => offer.id === byRecruiter)).toMatchObject({
      status: 'MATCHED',
      candidate: { revealed: { name: '서비밀', phone: candidate.phone, email: null } },
    });
    const maruAfter = await sentList(app, 'maru');
    expect(maruAfter.text).not.toContain('서비밀');
    expect(maruAfter.items.find((offer) => offer.id === byAgent)?.candidate.revealed).toBeNull();
  });

  it('names the candidate who hands a curation to the agent to its sender only, not to the member companies', async () => {
    const candidate = await poolCandidate(app, { name: '도비밀' });
    const groupId = await curated('agent', candidate.id, [company.hanbit, company.nuri]);
    const membersOf = async (account: Account) =>
      (await sentList(app, account)).items.filter((offer) => offer.offerGroupId === groupId);

    for (const member of await membersOf('agent')) expect(member.candidate.revealed).toBeNull();

    const answered = await app.request(`/api/users/offers/group/${groupId}`, {
      method: 'PATCH',
      token: await candidateToken(app, candidate.id),
      json: { groupId, isLike: true, offerItems: [], agent: true },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);

    const toAgent = await membersOf('agent');
    expect(toAgent).toHaveLength(2);
    for (const member of toAgent) {
      expect(member).toMatchObject({
        groupStatus: 'AGENT',
        candidate: { revealed: { name: '도비밀', phone: candidate.phone, email: null } },
      });
    }
    for (const account of ['hanbit', 'nuri'] as const) {
      const list = await sentList(app, account);
      const members = list.items.filter((offer) => offer.offerGroupId === groupId);
      expect(members, account).toHaveLength(1);
      expect(members[0]).toMatchObject({ groupStatus: 'AGENT', candidate: { revealed: null } });
      expect(list.text, account).not.toContain('도비밀');
      expect(list.text, account).not.toContain(candidate.phone);
    }
    expect((await membersOf('operator')).length).toBe(0);
  });

  it("lists the company's accepted offers with who the candidate is and their questions", async () => {
    const candidate = await poolCandidate(app, { name: '남비밀' });
    const offerId = await sentOffer(app, 'hanbit', offerTerms(candidate.id));
    const coffeechatId = await accept(candidate.id, offerId);
    const saved = await app.request('/api/users/coffeechats/questions', {
      method: 'POST',
      token: await candidateToken(app, candidate.id),
      json: { coffeechatId, items: ['팀 구성이 궁금해요'] },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const chats = async (account: Account) => {
      const response = await asBiz(app, account, '/api/biz/coffeechats');
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(is(body, BizCoffeechatList), JSON.stringify(body).slice(0, 300)).toBe(true);
      return (body as BizCoffeechatList).items;
    };
    expect((await chats('hanbit')).find((chat) => chat.id === coffeechatId)).toMatchObject({
      offerId,
      company: { id: company.hanbit, name: '한빛모빌리티' },
      position: '시니어 백엔드 개발자',
      candidate: { id: candidate.id, revealed: { name: '남비밀', phone: candidate.phone, email: null } },
      questions: ['팀 구성이 궁금해요'],
    });
    expect((await chats('nuri')).map((chat) => chat.id)).not.toContain(coffeechatId);
    expect((await chats('agent')).map((chat) => chat.id)).not.toContain(coffeechatId);

    // Restricting the company later hides the candidate from its pool, not from the chat they chose.
    await app.deps.db
      .insert(candidateCompanies)
      .values({ candidateId: candidate.id, companyId: company.hanbit, mode: 'restrict' });
    await expectError(await asBiz(app, 'hanbit', `/api/biz/candidates/${candidate.id}`), 404, 'NOT_FOUND');
    expect((await chats('hanbit')).map((chat) => chat.id)).toContain(coffeechatId);
  });

  it('shows an agent the chats of the offers they sent', async () => {
    const candidate = await poolCandidate(app);
    const offerId = await sentOffer(app, 'operator', offerTerms(candidate.id, { companyId: company.garam }));
    await accept(candidate.id, offerId);
    const offerIdsOf = async (account: Account) =>
      ((await (await asBiz(app, account, '/api/biz/coffeechats')).json()) as BizCoffeechatList).items.map(
        (chat) => chat.offerId,
      );
    expect(await offerIdsOf('operator')).toContain(offerId);
    expect(await offerIdsOf('agent')).not.toContain(offerId);
  });

  it('lists every participating company for agents and only their own for a recruiter', async () => {
    const read = async (account: Account) => {
      const body = await (await asBiz(app, account, '/api/biz/companies')).json();
      expect(is(body, BizCompanyList)).toBe(true);
      return (body as BizCompanyList).items;
    };
    expect(await read('agent')).toHaveLength(27);
    expect(await read('hanbit')).toEqual([
      { id: company.hanbit, name: '한빛모빌리티', logo: '/logos/hanbit-mobility.svg', industry: '모빌리티' },
    ]);
  });
});

describe.each(drivers)('the sent list as time passes on %s', (driver) => {
  // This suite moves the clock: its own app, so no other suite's time moves with it.
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('filters by the status as it reads now, and shows the group status of curation members', async () => {
    const company = await companyIds(app);
    const candidate = await poolCandidate(app);
    const response = await asBiz(app, 'agent', '/api/biz/curations', {
      method: 'POST',
      json: curationOf(candidate.id, [company.garam, company.dodam]),
    });
    const { id: groupId } = (await response.json()) as { id: number };
    const members = async (query: string) =>
      (await sentList(app, 'agent', query)).items.filter((offer) => offer.offerGroupId === groupId);

    const waiting = await members('?status=WAITING');
    expect(waiting).toHaveLength(2);
    for (const member of waiting) expect(member).toMatchObject({ type: 'SUPER_CURATION', groupStatus: 'WAITING' });

    app.advance(9 * DAY_MS);
    expect(await members('?status=WAITING')).toEqual([]);
    const expired = await members('?status=EXPIRED');
    expect(expired).toHaveLength(2);
    for (const member of expired) expect(member).toMatchObject({ status: 'EXPIRED', groupStatus: 'EXPIRED' });
    await expectError(await asBiz(app, 'agent', '/api/biz/offers?status=LOST'), 400, 'BAD_REQUEST');
  });
});
