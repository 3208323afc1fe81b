/**
 * The hourly sweep of stale uploads (server/domain/file-uploads.ts sweepStaleFiles): pending
 * files a day past their upload URL and rejected files go, bytes then row; stored and fresh
 * pending files stay; a store that fails keeps the row for the next sweep.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { STALE_UPLOAD_MARGIN_SECONDS, UPLOAD_URL_TTL_SECONDS } from '../../server/domain/file-rules';
import { claimUploadedFile, sweepStaleFiles } from '../../server/domain/file-uploads';
import type { UploadTicket } from '../../src/contract/files';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXECUTABLE = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00This program');
const STALE_MS = (UPLOAD_URL_TTL_SECONDS + STALE_UPLOAD_MARGIN_SECONDS) * 1000;

type Person = Awaited<ReturnType<typeof newCandidate>>;

describe.each(drivers)('the stale file sweep on %s', (driver) => {
  let app: TestApp;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-sweep-files-'));
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function uploaded(person: Person, bytes?: Uint8Array): Promise<number> {
    const response = await app.request(`/api/users/s3/upload/${person.id}?type=resume&fileType=pdf&name=cv.pdf`, {
      token: person.token,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const ticket = (await response.json()) as UploadTicket;
    if (bytes) {
      const put = await app.request(ticket.uploadUrl, {
        method: 'PUT',
        headers: ticket.uploadHeaders,
        body: bytes,
        duplex: 'half',
      } as RequestInit);
      expect(put.status, await put.clone().text()).toBeLessThan(300);
    }
    return ticket.fileId;
  }

  const fileRow = async (id: number) => (await app.deps.db.select().from(files).where(eq(files.id, id)))[0];

  it('deletes stale pending and rejected files, bytes then row, and keeps the rest', async () => {
    const person = await newCandidate(app);
    const neverSent = await uploaded(person);
    const sentNotClaimed = await uploaded(person, PDF);
    const sentKey = (await fileRow(sentNotClaimed)).storageKey;
    const stored = await uploaded(person, PDF);
    await claimUploadedFile(app.deps, person.id, stored, 'resume');
    const rejected = await uploaded(person, EXECUTABLE);
    await expect(claimUploadedFile(app.deps, person.id, rejected, 'resume')).rejects.toThrow();
    expect((await fileRow(rejected)).status).toBe('rejected');

    // Within the margin only the rejected file goes.
    app.advance(STALE_MS - 60_000);
    expect(await sweepStaleFiles(app.deps, app.deps.now())).toBe(1);
    expect(await fileRow(rejected)).toBeUndefined();
    expect((await fileRow(sentNotClaimed)).status).toBe('pending');

    app.advance(120_000);
    const fresh = await uploaded(await newCandidate(app), PDF);
    expect(await sweepStaleFiles(app.deps, app.deps.now())).toBe(2);
    expect(await fileRow(neverSent)).toBeUndefined();
    expect(await fileRow(sentNotClaimed)).toBeUndefined();
    expect(await app.deps.fileStorage.head(sentKey)).toBeUndefined();
    expect((await fileRow(stored)).status).toBe('stored');
    expect((await fileRow(fresh)).status).toBe('pending');
    expect(await sweepStaleFiles(app.deps, app.deps.now())).toBe(0);
  });

  it('keeps the row when the store fails, and deletes it on the next sweep', async () => {
    const person = await newCandidate(app);
    const stale = await uploaded(person, PDF);
    app.advance(STALE_MS + 60_000);
    const storage = app.deps.fileStorage;
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error('store down');
    };
    try {
      expect(await sweepStaleFiles(app.deps, app.deps.now())).toBe(0);
    } finally {
      storage.remove = remove;
    }
    expect((await fileRow(stale)).status).toBe('rejected');
    expect(app.logs.some((line) => line.includes('stale file bytes not removed'))).toBe(true);
    await expect(claimUploadedFile(app.deps, person.id, stale, 'resume')).rejects.toThrow();
    expect(await sweepStaleFiles(app.deps, app.deps.now())).toBeGreaterThanOrEqual(1);
    expect(await fileRow(stale)).toBeUndefined();
  });
});
