import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bizAccounts,
  careers,
  companies,
  notifications,
  offerGroups,
  offers,
  scheduledJobs,
} from '../../server/db/schema';
import { messageRooms } from '../../server/db/schema-messages';
import { DEMO_LIFE_DELAY_MS, runDemoLife } from '../../server/features/signup/demo-life';
import { runDueJobs } from '../../server/job-runner';
import { claimDue, enqueue, LEASE_MS, MAX_ATTEMPTS } from '../../server/jobs/job-queue';
import type { MessageRoomList } from '../../src/contract/messages';
import type { OfferList } from '../../src/contract/offers';
import type { Verified } from '../../src/contract/signup';
import { poolCandidate } from './biz-fixtures';
import { inbox, signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the sandbox demo life on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const post = (path: string, token: string, json?: unknown) => app.request(path, { method: 'POST', token, json });

  /** Sign-up to submit through the API, as the app does it; answers the candidate and their verified salary. */
  async function submittedCandidate(phone: string, name: string): Promise<{ verified: Verified; salary: number }> {
    const verified = await verifiedCandidate(app, signupBody(phone, { name, birthday: '19890707' }));
    const health = await post('/api/v3/users/verify/salary', verified.accessToken);
    const { salaryItems } = (await health.json()) as { salaryItems: { year: number; salary: number }[] };
    const salary = salaryItems[salaryItems.length - 1].salary;
    const saved = await post('/api/v2/users/salary', verified.accessToken, {
      salaryType: 'HEALTH',
      salaryItems: [
        { type: 'INPUT', year: 2025, salary },
        { type: 'HOPE', year: 2025, salary: salary + 1000 },
      ],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const submitted = await post('/api/v3/users/submit', verified.accessToken);
    expect(submitted.status).toBe(200);
    return { verified, salary };
  }

  const jobsOf = async (candidateId: string) =>
    (await app.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'demo-life'))).filter(
      (job) => (job.payload as { candidateId: string }).candidateId === candidateId,
    );

  it('welcomes the candidate in a message room and sends 3 offers (one from the agent) and a curation of 3 within seconds of the first submit', async () => {
    const phone = '01055500001';
    const { verified, salary } = await submittedCandidate(phone, '윤데모');
    const candidateId = verified.userId;
    const [job] = await jobsOf(candidateId);
    expect(job.runAt.getTime() - app.deps.now().getTime()).toBeGreaterThan(DEMO_LIFE_DELAY_MS - 2000);
    expect(job.runAt.getTime() - app.deps.now().getTime()).toBeLessThanOrEqual(DEMO_LIFE_DELAY_MS);

    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 0, failed: 0 });
    app.advance(DEMO_LIFE_DELAY_MS);
    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 1, failed: 0 });

    const received = await app.deps.db
      .select({ offer: offers, senderRole: bizAccounts.role, senderEmail: bizAccounts.email })
      .from(offers)
      .innerJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
      .where(eq(offers.candidateId, candidateId))
      .orderBy(asc(offers.id));
    const single = received.filter(({ offer }) => offer.offerGroupId === null);
    const curated = received.filter(({ offer }) => offer.offerGroupId !== null);
    expect(single).toHaveLength(3);
    expect(single.filter(({ senderRole }) => senderRole === 'agent').length).toBeGreaterThanOrEqual(1);
    for (const { offer, senderRole } of single) {
      expect(offer.type).toBe(senderRole === 'agent' ? 'SUPER' : 'NORMAL');
    }
    expect(curated).toHaveLength(3);
    expect(new Set(curated.map(({ offer }) => offer.offerGroupId)).size).toBe(1);
    for (const { offer, senderEmail } of curated) {
      expect(offer.type).toBe('SUPER_CURATION');
      expect(senderEmail).toBe('agent@boltx.example');
    }
    const companyIds = received.map(({ offer }) => offer.companyId);
    expect(new Set(companyIds).size).toBe(6);

    for (const { offer } of received) {
      expect(offer.status).toBe('WAITING');
      expect(offer.salaryMin).toBeLessThanOrEqual(offer.salaryMax);
      expect(offer.salaryMin).toBeGreaterThanOrEqual(salary * 1.08);
      expect(offer.salaryMax).toBeLessThanOrEqual(salary * 1.25);
      expect(offer.increaseRate).toBeGreaterThanOrEqual(8);
      expect(offer.increaseRate).toBeLessThanOrEqual(25);
      expect(offer.hopeSalaryAtSend).toBe(salary + 1000);
      expect(offer.position).toMatch(/백엔드 개발자$/);
      expect(offer.offerItems.length).toBeGreaterThan(0);
      expect(offer.message.length).toBeGreaterThan(10);
    }

    // Never the company the candidate works at now.
    const current = await app.deps.db.select().from(careers).where(eq(careers.candidateId, candidateId));
    const employer = current.find((career) => career.endMonth === '')?.company;
    const sentNames = (
      await app.deps.db.select({ name: companies.name }).from(companies).where(inArray(companies.id, companyIds))
    ).map((row) => row.name);
    expect(sentNames).toHaveLength(6);
    expect(sentNames).not.toContain(employer);

    const [group] = await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidateId));
    expect(group.status).toBe('WAITING');
    const notes = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidateId));
    expect(notes.map((note) => note.kind).sort()).toEqual(['CURATION', 'MESSAGE', 'OFFER', 'OFFER', 'OFFER']);
    expect(notes.find((note) => note.kind === 'CURATION')?.url).toBe(`/my/result/curation/${group.id}`);

    const items = await inbox(app, phone);
    const notified = items.filter((item) => item.kind === 'notification' && item.body.includes('[볼트X]'));
    expect(notified).toHaveLength(5);
    expect(notified.some((item) => item.body.includes('새로운 연봉 제안이 도착했어요'))).toBe(true);

    // The candidate's own app lists them, the agent's as isMaster.
    const mine = await app.request('/api/v3/users/offers', { token: verified.accessToken });
    expect(mine.status).toBe(200);
    const { offerItems } = (await mine.json()) as OfferList;
    expect(offerItems.filter((offer) => offer.isMaster && offer.type === 'SUPER').length).toBeGreaterThanOrEqual(1);

    // The operator opened a room with a welcome, notified like any staff message.
    const rooms = await app.request('/api/users/message/room', { token: verified.accessToken });
    const { items: roomItems, unreadCount } = (await rooms.json()) as MessageRoomList;
    expect(roomItems).toHaveLength(1);
    expect(roomItems[0]).toMatchObject({ kind: 'OPERATOR', topic: '환영합니다', unreadCount: 1, canSend: true });
    expect(roomItems[0].lastMessage).toMatchObject({ sender: 'STAFF', senderName: '박서준' });
    expect(roomItems[0].lastMessage?.message).toContain('박서준');
    expect(unreadCount).toBe(1);
    expect(notes.find((note) => note.kind === 'MESSAGE')).toMatchObject({
      title: '새 메시지가 도착했어요',
      url: `/my/message?room=${roomItems[0].roomId}`,
    });

    // Run again (a retry after a crash): nothing more arrives.
    expect(await runDemoLife(app.deps, { candidateId })).toEqual({ offers: 0, groups: 0, rooms: 0 });
    expect(await app.deps.db.select().from(messageRooms).where(eq(messageRooms.candidateId, candidateId))).toHaveLength(
      1,
    );
    expect(await app.deps.db.select().from(offers).where(eq(offers.candidateId, candidateId))).toHaveLength(6);

    const [done] = await jobsOf(candidateId);
    expect(done.doneAt).toBeInstanceOf(Date);
    expect(done.attempts).toBe(1);
  });

  it('runs only after the first submit', async () => {
    const { verified } = await submittedCandidate('01055500002', '한데모');
    expect(await jobsOf(verified.userId)).toHaveLength(1);
    const again = await post('/api/v3/users/submit', verified.accessToken);
    expect(again.status).toBe(200);
    expect(await jobsOf(verified.userId)).toHaveLength(1);
  });

  describe('the job queue', () => {
    it('records a failing job, retries it later and gives up after the last attempt', async () => {
      const id = await enqueue(app.deps.db, 'demo-life', { candidateId: 'not-a-uuid' }, app.deps.now());
      const rowOf = async () => (await app.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id)))[0];
      expect((await runDueJobs(app.deps, app.deps.now())).failed).toBeGreaterThanOrEqual(1);
      expect(await rowOf()).toMatchObject({ attempts: 1, doneAt: null, lastError: 'Error' });
      await runDueJobs(app.deps, app.deps.now());
      expect((await rowOf()).attempts).toBe(1);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        app.advance(24 * 3_600_000);
        await runDueJobs(app.deps, app.deps.now());
        expect((await rowOf()).attempts).toBe(attempt);
      }
      app.advance(24 * 3_600_000);
      await runDueJobs(app.deps, app.deps.now());
      expect(await rowOf()).toMatchObject({ attempts: MAX_ATTEMPTS, doneAt: null, lastError: 'Error' });
    });

    it('hands a due job to one claimer only, and again after its lease if it never finished', async () => {
      const now = app.deps.now();
      const id = await enqueue(app.deps.db, 'demo-life', { candidateId: '00000000-0000-4000-8000-000000000000' }, now);
      const claims = await Promise.all([claimDue(app.deps.db, now, 10), claimDue(app.deps.db, now, 10)]);
      const claimedIds = claims.flat().map((job) => job.id);
      expect(claimedIds.filter((claimed) => claimed === id)).toHaveLength(1);
      expect((await claimDue(app.deps.db, now, 10)).map((job) => job.id)).not.toContain(id);
      const later = new Date(now.getTime() + LEASE_MS + 1);
      expect((await claimDue(app.deps.db, later, 10)).map((job) => job.id)).toContain(id);
    });
  });
});

describe.each(drivers)('a demo-life job outside sandbox mode on %s', (driver) => {
  // A database that was once in sandbox mode (seeded accounts, a queued job), now run without it.
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('is marked done without sending anything', async () => {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const id = await enqueue(app.deps.db, 'demo-life', { candidateId: candidate.id }, app.deps.now());
    const outside = { ...app.deps, env: { ...app.deps.env, sandbox: false } };

    expect(await runDueJobs(outside, app.deps.now())).toEqual({ ran: 1, failed: 0 });
    const [job] = await app.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id));
    expect(job).toMatchObject({ attempts: 1, lastError: null });
    expect(job.doneAt).toBeInstanceOf(Date);
    expect(await app.deps.db.select().from(offers).where(eq(offers.candidateId, candidate.id))).toEqual([]);
    expect(await app.deps.db.select().from(offerGroups).where(eq(offerGroups.candidateId, candidate.id))).toEqual([]);
    expect(await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id))).toEqual(
      [],
    );
    expect(await app.deps.db.select().from(messageRooms).where(eq(messageRooms.candidateId, candidate.id))).toEqual([]);
  });
});
