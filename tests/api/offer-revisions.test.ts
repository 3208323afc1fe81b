/**
 * Asking a company to revise its offer: every move of the status machine (ASKED → REVISED | KEPT |
 * TIMED_OUT | WITHDRAWN), every illegal one a 409, who may answer, the selection window the wait
 * does not eat, the candidate told by a notification, and analytics without amounts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  candidateCompanies,
  notifications,
  offerRevisions,
  offers,
  sandboxInbox,
} from '../../server/db/schema';
import { sweepRevisionTimeouts } from '../../server/features/offers/revision-timeouts';
import { runDueJobs } from '../../server/job-runner';
import type { SentOffer } from '../../src/contract/biz';
import { addKstBusinessDays, endOfKstDay } from '../../src/contract/kst';
import type { Offer } from '../../src/contract/offers';
import { accounts, asBiz } from './biz-fixtures';
import { expectError } from './helpers';
import {
  answerAs,
  companyOf,
  newCandidate,
  offerCalls,
  offerRow,
  RECRUITER_COMPANY,
  sendCuration,
  sendOffer,
  tokenFor,
} from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** The fixture's offers are 7,000–8,500 만원. */
const noticesOfCandidate = (app: TestApp, candidateId: string) =>
  app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidateId));

const ASK = { salaryMin: 8000, salaryMax: 9500, wishes: ['재택근무', '사이닝 보너스'], note: '재택 이틀이면 좋겠어요' };

