/**
 * Account deletion (SPEC §4 "Account deletion takes a reason", §9 "Deleted account data kept 30 days
 * when offers existed"; DESIGN.md §6): every sign-in revoked, gone at once without offers, hidden
 * and purged after 30 days with them, and the phone free to sign up again.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, careers, files, offers } from '../../server/db/schema';
import { idempotencyKeys } from '../../server/db/schema-messages';
import { purgeDeletedCandidates } from '../../server/domain/account';
import type { UploadTicket } from '../../src/contract/files';
import { asBiz, poolCandidate } from './biz-fixtures';
import { expectError, login, refresh, requestCode } from './helpers';
import { candidateCalls, newKey, withKey } from './message-fixtures';
import { sendOffer } from './offer-fixtures';
import { signupBody, verifiedCandidate } from './signup-flow';
import { createTestApp, drivers, signIn, type TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

describe.each(drivers)('deleting the account on %s', (driver) => {
  let app: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-account-files-'));
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const remove = (token: string, json: unknown = { reason: '원하는 회사에 합격했어요' }) =>
    app.request('/api/v3/users', { method: 'DELETE', token, json });
  const rowOf = async (id: string) => (await app.deps.db.select().from(candidates).where(eq(candidates.id, id)))[0];

  /** A submitted candidate signed in with the phone, as the app would be. */
  async function signedIn() {
    const candidate = await poolCandidate(app, { verifiedSalary: 6000 });
    const { body } = await signIn(app, candidate.phone);
    return { ...candidate, accessToken: body.accessToken, refreshToken: body.refreshToken };
  }

  async function storedResume(id: string, token: string) {
    const response = await app.request(`/api/users/s3/upload/${id}?type=resume&fileType=pdf`, { token });
    const ticket = (await response.json()) as UploadTicket;
    const put = await app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: ticket.uploadHeaders,
      body: PDF,
      duplex: 'half',
    } as RequestInit);
    expect(put.status).toBeLessThan(300);
    return ticket.fileId;
  }

  const storedBytes = async () =>
    (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

  it('deletes an account that never had an offer at once, with its files, and refuses its tokens', async () => {
    const candidate = await signedIn();
    const fileId = await storedResume(candidate.id, candidate.accessToken);
    const bytesBefore = await storedBytes();

    const response = await remove(candidate.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(await rowOf(candidate.id)).toBeUndefined();
    expect(await app.deps.db.select().from(careers).where(eq(careers.candidateId, candidate.id))).toEqual([]);
    expect(await app.deps.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await storedBytes()).toBe(bytesBefore - 1);

    await expectError(await refresh(app, candidate.refreshToken), 401, 'INVALID_TOKEN');
    await expectError(await app.request('/api/v3/users/my', { token: candidate.accessToken }), 401, 'UNAUTHORIZED');
    await expectError(await remove(candidate.accessToken), 401, 'UNAUTHORIZED');
  });

  it('keeps an account that had offers hidden for 30 days with its reason', async () => {
    const candidate = await signedIn();
    const offerId = await sendOffer(app, candidate.id);
    const response = await remove(candidate.accessToken, { reason: '  더 이상 이직 생각이 없어요  ' });
    expect(response.status).toBe(200);

    const row = await rowOf(candidate.id);
    const now = app.deps.now().getTime();
    expect(row).toMatchObject({ isActivate: false, deletionReason: '더 이상 이직 생각이 없어요' });
    expect(Math.abs((row.deletedAt as Date).getTime() - now)).toBeLessThan(60_000);
    expect((row.purgeAfter as Date).getTime() - (row.deletedAt as Date).getTime()).toBe(30 * DAY_MS);
    expect(await app.deps.db.select().from(offers).where(eq(offers.id, offerId))).toHaveLength(1);

    await expectError(await refresh(app, candidate.refreshToken), 401, 'INVALID_TOKEN');
    await expectError(await app.request('/api/v3/users/offers', { token: candidate.accessToken }), 401, 'UNAUTHORIZED');
    await expectError(await asBiz(app, 'agent', `/api/biz/candidates/${candidate.id}`), 404, 'NOT_FOUND');
    const sent = await (await asBiz(app, 'hanbit', '/api/biz/offers')).text();
    expect(sent).not.toContain(candidate.id);
    await expectError(await login(app, candidate.phone, await requestCode(app, candidate.phone)), 404, 'NOT_MEMBER');
  });

  const my = candidateCalls(() => app);
  const storedAnswers = async (candidateId: string) =>
    app.deps.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.subject, `candidate:${candidateId}`));

  /** An inquiry sent with an Idempotency-Key: its stored answer holds the message text. */
  async function inquiredWithKey(candidate: { accessToken: string; id: string }) {
    const sent = await my.raw.inquire(candidate.accessToken, { message: '연봉 협상 문의' }, withKey(newKey()));
    expect(sent.status).toBe(201);
    expect(await storedAnswers(candidate.id)).toHaveLength(1);
  }

  it.each([
    ['without offers', false],
    ['with offers', true],
  ])('deletes the stored idempotent answers with an account %s', async (_, hadOffers) => {
    const candidate = await signedIn();
    const other = await signedIn();
    await inquiredWithKey(candidate);
    await inquiredWithKey(other);
    if (hadOffers) await sendOffer(app, candidate.id);
    expect((await remove(candidate.accessToken)).status).toBe(200);
    expect(await storedAnswers(candidate.id)).toEqual([]);
    expect(await storedAnswers(other.id)).toHaveLength(1);
  });

  it('deletes answers stored after the deletion when the kept account is purged', async () => {
    const candidate = await signedIn();
    await sendOffer(app, candidate.id);
    expect((await remove(candidate.accessToken)).status).toBe(200);
    // A request that passed its checks before the deletion may store its answer after it.
    await app.deps.db.insert(idempotencyKeys).values({
      subject: `candidate:${candidate.id}`,
      key: newKey(),
      route: 'POST /api/users/message',
      requestHash: 'x',
      status: 201,
      body: { message: '늦게 저장된 답' },
      createdAt: app.deps.now(),
    });
    app.advance(30 * DAY_MS + 60_000);
    expect(await purgeDeletedCandidates(app.deps, app.deps.now())).toBeGreaterThanOrEqual(1);
    expect(await storedAnswers(candidate.id)).toEqual([]);
  });

  it('purges a kept account once its 30 days have passed, not before', async () => {
    const candidate = await signedIn();
    const offerId = await sendOffer(app, candidate.id);
    expect((await remove(candidate.accessToken)).status).toBe(200);

    app.advance(30 * DAY_MS - 60_000);
    expect(await purgeDeletedCandidates(app.deps, app.deps.now())).toBe(0);
    expect(await rowOf(candidate.id)).toBeDefined();

    app.advance(120_000);
    expect(await purgeDeletedCandidates(app.deps, app.deps.now())).toBeGreaterThanOrEqual(1);
    expect(await rowOf(candidate.id)).toBeUndefined();
    expect(await app.deps.db.select().from(offers).where(eq(offers.id, offerId))).toEqual([]);
    expect(await purgeDeletedCandidates(app.deps, app.deps.now())).toBe(0);
  });

  it.each([
    ['without offers', false],
    ['with offers', true],
  ])('lets the same phone sign up again after a deletion %s', async (_, hadOffers) => {
    const phone = hadOffers ? '01073990001' : '01073990002';
    const first = await verifiedCandidate(app, signupBody(phone));
    if (hadOffers) await sendOffer(app, first.userId);
    expect((await remove(first.accessToken)).status).toBe(200);

    const exist = await app.request(`/api/users/exist?name=${encodeURIComponent('이서준')}&phone=${phone}`);
    expect(await exist.json()).toEqual({ existence: false });
    const again = await verifiedCandidate(app, signupBody(phone));
    expect(again.existence).toBe(false);
    expect(again.userId).not.toBe(first.userId);
    const { body } = await signIn(app, phone);
    expect(body.userId).toBe(again.userId);
  });

  it('needs a reason of 1 to 500 characters', async () => {
    const candidate = await signedIn();
    for (const json of [{}, { reason: '   ' }, { reason: '가'.repeat(501) }]) {
      const response = await remove(candidate.accessToken, json);
      expect((await expectError(response, 400, 'BAD_REQUEST')).status.field).toBe('reason');
    }
    expect((await rowOf(candidate.id)).deletedAt).toBeNull();
  });
});
