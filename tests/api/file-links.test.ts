/**
 * Signed file links answer what is true when they are used, not when they were signed:
 * a link stops as soon as the account is deleted (even one kept hidden for 30 days), the company is
 * restricted or the file unlinked; and no link lives more than 10 minutes from its signing,
 * whatever expiry it claims — not even one signed with the real secret.
 */
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, candidates, files } from '../../server/db/schema';
import { claimUploadedFile } from '../../server/domain/file-uploads';
import { LINK_REFUSED_MESSAGE } from '../../server/features/profile/files-routes';
import type { AnonymousProfile } from '../../src/contract/biz';
import type { UploadTicket, UserFiles } from '../../src/contract/files';
import { API_BASE } from '../../src/contract/paths';
import type { ProfileV3 } from '../../src/contract/profile';
import { PDF } from './authorization-fixtures';
import { type Account, asBiz, companyIds, offerTerms, sentOffer } from './biz-fixtures';
import { writtenCandidate } from './company-view-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { type S3StandIn, startS3StandIn } from './s3-stand-in';
import { createTestApp, drivers, type TestApp } from './test-app';

const YEAR_S = 365 * 24 * 3600;

describe.each(drivers)('signed file links checked at the download, on %s', (driver) => {
  let app: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-file-links-'));
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  /** A candidate with a resume who accepted `account`'s offer: they have offers, so a deletion keeps them hidden. */
  async function sharingCandidate(account: Account = 'nuri') {
    const candidate = await writtenCandidate(app);
    const offerId = await sentOffer(app, account, offerTerms(candidate.id, { salaryMin: 7000, salaryMax: 7600 }));
    const accepted = await app.request('/api/v2.1/users/coffeechat', {
      method: 'POST',
      token: await candidate.token(),
      json: { offerId },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    return candidate;
  }

  async function ownLink(candidate: { token: () => Promise<string> }) {
    const response = await app.request('/api/v3/users/profile', { token: await candidate.token() });
    const profile = (await response.json()) as ProfileV3;
    expect(profile.resumeFile?.readUrl).toMatch(/^\/api\/files\//);
    return profile.resumeFile?.readUrl ?? '';
  }

  async function companyLink(account: Account, candidateId: string) {
    const response = await asBiz(app, account, `/api/biz/candidates/${candidateId}`);
    expect(response.status).toBe(200);
    const url = ((await response.json()) as AnonymousProfile).shared?.resumeFile?.readUrl ?? '';
    expect(url).toMatch(/^\/api\/files\//);
    return url;
  }

  const download = (url: string) => app.request(url);

  it('no longer downloads a link signed before DELETE /api/v3/users, the owner’s or the company’s', async () => {
    const candidate = await sharingCandidate();
    const own = await ownLink(candidate);
    const company = await companyLink('nuri', candidate.id);
    expect((await download(own)).status).toBe(200);
    expect((await download(company)).status).toBe(200);

    const deleted = await app.request('/api/v3/users', {
      method: 'DELETE',
      token: await candidate.token(),
      json: { reason: '원하는 회사에 합격했어요' },
    });
    expect(deleted.status).toBe(200);
    // Kept hidden for 30 days (it had an offer): the bytes are still on the disk.
    const [row] = await app.deps.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row.deletedAt).not.toBeNull();
    expect(await app.deps.db.select().from(files).where(eq(files.candidateId, candidate.id))).toHaveLength(1);

    await expectError(await download(own), 404, 'NOT_FOUND');
    await expectError(await download(company), 404, 'NOT_FOUND');
  });

  it('no longer downloads a company’s link once the candidate restricts that company; the owner’s still does', async () => {
    const candidate = await sharingCandidate();
    const own = await ownLink(candidate);
    const company = await companyLink('nuri', candidate.id);
    const restricted = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token: await candidate.token(),
      json: { companyIds: [(await companyIds(app)).nuri] },
    });
    expect(restricted.status).toBe(200);
    await expectError(await download(company), 404, 'NOT_FOUND');
    const mine = await download(own);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PDF);
  });

  it('no longer downloads a company’s link once the file is no longer the profile’s resume', async () => {
    const candidate = await sharingCandidate();
    const company = await companyLink('nuri', candidate.id);
    await app.deps.db.update(candidates).set({ resumeFileId: null }).where(eq(candidates.id, candidate.id));
    await expectError(await download(company), 404, 'NOT_FOUND');
  });

  /** A read token for `key` signed with the server's own secret, claiming whatever it likes. */
  async function forgedWithRealSecret(key: string, claims: Record<string, unknown>) {
    const [secret] = await app.deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'file-url-hmac'));
    const encoded = Buffer.from(JSON.stringify({ m: 'GET', k: key, n: 'resume.pdf', ...claims })).toString('base64url');
    const mac = createHmac('sha256', secret.value).update(`file-url:${encoded}`).digest().subarray(0, 24);
    return `${API_BASE}/files/${encoded}.${mac.toString('base64url')}`;
  }

  it('refuses a link claiming a 10-year life, signed with the real secret', async () => {
    const candidate = await sharingCandidate();
    const own = await ownLink(candidate);
    const [{ storageKey }] = await app.deps.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.candidateId, candidate.id));
    const now = Math.floor(app.deps.now().getTime() / 1000);
    // The signing scheme itself works: a 10-minute link made this way downloads.
    expect((await download(await forgedWithRealSecret(storageKey, { i: now, e: now + 600, a: 'owner' }))).status).toBe(
      200,
    );
    for (const claims of [
      { i: now, e: now + 10 * YEAR_S, a: 'owner' },
      { e: now + 10 * YEAR_S, a: 'owner' },
      { e: now + 10 * YEAR_S },
      { i: now + 10 * YEAR_S - 300, e: now + 10 * YEAR_S, a: 'owner' },
    ]) {
      await expectError(
        await download(await forgedWithRealSecret(storageKey, claims)),
        403,
        'FORBIDDEN',
        LINK_REFUSED_MESSAGE,
      );
    }
    // A link the server signed stops at its 10 minutes as before.
    app.advance(601_000);
    await expectError(await download(own), 403, 'FORBIDDEN', LINK_REFUSED_MESSAGE);
  });
});