describe.each(drivers)('asking a company to revise its offer, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { detail, history, refuse, accept, askRevision } = offerCalls(() => app);

  async function askedOffer(options: Parameters<typeof sendOffer>[2] = {}) {
    const candidate = await newCandidate(app);
    const offerId = await sendOffer(app, candidate.id, options);
    const response = await askRevision(candidate.token, offerId, ASK);
    expect(response.status, await response.clone().text()).toBe(200);
    return { ...candidate, offerId, offer: (await response.json()) as Offer };
  }

  const answer = (account: Parameters<typeof asBiz>[1], offerId: number, json: unknown) =>
    asBiz(app, account, `/api/biz/offers/${offerId}/revision`, { method: 'POST', json });

  const noticesOf = (candidateId: string) => noticesOfCandidate(app, candidateId);

  it('asks once, holds the window past the company’s deadline, and replays the same answer for the same key', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const sent = await offerRow(app, offerId);
    const firstKey = randomUUID();
    const first = await askRevision(token, offerId, ASK, firstKey);
    expect(first.status).toBe(200);
    const offer = (await first.json()) as Offer;
    const askedAt = new Date(offer.revision?.askedAt ?? '');
    expect(Math.abs(askedAt.getTime() - app.deps.now().getTime())).toBeLessThan(60_000);
    // The end of the third KST business day after the request.
    const due = endOfKstDay(new Date(addKstBusinessDays(askedAt, 3).getTime() - 1));
    expect(due.getTime()).toBeGreaterThan(askedAt.getTime() + 3 * DAY_MS - 1);
    expect(offer.revision).toMatchObject({
      status: 'ASKED',
      answerDueAt: due.toISOString(),
      answeredAt: null,
      asked: {
        salaryMin: 8000,
        salaryMax: 9500,
        wishes: ['재택근무', '사이닝 보너스'],
        note: '재택 이틀이면 좋겠어요',
      },
      before: { salaryMin: 7000, salaryMax: 8500, offerItems: ['스톡옵션', '재택근무'] },
      after: null,
    });
    const left = sent.expiresAt.getTime() - askedAt.getTime();
    // The time left when asking is kept for after the deadline, rounded up to the end of that KST day.
    expect(offer.expiredAt).toBe(endOfKstDay(new Date(due.getTime() + left)).toISOString());

    const replay = await askRevision(token, offerId, ASK, firstKey);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(offer);
    await expectError(
      await askRevision(token, offerId, ASK, randomUUID()),
      409,
      'CONFLICT',
      '이미 조정을 요청한 제안이에요.',
    );
    expect((await detail(token, offerId)).revision?.status).toBe('ASKED');
  });

  it('refuses a request that asks for nothing, for half a band or for a band not above the offer', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const cases: [unknown, string, string][] = [
      [{ wishes: [] }, 'wishes', '희망 연봉이나 조정하고 싶은 조건을 하나 이상 골라 주세요.'],
      [{ salaryMin: 9000, wishes: [] }, 'salaryMax', '희망 연봉은 최소와 최대를 함께 적어 주세요.'],
      [{ salaryMin: 9600, salaryMax: 9500, wishes: [] }, 'salaryMin', '최소 연봉은 최대 연봉보다 클 수 없습니다.'],
      [
        { salaryMin: 8000, salaryMax: 8500, wishes: [] },
        'salaryMax',
        '희망 연봉은 제안받은 연봉보다 높게 적어 주세요.',
      ],
      [
        { salaryMin: 6000, salaryMax: 9500, wishes: [] },
        'salaryMax',
        '희망 연봉은 제안받은 연봉보다 높게 적어 주세요.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = await expectError(await askRevision(token, offerId, body), 400, 'BAD_REQUEST', message);
      expect(error.status.field, JSON.stringify(body)).toBe(field);
    }
    for (const body of [
      { wishes: ['연봉 두 배'] },
      { wishes: [], note: 'ㄱ'.repeat(301) },
      { salaryMin: -1, salaryMax: 9000, wishes: [] },
    ]) {
      await expectError(await askRevision(token, offerId, body), 400, 'BAD_REQUEST');
    }
    expect((await detail(token, offerId)).revision).toBeNull();
  });

  it('masks contact details in the note before the company reads it', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const offerId = await sendOffer(app, candidateId);
    const note = '010-1234-5678로 전화 주세요, me@example.com 도 괜찮아요';
    expect((await askRevision(token, offerId, { wishes: ['입사일'], note })).status).toBe(200);
    const [row] = await app.deps.db.select().from(offerRevisions).where(eq(offerRevisions.offerId, offerId));
    expect(row.note).toBe('***로 전화 주세요, *** 도 괜찮아요');
  });

  it('answers 409 on an offer refused, accepted, expired or in a curation, and 404 on another’s', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const refused = await sendOffer(app, candidateId);
    expect((await refuse(token, refused)).status).toBe(200);
    await expectError(await askRevision(token, refused, ASK), 409, 'CONFLICT', '이미 거절한 제안입니다.');
    const accepted = await sendOffer(app, candidateId, { company: 'nuri-pay' });
    expect((await accept(token, accepted)).status).toBe(201);
    await expectError(await askRevision(token, accepted, ASK), 409, 'CONFLICT', '이미 수락한 제안입니다.');
    const { offerIds } = await sendCuration(app, candidateId, ['maru-cloud', 'garam-market']);
    await expectError(
      await askRevision(token, offerIds[0], ASK),
      409,
      'CONFLICT',
      '큐레이션 제안은 큐레이션 화면에서 선택해 주세요.',
    );
    const expiring = await sendOffer(app, candidateId, { company: 'dodam-edu' });
    app.advance(8 * DAY_MS);
    await expectError(
      await askRevision(await tokenFor(app, candidateId), expiring, ASK),
      409,
      'CONFLICT',
      '선택 기간이 지난 제안입니다.',
    );

    const other = await newCandidate(app);
    const theirs = await sendOffer(app, other.id);
    await expectError(await askRevision(await tokenFor(app, candidateId), theirs, ASK), 404, 'NOT_FOUND');
    expect((await detail(other.token, theirs)).revision).toBeNull();
  });

  it('lets the offering company revise: new terms, old ones kept beside them, the window given back, the candidate told', async () => {
    const { id: candidateId, offerId } = await askedOffer();
    app.advance(DAY_MS);
    const token = await tokenFor(app, candidateId);
    const [stored] = await app.deps.db.select().from(offerRevisions).where(eq(offerRevisions.offerId, offerId));
    const sent = (await answerAs(app, 'hanbit', offerId, {
      decision: 'REVISE',
      salaryMin: 7500,
      salaryMax: 9000,
      offerItems: ['재택근무 주 3일', '사이닝 보너스 500만원'],
    })) as SentOffer;
    expect(sent.revision).toMatchObject({ status: 'REVISED', after: { salaryMin: 7500, salaryMax: 9000 } });
    expect(sent.candidate.revealed).toBeNull();

    const offer = await detail(token, offerId);
    expect(offer).toMatchObject({
      salaryMin: 7500,
      salaryMax: 9000,
      offerItems: ['재택근무 주 3일', '사이닝 보너스 500만원'],
    });
    const answeredAt = new Date(offer.revision?.answeredAt ?? '');
    expect(Math.abs(answeredAt.getTime() - app.deps.now().getTime())).toBeLessThan(60_000);
    expect(offer.revision).toMatchObject({
      status: 'REVISED',
      before: { salaryMin: 7000, salaryMax: 8500, offerItems: ['스톡옵션', '재택근무'] },
      after: { salaryMin: 7500, salaryMax: 9000, offerItems: ['재택근무 주 3일', '사이닝 보너스 500만원'] },
    });
    expect(offer.expiredAt).toBe(endOfKstDay(new Date(answeredAt.getTime() + stored.remainingMs)).toISOString());
    const [item] = (await history(token)).offerItems.filter((row) => row.id === offerId);
    expect(item).toMatchObject({
      salaryMin: 7500,
      salaryMax: 9000,
      revision: { status: 'REVISED', before: { salaryMin: 7000, salaryMax: 8500 } },
    });
    expect((await noticesOf(candidateId)).map((notice) => [notice.title, notice.url])).toEqual([
      ['제안이 조정됐어요', `/my/result/${offerId}`],
    ]);

    // Answered once: every further move is a 409, and the candidate may still accept.
    await expectError(await answer('hanbit', offerId, { decision: 'KEEP', reason: '다시' }), 409, 'CONFLICT');
    await expectError(await askRevision(token, offerId, ASK), 409, 'CONFLICT', '이미 조정을 요청한 제안이에요.');
    expect((await accept(token, offerId)).status).toBe(201);
    expect((await detail(token, offerId)).revision?.status).toBe('REVISED');
  });

  it('refuses a revision under the old band, under the hoped-for salary, or without its band', async () => {
    const { offerId } = await askedOffer();
    const cases: [unknown, string][] = [
      [{ decision: 'REVISE', salaryMin: 6900, salaryMax: 9000 }, 'salaryMin'],
      [{ decision: 'REVISE', salaryMin: 7000, salaryMax: 8400 }, 'salaryMax'],
      [{ decision: 'REVISE', salaryMin: 9100, salaryMax: 9000 }, 'salaryMin'],
      [{ decision: 'REVISE', salaryMax: 9000 }, 'salaryMin'],
      [{ decision: 'KEEP' }, 'reason'],
      [{ decision: 'KEEP', reason: '   ' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await answer('hanbit', offerId, body), 400, 'BAD_REQUEST');
      expect(error.status.field, JSON.stringify(body)).toBe(field);
    }
    await app.deps.db.update(offers).set({ hopeSalaryAtSend: 9200 }).where(eq(offers.id, offerId));
    await expectError(
      await answer('hanbit', offerId, { decision: 'REVISE', salaryMin: 7500, salaryMax: 9000 }),
      400,
      'BAD_REQUEST',
      '후보자의 희망 연봉은 9,200만원이에요. 최대 연봉을 9,200만원 이상으로 제안해 주세요.',
    );
    expect((await offerRow(app, offerId)).salaryMax).toBe(8500);
  });

  it('lets the company keep its offer with a reason the candidate reads', async () => {
    const { id: candidateId, token, offerId } = await askedOffer();
    await answerAs(app, 'hanbit', offerId, { decision: 'KEEP', reason: '올해 예산이 정해져 있어요.' });
    const offer = await detail(token, offerId);
    expect(offer).toMatchObject({ salaryMin: 7000, salaryMax: 8500 });
    expect(offer.revision).toMatchObject({ status: 'KEPT', reason: '올해 예산이 정해져 있어요.', after: null });
    expect((await noticesOf(candidateId)).map((notice) => notice.title)).toEqual(['기업이 제안을 유지했어요']);
  });

  it('lets only the offering company’s recruiters or the sending agent answer', async () => {
    const byRecruiter = await askedOffer();
    for (const account of ['nuri', 'agent', 'operator'] as const) {
      await expectError(
        await answer(account, byRecruiter.offerId, { decision: 'KEEP', reason: '유지' }),
        404,
        'NOT_FOUND',
      );
    }
    await expectError(
      await app.request(`/api/biz/offers/${byRecruiter.offerId}/revision`, {
        method: 'POST',
        token: byRecruiter.token,
        json: { decision: 'KEEP', reason: '유지' },
      }),
      403,
      'FORBIDDEN',
    );
    const byAgent = await askedOffer({ from: 'agent', company: 'nuri-pay' });
    await expectError(
      await answer('operator', byAgent.offerId, { decision: 'KEEP', reason: '유지' }),
      404,
      'NOT_FOUND',
    );
    await expectError(await answer('hanbit', byAgent.offerId, { decision: 'KEEP', reason: '유지' }), 404, 'NOT_FOUND');
    await answerAs(app, 'agent', byAgent.offerId, { decision: 'KEEP', reason: '기업과 이야기해 봤어요.' });
    // An offer without a request has nothing to answer.
    const plain = await sendOffer(app, (await newCandidate(app)).id);
    await expectError(await answer('hanbit', plain, { decision: 'KEEP', reason: '유지' }), 404, 'NOT_FOUND');
  });

  it('closes the channel when the candidate restricts the company after asking', async () => {
    const { id: candidateId, offerId } = await askedOffer();
    const company = await companyOf(app, RECRUITER_COMPANY);
    await app.deps.db.insert(candidateCompanies).values({ candidateId, companyId: company.id, mode: 'restrict' });
    await expectError(await answer('hanbit', offerId, { decision: 'KEEP', reason: '유지' }), 404, 'NOT_FOUND');
    expect(await noticesOf(candidateId)).toEqual([]);
  });

  it('times out after three business days: the offer stands as it was, with the time it had left, and the candidate is told', async () => {
    const { id: candidateId, offerId, offer } = await askedOffer();
    const due = new Date(offer.revision?.answerDueAt ?? '');
    app.advance(due.getTime() - app.deps.now().getTime() + 1000);
    const token = await tokenFor(app, candidateId);
    // Past the deadline, before the sweep: the company is already too late.
    await expectError(
      await answer('hanbit', offerId, { decision: 'KEEP', reason: '늦었어요' }),
      409,
      'CONFLICT',
      '조정 요청에 이미 답했거나 답변 기한이 지났어요.',
    );
    expect(await sweepRevisionTimeouts(app.deps, app.deps.now())).toBeGreaterThanOrEqual(1);
    expect(await sweepRevisionTimeouts(app.deps, app.deps.now())).toBe(0);
    const after = await detail(token, offerId);
    expect(after).toMatchObject({ status: 'WAITING', salaryMin: 7000, salaryMax: 8500, expiredAt: offer.expiredAt });
    expect(after.revision?.status).toBe('TIMED_OUT');
    const notices = await noticesOf(candidateId);
    expect(notices.map((notice) => notice.title)).toEqual(['조정 요청에 답이 없었어요']);
    expect(notices[0].body).toContain('한빛모빌리티에서 기한 안에 답하지 않아 처음 제안 그대로예요.');
    expect((await accept(token, offerId)).status).toBe(201);
  });

  it('withdraws a request the candidate overtook by refusing, so a late answer is a 409', async () => {
    const { token, offerId } = await askedOffer();
    expect((await refuse(token, offerId)).status).toBe(200);
    expect((await detail(token, offerId)).revision?.status).toBe('WITHDRAWN');
    await expectError(
      await answer('hanbit', offerId, { decision: 'REVISE', salaryMin: 8000, salaryMax: 9500 }),
      409,
      'CONFLICT',
    );
    expect((await offerRow(app, offerId)).salaryMax).toBe(8500);
  });

  it('shows the request in the company’s sent list, the candidate still anonymous', async () => {
    const { offerId } = await askedOffer();
    const response = await asBiz(app, 'hanbit', '/api/biz/offers');
    const { items } = (await response.json()) as { items: SentOffer[] };
    const sent = items.find((item) => item.id === offerId);
    expect(sent?.revision).toMatchObject({ status: 'ASKED', asked: { salaryMin: 8000, salaryMax: 9500 } });
    expect(sent?.candidate.revealed).toBeNull();
  });

  it('tells the offering company by e-mail, once per recruiter, with nothing of the candidate', async () => {
    // Every job due: the suite's earlier requests queued theirs too, more than one run claims.
    const runAllDue = async () => {
      while ((await runDueJobs(app.deps, app.deps.now())).ran > 0);
    };
    const inboxOf = (email: string) =>
      app.deps.db
        .select()
        .from(sandboxInbox)
        .where(and(eq(sandboxInbox.email, email), eq(sandboxInbox.kind, 'email')));
    await runAllDue();
    const before = (await inboxOf(accounts.hanbit)).length;
    const { offerId } = await askedOffer();
    await runAllDue();
    const mails = (await inboxOf(accounts.hanbit)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('[볼트X 비즈니스] 제안에 조정 요청이 도착했어요');
    expect(mails[0].body).toContain('한빛모빌리티의 백엔드 개발자 제안을 받은 후보자가 조정을 요청했어요.');
    expect(mails[0].body).not.toMatch(/박테스트|재택 이틀|8,000|9,500/);
    // Sent once: the queue holds nothing more for it.
    await runAllDue();
    expect((await inboxOf(accounts.hanbit)).slice(before)).toHaveLength(1);

    const agentBefore = (await inboxOf(accounts.agent)).length;
    await askedOffer({ from: 'agent', company: 'nuri-pay' });
    await runAllDue();
    expect((await inboxOf(accounts.agent)).slice(agentBefore)).toHaveLength(1);
    expect(offerId).toBeGreaterThan(0);
  });

  it('records each move for analytics without amounts or text', async () => {
    const { id: candidateId, offerId } = await askedOffer();
    await answerAs(app, 'hanbit', offerId, { decision: 'REVISE', salaryMin: 8000, salaryMax: 9500 });
    const events = await app.deps.db
      .select({ name: analyticsEvents.name, path: analyticsEvents.path, properties: analyticsEvents.properties })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.candidateId, candidateId), eq(analyticsEvents.name, 'offer_revision')));
    expect(events).toEqual([
      { name: 'offer_revision', path: '/my/result/:id', properties: { outcome: 'asked', by: 'candidate' } },
      { name: 'offer_revision', path: '/my/result/:id', properties: { outcome: 'revised', by: 'company' } },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/8000|9500|재택/);
  });
});

