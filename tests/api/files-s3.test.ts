/**
 * The upload journey through an S3-compatible store: the app configured with S3_* against a local
 * stand-in that verifies every SigV4 signature (tests/api/s3-stand-in.ts), sharing the app's clock.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { FILE_NOT_FOUND_MESSAGE } from '../../server/domain/file-rules';
import { claimUploadedFile } from '../../server/domain/file-uploads';
import type { S3Settings } from '../../server/env';
import { uploadHeaders } from '../../server/providers/file-storage';
import { createS3FileStorage } from '../../server/providers/s3-file-storage';
import * as apiPaths from '../../src/contract/api-paths';
import {
  FILE_SIZE_MAX,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  UploadTicket,
  type UserFiles,
} from '../../src/contract/files';
import { API_BASE, pathOf } from '../../src/contract/paths';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { type S3StandIn, startS3StandIn } from './s3-stand-in';
import { createTestApp, drivers, type TestApp } from './test-app';

const MINUTE_MS = 60_000;
const PDF = new TextEncoder().encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n%%EOF\n');
const EXECUTABLE = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff');

type Person = Awaited<ReturnType<typeof newCandidate>>;

describe.each(drivers)('uploads to an S3-compatible store on %s', (driver) => {
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

  async function ticket(person: Person, query = 'type=resume&fileType=pdf&name=이력서.pdf'): Promise<UploadTicket> {
    const response = await app.request(`${API_BASE}${pathOf(apiPaths.upload, { id: person.id })}?${query}`, {
      token: person.token,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, UploadTicket), JSON.stringify(body)).toBe(true);
    return body as UploadTicket;
  }

  const put = (url: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
    fetch(url, { method: 'PUT', headers, body });

  async function listOf(person: Person): Promise<UserFiles> {
    const response = await app.request(`${API_BASE}${apiPaths.userFiles}`, { token: person.token });
    expect(response.status).toBe(200);
    return (await response.json()) as UserFiles;
  }

  const keyOf = async (fileId: number) =>
    (await app.deps.db.select().from(files).where(eq(files.id, fileId)))[0].storageKey;

  it('stores a PDF through a presigned URL, claims it with signed HEAD and ranged GET, and reads it back', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    const uploadUrl = new URL(issued.uploadUrl);
    expect(uploadUrl.origin).toBe(store.endpoint);
    expect(uploadUrl.pathname).toMatch(new RegExp(`^/${store.bucket}/candidates/${person.id}/[0-9a-f]{32}\\.pdf$`));
    expect(uploadUrl.searchParams.get('X-Amz-Expires')).toBe('600');

    expect((await put(issued.uploadUrl, PDF, issued.uploadHeaders)).status).toBe(200);
    const key = await keyOf(issued.fileId);
    expect(store.objects.get(key)).toEqual({ bytes: PDF, contentType: 'application/pdf' });

    const handledBefore = store.handled.length;
    const agent = await app.request(`${API_BASE}${apiPaths.agentRequest}`, {
      method: 'POST',
      token: person.token,
      json: { message: '검토 부탁드려요', fileIds: [issued.fileId] },
    });
    expect(agent.status).toBe(201);
    expect(store.handled.slice(handledBefore)).toEqual([
      { method: 'HEAD', key, auth: 'header', status: 200 },
      { method: 'GET', key, auth: 'header', status: 206 },
    ]);

    const [listed] = (await listOf(person)).items;
    expect(listed).toMatchObject({ id: issued.fileId, name: '이력서.pdf', size: PDF.byteLength, fileType: 'pdf' });
    const read = await fetch(listed.readUrl);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PDF);
    expect(read.headers.get('Content-Type')).toBe('application/pdf');
    expect(read.headers.get('Content-Disposition')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('이력서.pdf')}`,
    );
    expect(read.headers.get('Cache-Control')).toBe('private, no-store');

    app.advance(10 * MINUTE_MS + 1000);
    expect((await fetch(listed.readUrl)).status).toBe(403);
  });

  it('refuses a PNG-named executable at the claim and deletes it from the store', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person, 'type=portfolio&fileType=png&name=photo.png');
    expect((await put(issued.uploadUrl, EXECUTABLE, issued.uploadHeaders)).status).toBe(200);
    const key = await keyOf(issued.fileId);
    expect(store.objects.has(key)).toBe(true);

    await expect(claimUploadedFile(app.deps, person.id, issued.fileId, 'portfolio')).rejects.toMatchObject({
      status: 400,
      message: FILE_TYPE_MESSAGE,
    });
    expect(store.objects.has(key)).toBe(false);
    expect(store.handled.at(-1)).toEqual({ method: 'DELETE', key, auth: 'header', status: 204 });
    expect((await listOf(person)).items).toEqual([]);
  });

  it('refuses at the claim a file stored over 20 MB (the store takes any size) and deletes it', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    const oversize = new Uint8Array(FILE_SIZE_MAX + 1);
    oversize.set(PDF);
    expect((await put(issued.uploadUrl, oversize, issued.uploadHeaders)).status).toBe(200);
    await expect(claimUploadedFile(app.deps, person.id, issued.fileId, 'resume')).rejects.toMatchObject({
      status: 400,
      message: FILE_TOO_LARGE_MESSAGE,
    });
    expect(store.objects.has(await keyOf(issued.fileId))).toBe(false);
  });

  it('is refused by the store once the upload URL expired', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    app.advance(10 * MINUTE_MS + 1000);
    expect((await put(issued.uploadUrl, PDF, issued.uploadHeaders)).status).toBe(403);
    expect(store.objects.has(await keyOf(issued.fileId))).toBe(false);
  });

  it('is refused by the store when the URL or its signed headers are changed', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    const otherKey = issued.uploadUrl.replace(/\/[0-9a-f]{32}\.pdf\?/, `/${'0'.repeat(32)}.pdf?`);
    expect((await put(otherKey, PDF, issued.uploadHeaders)).status).toBe(403);
    const longer = issued.uploadUrl.replace('X-Amz-Expires=600', 'X-Amz-Expires=86400');
    expect((await put(longer, PDF, issued.uploadHeaders)).status).toBe(403);
    const html = { ...issued.uploadHeaders, 'Content-Type': 'text/html' };
    expect((await put(issued.uploadUrl, PDF, html)).status).toBe(403);
    expect((await put(issued.uploadUrl, PDF, { 'Content-Type': 'application/pdf' })).status).toBe(403);
    expect(store.objects.has(await keyOf(issued.fileId))).toBe(false);

    expect((await put(issued.uploadUrl, PDF, issued.uploadHeaders)).status).toBe(200);
    // If-None-Match: * is signed: the same URL cannot replace what was stored.
    expect((await put(issued.uploadUrl, EXECUTABLE, issued.uploadHeaders)).status).toBe(412);
    expect(store.objects.get(await keyOf(issued.fileId))?.bytes).toEqual(PDF);
  });

  it("keeps another candidate's file out of claims and lists", async () => {
    const owner = await newCandidate(app);
    const other = await newCandidate(app);
    const issued = await ticket(owner);
    await put(issued.uploadUrl, PDF, issued.uploadHeaders);
    await expect(claimUploadedFile(app.deps, other.id, issued.fileId, 'resume')).rejects.toMatchObject({
      status: 400,
      message: FILE_NOT_FOUND_MESSAGE,
    });
    await claimUploadedFile(app.deps, owner.id, issued.fileId, 'resume');
    expect((await listOf(other)).items).toEqual([]);
    expect((await listOf(owner)).items.map((item) => item.id)).toEqual([issued.fileId]);
  });

  it("refuses the server's own requests when they are signed with another secret or clock", async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    await put(issued.uploadUrl, PDF, issued.uploadHeaders);
    const key = await keyOf(issued.fileId);
    const settings = { ...app.deps.env.s3, ...{ secretAccessKey: 'not-the-secret' } } as S3Settings;
    await expect(createS3FileStorage(settings, app.deps.now).head(key)).rejects.toThrow(/HEAD with 403/);
    const skewed = () => new Date(app.deps.now().getTime() - 20 * MINUTE_MS);
    await expect(createS3FileStorage(app.deps.env.s3 as S3Settings, skewed).head(key)).rejects.toThrow(/403/);
    expect(await createS3FileStorage(app.deps.env.s3 as S3Settings, app.deps.now).head(key)).toEqual({
      size: PDF.byteLength,
    });
  });

  it('serves no /api/files URLs: the store holds the bytes', async () => {
    await expectError(
      await app.request(`${API_BASE}/files/anything.here`, { method: 'PUT', body: 'x' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('uploads to an S3-compatible store with temporary credentials (S3_SESSION_TOKEN)', () => {
  const sessionToken = 'FwoGZXIvYXdzEBYaDTemporary+Session/Token==';
  let app: TestApp;
  let store: S3StandIn;

  beforeAll(async () => {
    store = await startS3StandIn({ sessionToken });
    app = await createTestApp('pglite', store.env);
    store.useClock(app.deps.now);
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it('sends the session token, signed, with every URL and request', async () => {
    const person = await newCandidate(app);
    const response = await app.request(
      `${API_BASE}${pathOf(apiPaths.upload, { id: person.id })}?type=resume&fileType=pdf&name=cv.pdf`,
      { token: person.token },
    );
    const issued = (await response.json()) as UploadTicket;
    expect(new URL(issued.uploadUrl).searchParams.get('X-Amz-Security-Token')).toBe(sessionToken);
    const stored = await fetch(issued.uploadUrl, { method: 'PUT', headers: issued.uploadHeaders, body: PDF });
    expect(stored.status).toBe(200);

    await claimUploadedFile(app.deps, person.id, issued.fileId, 'resume');
    const [listed] = (
      (await (await app.request(`${API_BASE}${apiPaths.userFiles}`, { token: person.token })).json()) as UserFiles
    ).items;
    expect((await fetch(listed.readUrl)).status).toBe(200);

    expect(store.handled.map(({ method, auth, status }) => `${method} ${auth} ${status}`)).toEqual([
      'PUT presigned 200',
      'HEAD header 200',
      'GET header 206',
      'GET presigned 200',
    ]);
    expect(store.handled.every((handled) => handled.securityToken === sessionToken)).toBe(true);
  });

  it('is refused by the store without the token', async () => {
    const { sessionToken: _, ...withoutToken } = app.deps.env.s3 as S3Settings;
    const storage = createS3FileStorage(withoutToken, app.deps.now);
    await expect(storage.head('candidates/none.pdf')).rejects.toThrow(/HEAD with 403/);
    const url = await storage.uploadUrl('candidates/none.pdf', 'application/pdf', 600);
    const refused = await fetch(url, { method: 'PUT', headers: uploadHeaders('application/pdf'), body: PDF });
    expect(refused.status).toBe(403);
  });
});
