/**
 * Uploads as an attacker would try them ("Files"), beyond files.test.ts: bytes of another
 * type under a .png or .pdf name (PDF, HTML, PNG, SVG), client file names that try to become a path
 * or a header, read links tampered with or used late. Keys are the server's, downloads are
 * attachments of the checked type, and signed links expire.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import * as apiPaths from '../../src/contract/api-paths';
import { FILE_TYPE_MESSAGE, type UploadTicket, type UserFiles } from '../../src/contract/files';
import { API_BASE, pathOf } from '../../src/contract/paths';
import { expectError, expectSecurityHeaders } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const MINUTE_MS = 60_000;
const bytesOf = (text: string) => new TextEncoder().encode(text);
const PDF = bytesOf('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const HTML = bytesOf('<!doctype html><html><body><script>fetch("/api/v3/users/my")</script></body></html>');
const SVG = bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>');
const PDF_IN_HTML = bytesOf('<html>%PDF-1.7 <script>alert(1)</script></html>');

type Person = Awaited<ReturnType<typeof newCandidate>>;

/** Every file below `root`, relative to it. */
async function filesBelow(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe.each(drivers)('upload attacks on %s', (driver) => {
  let app: TestApp;
  let root: string;
  let filesDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'boltx-files-security-'));
    filesDir = path.join(root, 'files');
    await mkdir(filesDir);
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function ticket(person: Person, query: Record<string, string>): Promise<UploadTicket> {
    const response = await app.request(
      `${API_BASE}${pathOf(apiPaths.upload, { id: person.id })}?${new URLSearchParams(query)}`,
      { token: person.token },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as UploadTicket;
  }

  const put = (issued: UploadTicket, body: Uint8Array<ArrayBuffer>) =>
    app.request(issued.uploadUrl, { method: 'PUT', headers: issued.uploadHeaders, body });

  /** Claims the file through the API, as the profile edit does (the agent request claims alike). */
  const askAgent = (person: Person, fileId: number) =>
    app.request(`${API_BASE}${apiPaths.agentRequest}`, {
      method: 'POST',
      token: person.token,
      json: { message: '이력서 검토를 부탁드려요.', fileIds: [fileId] },
    });

  async function listOf(person: Person): Promise<UserFiles> {
    return (await (await app.request(`${API_BASE}${apiPaths.userFiles}`, { token: person.token })).json()) as UserFiles;
  }

  const rowOf = async (id: number) => (await app.deps.db.select().from(files).where(eq(files.id, id)))[0];

  it.each([
    ['PDF bytes under a .png name', 'png', 'photo.png', PDF],
    ['HTML under a .png name', 'png', 'photo.png', HTML],
    ['HTML under a .pdf name', 'pdf', 'resume.pdf', HTML],
    ['an HTML page that mentions %PDF- later', 'pdf', 'resume.pdf', PDF_IN_HTML],
    ['SVG with a script under a .png name', 'png', 'avatar.png', SVG],
    ['PNG bytes under a .jpg name', 'jpg', 'scan.jpg', PNG],
    ['PNG bytes under a .pdf name', 'pdf', 'resume.pdf', PNG],
  ])('refuses %s by its first bytes and deletes it', async (_label, fileType, name, bytes) => {
    const person = await newCandidate(app);
    const issued = await ticket(person, { type: 'portfolio', fileType, name });
    expect((await put(issued, bytes)).status).toBe(200);
    const { storageKey } = await rowOf(issued.fileId);

    await expectError(await askAgent(person, issued.fileId), 400, 'BAD_REQUEST', FILE_TYPE_MESSAGE);
    expect((await rowOf(issued.fileId)).status).toBe('rejected');
    expect(await app.deps.fileStorage.head(storageKey)).toBeUndefined();
    expect((await listOf(person)).items).toEqual([]);
  });

  it('keys every file with a name of its own, whatever the client calls it', async () => {
    const person = await newCandidate(app);
    const hostile = [
      '../../../outside.pdf',
      '..\\..\\outside.pdf',
      '/etc/passwd.pdf',
      'C:\\Windows\\system.ini.pdf',
      'a\u0001b\r\nc\u202e.pdf',
      `${'긴이름'.repeat(65)}.pdf`,
    ];
    const before = await filesBelow(root);
    for (const name of hostile) {
      const issued = await ticket(person, { type: 'resume', fileType: 'pdf', name });
      expect(issued.uploadUrl).not.toContain('outside');
      expect((await put(issued, PDF)).status).toBe(200);
      const row = await rowOf(issued.fileId);
      expect(row.storageKey).toMatch(new RegExp(`^candidates/${person.id}/[0-9a-f]{32}\\.pdf$`));
      // The client's name is only what the file is shown and downloaded as: no separator, no control character.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
      expect(row.name).not.toMatch(/[/\\\u0000-\u001f]/);
      expect(row.name.endsWith('.pdf')).toBe(true);
    }
    const added = (await filesBelow(root)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(hostile.length);
    for (const file of added) {
      expect(file).toMatch(new RegExp(`^files/candidates/${person.id}/[0-9a-f]{32}\\.pdf$`));
    }
  });

  it('answers a read as an attachment of the checked type, whatever the name tried to inject', async () => {
    const person = await newCandidate(app);
    const name = 'cv"; filename=evil.html\r\nSet-Cookie: session=stolen; x=.html';
    const issued = await ticket(person, { type: 'resume', fileType: 'pdf', name });
    await put(issued, PDF);
    expect((await askAgent(person, issued.fileId)).status).toBe(201);
    const [listed] = (await listOf(person)).items;

    const response = await app.request(listed.readUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const disposition = response.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"\\;%\r\n]*\.pdf"; filename\*=UTF-8''[\w%.!~-]+\.pdf$/);
    expect(disposition).not.toContain('\n');
    expectSecurityHeaders(response);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('lets a read link live 10 minutes and refuses one changed to reach another file', async () => {
    const person = await newCandidate(app);
    const other = await newCandidate(app);
    const mine = await ticket(person, { type: 'resume', fileType: 'pdf', name: '내 이력서.pdf' });
    const theirs = await ticket(other, { type: 'resume', fileType: 'pdf', name: '남의 이력서.pdf' });
    for (const [owner, issued] of [
      [person, mine],
      [other, theirs],
    ] as const) {
      await put(issued, PDF);
      expect((await askAgent(owner, issued.fileId)).status).toBe(201);
    }
    const [listed] = (await listOf(person)).items;
    const token = listed.readUrl.slice(`${API_BASE}/files/`.length);
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const theirKey = (await rowOf(theirs.fileId)).storageKey;
    const swapped = Buffer.from(JSON.stringify({ ...claims, k: theirKey })).toString('base64url');
    await expectError(await app.request(`${API_BASE}/files/${swapped}.${signature}`), 403, 'FORBIDDEN');
    const later = Buffer.from(JSON.stringify({ ...claims, e: Number(claims.e) + 3600 })).toString('base64url');
    await expectError(await app.request(`${API_BASE}/files/${later}.${signature}`), 403, 'FORBIDDEN');

    app.advance(9 * MINUTE_MS + 50_000);
    expect((await app.request(listed.readUrl)).status).toBe(200);
    app.advance(20_000);
    await expectError(await app.request(listed.readUrl), 403, 'FORBIDDEN');
    // A fresh list signs fresh links.
    const [again] = (await listOf(person)).items;
    expect((await app.request(again.readUrl)).status).toBe(200);
  });
});
