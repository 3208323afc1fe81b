import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateCompanies, notifications, offerGroups, offers } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';
import { BizCoffeechatList, BizCompanyList, type SendOffer, SentOfferList } from '../../src/contract/biz';
import { type Account, bizTokens, candidateToken, companyId, poolCandidate, uniqueTag } from './biz-fixtures';
import { expectError } from './helpers';
import { inbox } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const CONFLICT_MESSAGE = '이미 진행 중인 제안이 있습니다.';

describe.each(drivers)('offers from the business console on %s', (driver) => {
  let app: TestApp;
  let tokens: Record<Account, string>;
  let company: Record<'hanbit' | 'nuri' | 'maru' | 'garam' | 'dodam' | 'yeoul', number>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    tokens = await bizTokens(app);
    company = {
      hanbit: await companyId(app, 'hanbit-mobility'),
      nuri: await companyId(app, 'nuri-pay'),
      maru: await companyId(app, 'maru-cloud'),
      garam: await companyId(app, 'garam-market'),
      dodam: await companyId(app, 'dodam-edu'),
      yeoul: await companyId(app, 'yeoul-bio'),
    };
  });
  afterAll(() => app?.close());

  /** After moving the clock the 15-minute access tokens are gone: sign in again. */
  async function advance(ms: number) {
    app.advance(ms);
    tokens = await bizTokens(app);
  }

  const terms = (candidateId: string, extra: Partial<SendOffer> = {}): SendOffer => ({
    candidateId,
    salaryMin: 6600,
    salaryMax: 7200,
    position: '시니어 백엔드 개발자',
    offerItems: ['스톡옵션', '재택근무'],
    message: '커피챗으로 먼저 이야기 나눠요.',
    ...extra,
  });
  const send = (account: Account, json: unknown) =>
    app.request('/api/biz/offers', { method: 'POST', token: tokens[account], json });
  const curate = (account: Account, json: unknown) =>
    app.request('/api/biz/curations', { method: 'POST', token: tokens[account], json });

  async function sent(account: Account, json: unknown): Promise<number> {
    const response = await send(account, json);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async function sentList(account: Account, query = '') {
    const response = await app.request(`/api/biz/offers${query}`, { token: tokens[account] });
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = (await response.json()) as SentOfferList;
    expect(is(body, SentOfferList), text.slice(0, 400)).toBe(true);
    return { items: body.items, text };
  }

  const offerRow = async (id: number) => (await app.deps.db.select().from(offers).where(eq(offers.id, id)))[0];

  describe('sending one offer', () => {
    it('stores a recruiter offer as NORMAL for their company, with increase, hope and expiry, and notifies', async () => {
      const candidate = await poolCandidate(app, { verifiedSalary: 6000, hopeSalary: 7000 });
      const before = app.deps.now();
      const id = await sent('hanbit', terms(candidate.id));
      const row = await offerRow(id);
      expect(row).toMatchObject({
        candidateId: candidate.id,
        companyId: company.hanbit,
        type: 'NORMAL',
        status: 'WAITING',
        salaryMin: 6600,
        salaryMax: 7200,
        increaseRate: 20,
        hopeSalaryAtSend: 7000,
        position: '시니어 백엔드 개발자',
        offerItems: ['스톡옵션', '재택근무'],
      });
      expect(row.expiresAt.getTime()).toBe(offerExpiry(before).getTime());
      const [note] = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id));
      expect(note).toMatchObject({
        kind: 'OFFER',
        title: '새로운 연봉 제안이 도착했어요',
        body: '한빛모빌리티에서 6,600~7,200만원 제안을 보냈어요.',
        url: `/my/result/${id}`,
      });
      const items = await inbox(app, candidate.phone);
      expect(items[0]).toMatchObject({ kind: 'notification' });
      expect(items[0].body).toContain('한빛모빌리티에서 6,600~7,200만원 제안을 보냈어요.');
    });

    it('lets a recruiter name their own company but no other', async () => {
      const candidate = await poolCandidate(app);
      await expectError(
        await send('hanbit', terms(candidate.id, { companyId: company.nuri })),
        400,
        'BAD_REQUEST',
        '소속 회사의 제안만 보낼 수 있습니다.',
      );
      await sent('hanbit', terms(candidate.id, { companyId: company.hanbit }));
    });

    it('makes agents and operators name a participating company and sends SUPER offers', async () => {
      const candidate = await poolCandidate(app);
      const missing = await expectError(await send('agent', terms(candidate.id)), 400, 'BAD_REQUEST');
      expect(missing.status.field).toBe('companyId');
      await expectError(await send('agent', terms(candidate.id, { companyId: 999_999 })), 400, 'BAD_REQUEST');
      const fromAgent = await sent('agent', terms(candidate.id, { companyId: company.garam }));
      const fromOperator = await sent('operator', terms(candidate.id, { companyId: company.dodam }));
      expect((await offerRow(fromAgent)).type).toBe('SUPER');
      expect((await offerRow(fromOperator)).type).toBe('SUPER');
    });

    it('stores offers below and above the hoped-for salary alike; the increase may be negative', async () => {
      const candidate = await poolCandidate(app, { verifiedSalary: 8000, hopeSalary: 9000 });
      const below = await sent('hanbit', terms(candidate.id, { salaryMin: 7000, salaryMax: 7600 }));
      const above = await sent('nuri', terms(candidate.id, { salaryMin: 9500, salaryMax: 10000 }));
      expect(await offerRow(below)).toMatchObject({ increaseRate: -5, hopeSalaryAtSend: 9000 });
      expect(await offerRow(above)).toMatchObject({ increaseRate: 25, hopeSalaryAtSend: 9000 });
      const noSalary = await poolCandidate(app);
      expect(await offerRow(await sent('hanbit', terms(noSalary.id)))).toMatchObject({
        increaseRate: 0,
        hopeSalaryAtSend: null,
      });
    });

    it('answers 404 for a candidate the company may not see, exactly like an unknown id', async () => {
      const employed = await poolCandidate(app, { careers: [{ company: '한빛모빌리티', start: '2020-01', end: '' }] });
      const restricting = await poolCandidate(app, { restrict: [company.garam] });
      const hidden = await expectError(await send('hanbit', terms(employed.id)), 404, 'NOT_FOUND');
      const unknown = await expectError(
        await send('hanbit', terms('00000000-0000-4000-8000-000000000000')),
        404,
        'NOT_FOUND',
      );
      expect(hidden).toEqual(unknown);
      await expectError(await send('agent', terms(employed.id, { companyId: company.hanbit })), 404, 'NOT_FOUND');
      await expectError(await send('agent', terms(restricting.id, { companyId: company.garam })), 404, 'NOT_FOUND');
      await sent('agent', terms(employed.id, { companyId: company.garam }));
      const stored = await app.deps.db.select().from(offers).where(eq(offers.candidateId, employed.id));
      expect(stored.map((row) => row.companyId)).toEqual([company.garam]);
    });

    it('validates the terms', async () => {
      const { id } = await poolCandidate(app);
      const bad: [string | undefined, unknown][] = [
        [undefined, terms(id, { salaryMin: 8000, salaryMax: 7000 })],
        ['salaryMin', terms(id, { salaryMin: 0 })],
        ['salaryMax', terms(id, { salaryMax: 200_001 })],
        ['position', terms(id, { position: '' })],
        ['message', { ...terms(id), message: undefined }],
        ['offerItems', terms(id, { offerItems: Array.from({ length: 11 }, (_, index) => `복지${index}`) })],
        ['candidateId', terms('not-a-uuid')],
      ];
      for (const [field, body] of bad) {
        const error = await expectError(await send('hanbit', body), 400, 'BAD_REQUEST');
        if (field) expect(error.status.field).toBe(field);
      }
      expect(await app.deps.db.select().from(offers).where(eq(offers.candidateId, id))).toEqual([]);
    });

    it('needs a business token', async () => {
      const { id } = await poolCandidate(app);
      await expectError(await app.request('/api/biz/offers', { method: 'POST', json: terms(id) }), 401, 'UNAUTHORIZED');
      const token = await candidateToken(app, id);
      await expectError(
        await app.request('/api/biz/offers', { method: 'POST', token, json: terms(id) }),
        403,
        'FORBIDDEN',
      );
    });
  });

  describe('one open offer per company and candidate', () => {
    it('answers 409 while one is waiting, and sends again once it expired', async () => {
      const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
      const first = await sent('hanbit', terms(candidate.id));
      await expectError(await send('hanbit', terms(candidate.id)), 409, 'CONFLICT', CONFLICT_MESSAGE);
      // An agent sending for the same company meets the same rule.
      await expectError(
        await send('agent', terms(candidate.id, { companyId: company.hanbit })),
        409,
        'CONFLICT',
        CONFLICT_MESSAGE,
      );
      await sent('nuri', terms(candidate.id));
      await advance(9 * DAY_MS);
      const second = await sent('hanbit', terms(candidate.id));
      expect((await offerRow(first)).status).toBe('EXPIRED');
      expect((await offerRow(second)).status).toBe('WAITING');
    });

    it('turns a race of sends into one 201 and 409s, never a 500', async () => {
      const candidate = await poolCandidate(app);
      const answers = await Promise.all(Array.from({ length: 5 }, () => send('maru', terms(candidate.id))));
      expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const conflict of answers.filter((response) => response.status === 409)) {
        await expectError(conflict, 409, 'CONFLICT', CONFLICT_MESSAGE);
      }
    });
  });

  describe('curations', () => {
    const item = (companyIdValue: number, salaryMin = 6500) => ({
      companyId: companyIdValue,
      salaryMin,
      salaryMax: salaryMin + 700,
      position: '백엔드 개발자',
      offerItems: ['유연근무제'],
    });
    const curation = (candidateId: string, companyIds: number[]) => ({
      candidateId,
      message: '에이전트가 고른 회사들이에요.',
      items: companyIds.map((id) => item(id)),
    });

    it('stores one waiting group with one SUPER_CURATION offer per company, and notifies once', async () => {
      const candidate = await poolCandidate(app, { verifiedSalary: 6000, hopeSalary: 6800 });
      const response = await curate('agent', curation(candidate.id, [company.garam, company.dodam, company.yeoul]));
      expect(response.status, await response.clone().text()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const [group] = await app.deps.db.select().from(offerGroups).where(eq(offerGroups.id, id));
      expect(group).toMatchObject({
        candidateId: candidate.id,
        status: 'WAITING',
        message: '에이전트가 고른 회사들이에요.',
      });
      expect(group.expiresAt.getTime()).toBe(offerExpiry(app.deps.now()).getTime());
      const members = await app.deps.db.select().from(offers).where(eq(offers.offerGroupId, id));
      expect(members.map((row) => row.companyId).sort()).toEqual([company.garam, company.dodam, company.yeoul].sort());
      for (const row of members) {
        expect(row).toMatchObject({
          type: 'SUPER_CURATION',
          status: 'WAITING',
          increaseRate: 20,
          hopeSalaryAtSend: 6800,
        });
      }
      const notes = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ kind: 'CURATION', url: `/my/result/curation/${id}` });
    });

    it('is for agents and operators only', async () => {
      const candidate = await poolCandidate(app);
      await expectError(
        await curate('hanbit', curation(candidate.id, [company.garam, company.dodam])),
        403,
        'FORBIDDEN',
      );
      const response = await curate('operator', curation(candidate.id, [company.garam, company.dodam]));
      expect(response.status).toBe(201);
    });

    it('takes 2 to 5 different participating companies', async () => {
      const candidate = await poolCandidate(app);
      await expectError(await curate('agent', curation(candidate.id, [company.garam])), 400, 'BAD_REQUEST');
      const six = [company.garam, company.dodam, company.yeoul, company.nuri, company.maru, company.hanbit];
      await expectError(await curate('agent', curation(candidate.id, six)), 400, 'BAD_REQUEST');
      const duplicate = await expectError(
        await curate('agent', curation(candidate.id, [company.garam, company.garam])),
        400,
        'BAD_REQUEST',
        '같은 회사를 두 번 넣을 수 없습니다.',
      );
      expect(duplicate.status.field).toBe('items.1.companyId');
      const unknown = await expectError(
        await curate('agent', curation(candidate.id, [company.garam, 999_999])),
        400,
        'BAD_REQUEST',
      );
      expect(unknown.status.field).toBe('items.1.companyId');
    });

    it('stores nothing when one company may not see the candidate or already has an open offer', async () => {
      const candidate = await poolCandidate(app, { restrict: [company.yeoul] });
      await expectError(
        await curate('agent', curation(candidate.id, [company.garam, company.yeoul])),
        404,
        'NOT_FOUND',
      );
      await sent('hanbit', terms(candidate.id));
      await expectError(
        await curate('agent', curation(candidate.id, [company.garam, company.hanbit])),
        409,
        'CONFLICT',
        CONFLICT_MESSAGE,
      );
      expect(await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidate.id))).toEqual([]);
      const stored = await app.deps.db.select().from(offers).where(eq(offers.candidateId, candidate.id));
      expect(stored.map((row) => row.companyId)).toEqual([company.hanbit]);
    });
  });

  describe('what was sent', () => {
    it('shows a recruiter every offer of their company, an agent only their own, anonymous until MATCHED', async () => {
      const tag = uniqueTag();
      const candidate = await poolCandidate(app, { name: '서비밀', hashtags: [tag], verifiedSalary: 6000 });
      const byRecruiter = await sent('nuri', terms(candidate.id));
      const byAgent = await sent('agent', terms(candidate.id, { companyId: company.maru }));

      const nuri = await sentList('nuri');
      expect(nuri.items.map((offer) => offer.id)).toContain(byRecruiter);
      expect(nuri.items.map((offer) => offer.id)).not.toContain(byAgent);
      const maru = await sentList('maru');
      expect(maru.items.find((offer) => offer.id === byAgent)).toMatchObject({
        senderName: '볼트X 에이전트',
        type: 'SUPER',
      });
      const agent = await sentList('agent');
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

      const accepted = await app.request('/api/v2.1/users/coffeechat', {
        method: 'POST',
        token: await candidateToken(app, candidate.id),
        json: { offerId: byRecruiter },
      });
      expect(accepted.status, await accepted.clone().text()).toBe(201);

      const after = await sentList('nuri');
      expect(after.items.find((offer) => offer.id === byRecruiter)).toMatchObject({
        status: 'MATCHED',
        candidate: { revealed: { name: '서비밀', phone: candidate.phone, email: null } },
      });
      const maruAfter = await sentList('maru');
      expect(maruAfter.text).not.toContain('서비밀');
      expect(maruAfter.items.find((offer) => offer.id === byAgent)?.candidate.revealed).toBeNull();
    });

    it('filters by the status as it reads now, and shows the group status of curation members', async () => {
      const candidate = await poolCandidate(app);
      const response = await curate('agent', {
        candidateId: candidate.id,
        message: '골라 보세요.',
        items: [company.garam, company.dodam].map((id) => ({
          companyId: id,
          salaryMin: 6000,
          salaryMax: 6500,
          position: '백엔드 개발자',
          offerItems: [],
        })),
      });
      const { id: groupId } = (await response.json()) as { id: number };
      const waiting = await sentList('agent', '?status=WAITING');
      const members = waiting.items.filter((offer) => offer.offerGroupId === groupId);
      expect(members).toHaveLength(2);
      for (const member of members) expect(member).toMatchObject({ type: 'SUPER_CURATION', groupStatus: 'WAITING' });

      await advance(9 * DAY_MS);
      const stillWaiting = await sentList('agent', '?status=WAITING');
      expect(stillWaiting.items.filter((offer) => offer.offerGroupId === groupId)).toEqual([]);
      const expired = await sentList('agent', '?status=EXPIRED');
      const expiredMembers = expired.items.filter((offer) => offer.offerGroupId === groupId);
      expect(expiredMembers).toHaveLength(2);
      for (const member of expiredMembers) expect(member).toMatchObject({ status: 'EXPIRED', groupStatus: 'EXPIRED' });
      await expectError(await app.request('/api/biz/offers?status=LOST', { token: tokens.agent }), 400, 'BAD_REQUEST');
    });
  });

  describe('coffee chats', () => {
    it("lists the company's accepted offers with who the candidate is and their questions", async () => {
      const candidate = await poolCandidate(app, { name: '남비밀' });
      const offerId = await sent('hanbit', terms(candidate.id));
      const token = await candidateToken(app, candidate.id);
      const accepted = await app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } });
      expect(accepted.status).toBe(201);
      const { coffeechatId } = (await accepted.json()) as { coffeechatId: number };
      const saved = await app.request('/api/users/coffeechats/questions', {
        method: 'POST',
        token,
        json: { coffeechatId, items: ['팀 구성이 궁금해요'] },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);

      const list = async (account: Account) => {
        const response = await app.request('/api/biz/coffeechats', { token: tokens[account] });
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(is(body, BizCoffeechatList), JSON.stringify(body).slice(0, 300)).toBe(true);
        return (body as BizCoffeechatList).items;
      };
      const hanbit = await list('hanbit');
      expect(hanbit.find((chat) => chat.id === coffeechatId)).toMatchObject({
        offerId,
        company: { id: company.hanbit, name: '한빛모빌리티' },
        position: '시니어 백엔드 개발자',
        candidate: { id: candidate.id, revealed: { name: '남비밀', phone: candidate.phone, email: null } },
        questions: ['팀 구성이 궁금해요'],
      });
      expect((await list('nuri')).map((chat) => chat.id)).not.toContain(coffeechatId);
      expect((await list('agent')).map((chat) => chat.id)).not.toContain(coffeechatId);

      // Restricting the company later hides the candidate from its pool, not from the chat they chose.
      await app.deps.db
        .insert(candidateCompanies)
        .values({ candidateId: candidate.id, companyId: company.hanbit, mode: 'restrict' });
      await expectError(
        await app.request(`/api/biz/candidates/${candidate.id}`, { token: tokens.hanbit }),
        404,
        'NOT_FOUND',
      );
      expect((await list('hanbit')).map((chat) => chat.id)).toContain(coffeechatId);
    });

    it('shows an agent the chats of the offers they sent', async () => {
      const candidate = await poolCandidate(app);
      const offerId = await sent('operator', terms(candidate.id, { companyId: company.garam }));
      const token = await candidateToken(app, candidate.id);
      expect(
        (await app.request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } })).status,
      ).toBe(201);
      const response = await app.request('/api/biz/coffeechats', { token: tokens.operator });
      const { items } = (await response.json()) as BizCoffeechatList;
      expect(items.map((chat) => chat.offerId)).toContain(offerId);
      const agentItems = (
        (await (await app.request('/api/biz/coffeechats', { token: tokens.agent })).json()) as BizCoffeechatList
      ).items;
      expect(agentItems.map((chat) => chat.offerId)).not.toContain(offerId);
    });
  });

  describe('companies one may send for', () => {
    it('lists every participating company for agents and only their own for a recruiter', async () => {
      const read = async (account: Account) => {
        const response = await app.request('/api/biz/companies', { token: tokens[account] });
        const body = await response.json();
        expect(is(body, BizCompanyList)).toBe(true);
        return (body as BizCompanyList).items;
      };
      expect(await read('agent')).toHaveLength(27);
      expect(await read('hanbit')).toEqual([
        { id: company.hanbit, name: '한빛모빌리티', logo: '/logos/hanbit-mobility.svg', industry: '모빌리티' },
      ]);
    });
  });
});
