/**
 * Uploads on the default store, the local disk (SPEC §5 files): tickets, the signed
 * `/api/files/{token}` URLs, the claim's size and first-bytes checks, and who may see what.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { OWNER } from '../../server/domain/file-downloads';
import {
  FILE_NOT_FOUND_MESSAGE,
  FILE_NOT_UPLOADED_MESSAGE,
  UPLOAD_TICKETS_PER_HOUR,
  UPLOADS_LIMITED_MESSAGE,
} from '../../server/domain/file-rules';
import { claimUploadedFile, readUrlOf } from '../../server/domain/file-uploads';
import {
  ALREADY_UPLOADED_MESSAGE,
  LINK_REFUSED_MESSAGE,
  UPLOAD_HEADERS_MESSAGE,
} from '../../server/features/profile/files-routes';
import * as apiPaths from '../../src/contract/api-paths';
import {
  AgentRequestCreated,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  UploadTicket,
  UserFiles,
} from '../../src/contract/files';
import { API_BASE, pathOf } from '../../src/contract/paths';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const MINUTE_MS = 60_000;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXECUTABLE = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00This program');

type Person = Awaited<ReturnType<typeof newCandidate>>;

describe.each(drivers)('uploads on the disk on %s', (driver) => {
  let app: TestApp;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-files-'));
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
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

  const put = (
    issued: UploadTicket,
    body: NonNullable<RequestInit['body']>,
    headers: Record<string, string> = issued.uploadHeaders,
  ) => app.request(issued.uploadUrl, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);

  const askAgent = (person: Person, fileIds: number[]) =>
    app.request(`${API_BASE}${apiPaths.agentRequest}`, {
      method: 'POST',
      token: person.token,
      json: { message: '이력서 검토를 부탁드려요.', fileIds },
    });

  async function listOf(person: Person): Promise<UserFiles> {
    const response = await app.request(`${API_BASE}${apiPaths.userFiles}`, { token: person.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, UserFiles), JSON.stringify(body)).toBe(true);
    return body as UserFiles;
  }

  const fileRow = async (id: number) => (await app.deps.db.select().from(files).where(eq(files.id, id)))[0];

  it('stores a PDF, keeps it under a key of its own, and lists it once claimed', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    expect(issued.uploadUrl).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    expect(issued.uploadHeaders).toEqual({ 'Content-Type': 'application/pdf', 'If-None-Match': '*' });
    // Over the JSON body limit (1 MB): the file URL has its own cap.
    const large = new Uint8Array(2 * 1_048_576);
    large.set(PDF);
    expect((await put(issued, large)).status).toBe(200);

    const row = await fileRow(issued.fileId);
    expect(row).toMatchObject({ status: 'pending', name: '이력서.pdf', purpose: 'resume' });
    expect(row.storageKey).toMatch(new RegExp(`^candidates/${person.id}/[0-9a-f]{32}\\.pdf$`));
    expect((await listOf(person)).items).toEqual([]);

    const claimed = await claimUploadedFile(app.deps, person.id, issued.fileId, 'resume');
    expect(claimed).toEqual({ id: issued.fileId, name: '이력서.pdf', size: large.byteLength, fileType: 'pdf' });
    expect(await fileRow(issued.fileId)).toMatchObject({ status: 'stored', size: large.byteLength });
    // Claiming again passes without another look at the bytes.
    expect(await claimUploadedFile(app.deps, person.id, issued.fileId, 'resume')).toEqual(claimed);

    const listed = await listOf(person);
    expect(listed.items).toMatchObject([
      { id: issued.fileId, purpose: 'resume', fileType: 'pdf', name: '이력서.pdf', size: large.byteLength },
    ]);
  });

  it('answers the read URL with the bytes as an attachment, then lets it expire', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person, 'type=portfolio&fileType=pdf&name=김하늘 포트폴리오.pdf');
    await put(issued, PDF);
    await claimUploadedFile(app.deps, person.id, issued.fileId, 'portfolio');
    const [listed] = (await listOf(person)).items;

    const response = await app.request(listed.readUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''${encodeURIComponent('김하늘 포트폴리오.pdf')}`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Content-Length')).toBe(String(PDF.byteLength));

    const head = await app.request(listed.readUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(PDF.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    // A ticket never carries a read link: unchecked bytes are not readable.
    expect(issued.readUrl).toBe('');
    app.advance(10 * MINUTE_MS + 1000);
    await expectError(await app.request(listed.readUrl), 403, 'FORBIDDEN', LINK_REFUSED_MESSAGE);
  });

  it('refuses a PNG-named executable at the claim and deletes its bytes', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person, 'type=portfolio&fileType=png&name=photo.png');
    expect(issued.uploadHeaders['Content-Type']).toBe('image/png');
    expect((await put(issued, EXECUTABLE)).status).toBe(200);
    const { storageKey } = await fileRow(issued.fileId);
    expect(await app.deps.fileStorage.head(storageKey)).toEqual({ size: EXECUTABLE.byteLength });

    await expect(claimUploadedFile(app.deps, person.id, issued.fileId, 'portfolio')).rejects.toMatchObject({
      status: 400,
      message: FILE_TYPE_MESSAGE,
    });
    expect((await fileRow(issued.fileId)).status).toBe('rejected');
    expect(await app.deps.fileStorage.head(storageKey)).toBeUndefined();
    // The agent route claims the same way, and a rejected file stays refused.
    await expectError(await askAgent(person, [issued.fileId]), 400, 'BAD_REQUEST', FILE_NOT_FOUND_MESSAGE);
    expect((await listOf(person)).items).toEqual([]);
  });

  it('cuts an upload off past 20 MB with 413 and keeps nothing of it', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    const oversize = new Uint8Array(FILE_SIZE_MAX + 1);
    oversize.set(PDF);
    await expectError(await put(issued, oversize), 413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    // Streamed without a length, counted as it arrives.
    let sent = 0;
    const chunk = new Uint8Array(1_048_576);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent <= 21) controller.enqueue(chunk);
        else controller.close();
      },
    });
    await expectError(await put(issued, stream), 413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    const { storageKey } = await fileRow(issued.fileId);
    expect(await app.deps.fileStorage.head(storageKey)).toBeUndefined();
    const directory = path.join(filesDir, 'candidates', person.id);
    expect(await readdir(directory)).toEqual([]);

    // A file of exactly 20 MB is fine.
    const exact = new Uint8Array(FILE_SIZE_MAX);
    exact.set(PDF);
    expect((await put(issued, exact)).status).toBe(200);
    expect((await claimUploadedFile(app.deps, person.id, issued.fileId, 'resume')).size).toBe(FILE_SIZE_MAX);
  });

  it('refuses a declared size over 20 MB before issuing anything', async () => {
    const person = await newCandidate(app);
    const path = `${API_BASE}${pathOf(apiPaths.upload, { id: person.id })}`;
    const response = await app.request(`${path}?type=resume&fileType=pdf&size=${FILE_SIZE_MAX + 1}`, {
      token: person.token,
    });
    const body = await expectError(response, 400, 'BAD_REQUEST', FILE_TOO_LARGE_MESSAGE);
    expect(body.status.field).toBe('size');
    const agent = await app.request(`${API_BASE}${apiPaths.agentUpload}?fileType=png&size=${FILE_SIZE_MAX + 1}`, {
      token: person.token,
    });
    await expectError(agent, 400, 'BAD_REQUEST', FILE_TOO_LARGE_MESSAGE);
    expect(
      (await app.request(`${path}?type=resume&fileType=pdf&size=${FILE_SIZE_MAX}`, { token: person.token })).status,
    ).toBe(200);
    await expectError(
      await app.request(`${path}?type=resume&fileType=exe`, { token: person.token }),
      400,
      'BAD_REQUEST',
    );
  });

  it('refuses an upload URL once it expired', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    app.advance(10 * MINUTE_MS + 1000);
    await expectError(await put(issued, PDF), 403, 'FORBIDDEN', LINK_REFUSED_MESSAGE);
  });

  it('refuses a forged token, and a read token used to upload', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    const [payload, signature] = issued.uploadUrl.slice(`${API_BASE}/files/`.length).split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = { ...issued, uploadUrl: `${API_BASE}/files/${payload}.${flipped}` };
    await expectError(await put(forged, PDF), 403, 'FORBIDDEN', LINK_REFUSED_MESSAGE);
    // Another key in the payload under the original signature.
    const otherKey = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), k: 'candidates/x/y.pdf' }),
    ).toString('base64url');
    await expectError(
      await put({ ...issued, uploadUrl: `${API_BASE}/files/${otherKey}.${signature}` }, PDF),
      403,
      'FORBIDDEN',
    );
    const readUrl = await readUrlOf(app.deps, await fileRow(issued.fileId), OWNER);
    await expectError(await put({ ...issued, uploadUrl: readUrl }, PDF), 403, 'FORBIDDEN');
    await expectError(await put({ ...issued, uploadUrl: `${API_BASE}/files/nonsense` }, PDF), 403, 'FORBIDDEN');
    expect((await put(issued, PDF)).status).toBe(200);
  });

  it('takes an upload only with the headers the ticket names, and only once', async () => {
    const person = await newCandidate(app);
    const issued = await ticket(person);
    await expectError(
      await put(issued, PDF, { 'Content-Type': 'text/html', 'If-None-Match': '*' }),
      403,
      'FORBIDDEN',
      UPLOAD_HEADERS_MESSAGE,
    );
    await expectError(await put(issued, PDF, { 'Content-Type': 'application/pdf' }), 403, 'FORBIDDEN');
    expect((await put(issued, PDF)).status).toBe(200);
    await claimUploadedFile(app.deps, person.id, issued.fileId, 'resume');
    // The checked bytes cannot be swapped with the same URL.
    await expectError(await put(issued, EXECUTABLE), 412, 'CONFLICT', ALREADY_UPLOADED_MESSAGE);
    const response = await app.request((await listOf(person)).items[0].readUrl);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it("keeps another candidate's file out of claims and lists", async () => {
    const owner = await newCandidate(app);
    const other = await newCandidate(app);
    const issued = await ticket(owner);
    await put(issued, PDF);

    await expect(claimUploadedFile(app.deps, other.id, issued.fileId, 'resume')).rejects.toMatchObject({
      status: 400,
      message: FILE_NOT_FOUND_MESSAGE,
    });
    const refused = await expectError(
      await askAgent(other, [issued.fileId]),
      400,
      'BAD_REQUEST',
      FILE_NOT_FOUND_MESSAGE,
    );
    expect(refused.status.field).toBe('fileIds.0');
    await expect(claimUploadedFile(app.deps, other.id, 2_147_483_647, 'resume')).rejects.toMatchObject({ status: 400 });

    const created = await askAgent(owner, [issued.fileId]);
    expect(created.status).toBe(201);
    expect(is(await created.json(), AgentRequestCreated)).toBe(true);
    expect((await listOf(owner)).items.map((item) => item.id)).toEqual([issued.fileId]);
    expect((await listOf(other)).items).toEqual([]);
  });

  it('answers 400 for a claim before the bytes arrived, and takes them afterwards', async () => {
    const person = await newCandidate(app);
    const response = await app.request(`${API_BASE}${apiPaths.agentUpload}?fileType=jpg&name=scan.jpg`, {
      token: person.token,
    });
    const issued = (await response.json()) as UploadTicket;
    expect(issued.uploadHeaders['Content-Type']).toBe('image/jpeg');
    await expectError(await askAgent(person, [issued.fileId]), 400, 'BAD_REQUEST', FILE_NOT_UPLOADED_MESSAGE);
    expect((await put(issued, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]))).status).toBe(200);
    expect((await askAgent(person, [issued.fileId, issued.fileId])).status).toBe(201);
    expect((await listOf(person)).items).toMatchObject([{ id: issued.fileId, purpose: 'agent', fileType: 'jpg' }]);
    // Agent material is not a resume.
    await expect(claimUploadedFile(app.deps, person.id, issued.fileId, 'resume')).rejects.toMatchObject({
      status: 400,
    });
  });

  it("answers 404 to the upload route with another user's id", async () => {
    const person = await newCandidate(app);
    const other = await newCandidate(app);
    const response = await app.request(
      `${API_BASE}${pathOf(apiPaths.upload, { id: other.id })}?type=resume&fileType=pdf`,
      { token: person.token },
    );
    await expectError(response, 404, 'NOT_FOUND');
    expect(await app.deps.db.select().from(files).where(eq(files.candidateId, other.id))).toEqual([]);
    await expectError(
      await app.request(`${API_BASE}${pathOf(apiPaths.upload, { id: person.id })}?type=resume&fileType=pdf`),
      401,
      'UNAUTHORIZED',
    );
  });

  it('checks the agent request body', async () => {
    const person = await newCandidate(app);
    const send = (json: unknown) =>
      app.request(`${API_BASE}${apiPaths.agentRequest}`, { method: 'POST', token: person.token, json });
    await expectError(await send({ message: '   ', fileIds: [] }), 400, 'BAD_REQUEST');
    await expectError(await send({ message: 'x'.repeat(2001), fileIds: [] }), 400, 'BAD_REQUEST');
    await expectError(await send({ message: '도와주세요', fileIds: [1, 2, 3, 4, 5, 6] }), 400, 'BAD_REQUEST');
    await expectError(await send({ message: '도와주세요', fileIds: [2_147_483_648] }), 400, 'BAD_REQUEST');
    expect((await send({ message: '  파일 없이 상담만 원해요  ', fileIds: [] })).status).toBe(201);
  });

  it(`limits upload tickets to ${UPLOAD_TICKETS_PER_HOUR} an hour per candidate`, async () => {
    const person = await newCandidate(app);
    const url = `${API_BASE}${apiPaths.agentUpload}?fileType=pdf`;
    for (let count = 0; count < UPLOAD_TICKETS_PER_HOUR; count += 1) {
      expect((await app.request(url, { token: person.token })).status).toBe(200);
    }
    const refused = await app.request(url, { token: person.token });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expectError(refused, 429, 'TOO_MANY_REQUESTS', UPLOADS_LIMITED_MESSAGE);
    const other = await newCandidate(app);
    expect((await app.request(url, { token: other.token })).status).toBe(200);
  });
});