/**
 * With S3 the read URL is the store's presigned URL: the server cannot check it again at the
 * download (docs/SECURITY.md). What holds is its short signed lifetime: 10 minutes, which the store
 * enforces and nobody without the store's key can stretch.
 */
describe.each(drivers)('presigned read links of an S3-compatible store, on %s', (driver) => {
  let app: TestApp;
  let store: S3StandIn;
  beforeAll(async () => {
    store = await startS3StandIn();
    app = await createTestApp(driver, store.env);
    store.useClock(app.deps.now);
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it('signs a read link for 10 minutes, which the store refuses once past or stretched', async () => {
    const person = await newCandidate(app);
    const issued = (await (
      await app.request(`/api/users/s3/upload/${person.id}?type=resume&fileType=pdf`, { token: person.token })
    ).json()) as UploadTicket;
    expect((await fetch(issued.uploadUrl, { method: 'PUT', headers: issued.uploadHeaders, body: PDF })).status).toBe(
      200,
    );
    await claimUploadedFile(app.deps, person.id, issued.fileId, 'resume');
    const listed = (await (await app.request('/api/inbound/user/files', { token: person.token })).json()) as UserFiles;
    const readUrl = new URL(listed.items[0].readUrl);
    expect(readUrl.searchParams.get('X-Amz-Expires')).toBe('600');
    expect((await fetch(readUrl)).status).toBe(200);
    const stretched = new URL(readUrl);
    stretched.searchParams.set('X-Amz-Expires', String(24 * 3600));
    app.advance(601_000);
    expect((await fetch(readUrl)).status).toBe(403);
    // A day instead of 10 minutes is not what was signed.
    expect((await fetch(stretched)).status).toBe(403);
  });
});
