/**
 * Hiding the profile and publishing it again (SPEC §4: the stop call only while active, otherwise
 * "이미 제안을 받지 않고 있어요."; after a restart submit, "기업에 프로필이 다시 공개되었어요."), and the
 * salary report counting its 48 hours from the first submit through a restart.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillFirstSubmits } from '../../server/db/backfill';
import { candidates, scheduledJobs } from '../../server/db/schema';
import { ALREADY_STOPPED_MESSAGE, PROFILE_RESTARTED_MESSAGE, type SalaryReport } from '../../src/contract/profile';
import { asBiz, candidateToken } from './biz-fixtures';
import { expectError } from './helpers';
import { signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(drivers)('stopping and restarting the profile on %s', (driver) => {
  let app: TestApp;
  let phoneSerial = 0;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const post = (path: string, token: string, json: unknown = {}) => app.request(path, { method: 'POST', token, json });
  const stop = (token: string) => app.request('/api/v2/users/stop', { method: 'PATCH', token });
  const isActivate = async (token: string) =>
    ((await (await app.request('/api/v3/users/my', { token })).json()) as { isActivate: boolean }).isActivate;

  /** Verified through the sandbox with a typed salary saved, not yet submitted. */
  async function readyCandidate() {
    phoneSerial += 1;
    const verified = await verifiedCandidate(app, signupBody(`0107300${String(phoneSerial).padStart(4, '0')}`));
    const saved = await post('/api/v2/users/salary', verified.accessToken, {
      salaryType: 'HEALTH',
      salaryItems: [{ type: 'INPUT', year: 2025, salary: 6200 }],
    });
    expect(saved.status).toBe(200);
    return { id: verified.userId, token: verified.accessToken };
  }

  it('refuses to stop a profile that was never published', async () => {
    const candidate = await readyCandidate();
    await expectError(await stop(candidate.token), 409, 'CONFLICT', '이미 제안을 받지 않고 있어요.');
  });

  it('stops an active profile once; the second stop is 409 with SPEC toast', async () => {
    const candidate = await readyCandidate();
    expect(await (await post('/api/v3/users/submit', candidate.token)).json()).toEqual({ ok: true });
    expect((await asBiz(app, 'agent', `/api/biz/candidates/${candidate.id}`)).status).toBe(200);

    const stopped = await stop(candidate.token);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ isActivate: false });
    expect(await isActivate(candidate.token)).toBe(false);
    await expectError(await asBiz(app, 'agent', `/api/biz/candidates/${candidate.id}`), 404, 'NOT_FOUND');

    expect(ALREADY_STOPPED_MESSAGE).toBe('이미 제안을 받지 않고 있어요.');
    await expectError(await stop(candidate.token), 409, 'CONFLICT', ALREADY_STOPPED_MESSAGE);
  });

  it('restarts a stopped profile on submit: visible again, answered restarted, no second demo life', async () => {
    const candidate = await readyCandidate();
    await post('/api/v3/users/submit', candidate.token);
    expect((await stop(candidate.token)).status).toBe(200);

    const restarted = await post('/api/v3/users/submit', candidate.token);
    expect(restarted.status).toBe(200);
    expect(await restarted.json()).toEqual({ ok: true, restarted: true });
    expect(PROFILE_RESTARTED_MESSAGE).toBe('기업에 프로필이 다시 공개되었어요.');
    expect(await isActivate(candidate.token)).toBe(true);
    expect((await asBiz(app, 'agent', `/api/biz/candidates/${candidate.id}`)).status).toBe(200);

    const jobs = await app.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'demo-life'));
    expect(jobs.filter((job) => (job.payload as { candidateId: string }).candidateId === candidate.id)).toHaveLength(1);

    // A submit of an active profile is not a restart.
    expect(await (await post('/api/v3/users/submit', candidate.token)).json()).toEqual({ ok: true });
  });

  it('opens a new attack period on restart even when an extension already ran out', async () => {
    const candidate = await readyCandidate();
    await post('/api/v3/users/submit', candidate.token);
    const longAgo = new Date(app.deps.now().getTime() - 90 * DAY_MS);
    await app.deps.db
      .update(candidates)
      .set({ submittedAt: longAgo, attackUntil: new Date(longAgo.getTime() + 60 * DAY_MS), isActivate: false })
      .where(eq(candidates.id, candidate.id));

    expect(await (await post('/api/v3/users/submit', candidate.token)).json()).toEqual({ ok: true, restarted: true });
    const attack = (await (await app.request('/api/v3/users/my/attack', { token: candidate.token })).json()) as {
      attackExpiredAt: string;
    };
    const expected = app.deps.now().getTime() + 30 * DAY_MS;
    expect(Math.abs(Date.parse(attack.attackExpiredAt) - expected)).toBeLessThan(60_000);
    expect((await asBiz(app, 'agent', `/api/biz/candidates/${candidate.id}`)).status).toBe(200);
  });

  const reportOf = async (id: string): Promise<SalaryReport> =>
    (
      await app.request('/api/v3/users/report', { token: await candidateToken(app, id) })
    ).json() as Promise<SalaryReport>;

  it('keeps the salary report of the first submit through a stop and a restart', async () => {
    const candidate = await readyCandidate();
    expect((await post('/api/v3/users/submit', candidate.token)).status).toBe(200);
    const [first] = await app.deps.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    const availableAt = new Date((first.submittedAt as Date).getTime() + 2 * DAY_MS).toISOString();
    expect(first.firstSubmittedAt).toEqual(first.submittedAt);
    expect(await reportOf(candidate.id)).toMatchObject({ available: false, availableAt });

    app.advance(2 * DAY_MS + 60_000);
    expect(await reportOf(candidate.id)).toMatchObject({ available: true, availableAt });
    const token = await candidateToken(app, candidate.id);
    expect((await stop(token)).status).toBe(200);
    expect(await (await post('/api/v3/users/submit', token)).json()).toEqual({ ok: true, restarted: true });

    const [after] = await app.deps.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(after.submittedAt?.getTime()).toBeGreaterThan(first.submittedAt?.getTime() as number);
    expect(after.firstSubmittedAt).toEqual(first.firstSubmittedAt);
    expect(await reportOf(candidate.id)).toMatchObject({ available: true, availableAt });
  });

  it('fills the first submit of a candidate submitted before the column from the last submit', async () => {
    const candidate = await readyCandidate();
    expect((await post('/api/v3/users/submit', candidate.token)).status).toBe(200);
    await app.deps.db.update(candidates).set({ firstSubmittedAt: null }).where(eq(candidates.id, candidate.id));
    const [before] = await app.deps.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    // Until the boot fills it, the report reads the last submit.
    const availableAt = new Date((before.submittedAt as Date).getTime() + 2 * DAY_MS).toISOString();
    expect(await reportOf(candidate.id)).toMatchObject({ available: false, availableAt });

    expect(await backfillFirstSubmits(app.deps.db)).toBeGreaterThanOrEqual(1);
    const [filled] = await app.deps.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(filled.firstSubmittedAt).toEqual(before.submittedAt);
    expect(await backfillFirstSubmits(app.deps.db)).toBe(0);
  });
});