describe.each(drivers)('the agent asking on the candidate’s behalf, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { detail } = offerCalls(() => app);
  const askFor = (account: Parameters<typeof asBiz>[1], offerId: number, json: unknown = ASK) =>
    asBiz(app, account, `/api/biz/offers/${offerId}/revision-request`, { method: 'POST', json });

  /** A curation of the agent's to a new candidate, answered by the candidate as `agent` (handed to the agent) or not at all. */
  async function curation(handedToAgent: boolean) {
    const candidate = await newCandidate(app);
    const { groupId, offerIds } = await sendCuration(app, candidate.id, ['maru-cloud', 'hanbit-mobility']);
    if (handedToAgent) {
      const response = await app.request(`/api/users/offers/group/${groupId}`, {
        method: 'PATCH',
        token: candidate.token,
        json: { groupId, isLike: true, offerItems: [], agent: true },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    return { ...candidate, groupId, offerIds };
  }

  it('asks for a curation the candidate handed to the agent; the member company answers and the candidate is told', async () => {
    const { id: candidateId, token, groupId, offerIds } = await curation(true);
    const hanbitOffer = offerIds[1];
    const response = await askFor('agent', hanbitOffer);
    expect(response.status, await response.clone().text()).toBe(200);
    const sent = (await response.json()) as SentOffer;
    expect(sent.revision).toMatchObject({ status: 'ASKED', askedBy: 'AGENT', asked: { salaryMin: 8000 } });
    await expectError(await askFor('agent', hanbitOffer), 409, 'CONFLICT', '이미 조정을 요청한 제안이에요.');

    await answerAs(app, 'hanbit', hanbitOffer, { decision: 'REVISE', salaryMin: 7500, salaryMax: 9000 });
    expect((await detail(token, hanbitOffer)).revision).toMatchObject({ status: 'REVISED', askedBy: 'AGENT' });
    expect((await noticesOfCandidate(app, candidateId)).map((notice) => [notice.title, notice.url])).toEqual([
      ['제안이 조정됐어요', `/my/result/curation/${groupId}`],
    ]);
  });

  it('asks nothing of a company the candidate restricted since handing the curation over', async () => {
    const { id: candidateId, token, offerIds } = await curation(true);
    const company = await companyOf(app, RECRUITER_COMPANY);
    await app.deps.db.insert(candidateCompanies).values({ candidateId, companyId: company.id, mode: 'restrict' });
    await expectError(await askFor('agent', offerIds[1]), 404, 'NOT_FOUND');
    expect((await detail(token, offerIds[1])).revision).toBeNull();
    expect((await askFor('agent', offerIds[0])).status).toBe(200);
  });

  it('refuses a curation still waiting for the candidate, another sender, a recruiter and the candidate', async () => {
    const waiting = await curation(false);
    await expectError(
      await askFor('agent', waiting.offerIds[0]),
      409,
      'CONFLICT',
      '후보자가 에이전트에게 맡긴 큐레이션의 제안만 대신 조정을 요청할 수 있어요.',
    );
    const handed = await curation(true);
    await expectError(await askFor('operator', handed.offerIds[0]), 404, 'NOT_FOUND');
    await expectError(await askFor('hanbit', handed.offerIds[1]), 403, 'FORBIDDEN');
    await expectError(
      await app.request(`/api/biz/offers/${handed.offerIds[0]}/revision-request`, {
        method: 'POST',
        token: handed.token,
        json: ASK,
      }),
      403,
      'FORBIDDEN',
    );
    // A single offer the agent sent is the candidate's own to ask about.
    const single = await sendOffer(app, handed.id, { from: 'agent', company: 'nuri-pay' });
    await expectError(await askFor('agent', single), 404, 'NOT_FOUND');
    expect((await detail(handed.token, handed.offerIds[0])).revision).toBeNull();
  });
});
