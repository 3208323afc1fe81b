/**
 * The candidate's v3 profile (SPEC §3 profile v3, §7 GET /v3/users/profile) and the "more" patch
 * (PATCH /v2/users/more/{id}): what the profile shows, what the patch replaces, its links and
 * e-mail checks, its files, and the Idempotency-Key it may carry.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, files, salaries } from '../../server/db/schema';
import { FILE_PURPOSE_MESSAGE } from '../../server/domain/file-rules';
import type { UploadTicket } from '../../src/contract/files';
import { INVALID_EMAIL_MESSAGE, INVALID_URL_MESSAGE, type MorePatch, ProfileV3 } from '../../src/contract/profile';
import { candidateToken, companyIds, poolCandidate } from './biz-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** The patch that leaves a profile as it is. */
const patchOf = (profile: ProfileV3): MorePatch => ({
  email: profile.email,
  resumeUrl: profile.resumeUrl,
  portfolioUrl: profile.portfolioUrl,
  resumeFileId: profile.resumeFile?.id ?? null,
  portfolioFileId: profile.portfolioFile?.id ?? null,
  githubUrl: profile.githubUrl,
  linkedinUrl: profile.linkedinUrl,
  hashtags: profile.hashtags,
  careerItems: profile.careerItems.map(({ id, company, job, start, end, detail, hide }) => ({
    id,
    company,
    job,
    start,
    end,
    detail,
    hide,
  })),
  agent: profile.agent,
});

describe.each(drivers)('the v3 profile and the more patch on %s', (driver) => {
  let app: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-profile-files-'));
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function profileOf(token: string): Promise<ProfileV3> {
    const response = await app.request('/api/v3/users/profile', { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, ProfileV3), JSON.stringify(body)).toBe(true);
    return body as ProfileV3;
  }

  const patchMore = (id: string, token: string, json: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/v2/users/more/${id}`, { method: 'PATCH', token, json, headers });

  async function patched(id: string, token: string, json: unknown): Promise<ProfileV3> {
    const response = await patchMore(id, token, json);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, ProfileV3), JSON.stringify(body)).toBe(true);
    return body as ProfileV3;
  }

  /** A stored resume or portfolio PDF of the candidate: ticket, then the bytes. */
  async function uploaded(id: string, token: string, type: 'resume' | 'portfolio' = 'resume') {
    const response = await app.request(`/api/users/s3/upload/${id}?type=${type}&fileType=pdf&name=cv.pdf`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const ticket = (await response.json()) as UploadTicket;
    const put = await app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: ticket.uploadHeaders,
      body: PDF,
      duplex: 'half',
    } as RequestInit);
    expect(put.status, await put.clone().text()).toBeLessThan(300);
    return ticket.fileId;
  }

  it('shows careers in order, the typed and hoped salaries, the health-salary flag and interest count', async () => {
    const candidate = await poolCandidate(app, {
      careers: [
        { company: '든든보안랩', start: '2019-03', end: '2021-08' },
        { company: '해솔데이터', start: '2021-09', end: '' },
      ],
      verifiedSalary: 6400,
      hopeSalary: 7500,
    });
    await app.deps.db.insert(salaries).values([
      { candidateId: candidate.id, source: 'INPUT', type: 'INPUT', year: 2024, amount: 5800 },
      { candidateId: candidate.id, source: 'INPUT', type: 'INPUT', year: 2025, amount: 6500 },
    ]);
    const token = await candidateToken(app, candidate.id);
    const ids = await companyIds(app);
    const chosen = await app.request('/api/users/companies/interest', {
      method: 'PATCH',
      token,
      json: { companyIds: [ids.nuri, ids.maru] },
    });
    expect(chosen.status).toBe(200);

    const profile = await profileOf(token);
    expect(profile.careerItems.map(({ id: _, ...career }) => career)).toEqual([
      {
        company: '든든보안랩',
        job: '백엔드',
        start: '2019-03',
        end: '2021-08',
        detail: '',
        hide: false,
        verified: true,
      },
      { company: '해솔데이터', job: '백엔드', start: '2021-09', end: '', detail: '', hide: false, verified: true },
    ]);
    expect(profile).toMatchObject({
      userSalaryItems: [{ inputSalary: 6500, hopeSalary: 7500 }],
      healthSalary: true,
      interestCount: 2,
      resumeFile: null,
      portfolioFile: null,
      isActivate: true,
      jobLabel: '개발',
      willingness: null,
      isMajor: null,
    });
    expect(Date.parse(profile.submittedAt ?? '')).not.toBeNaN();
  });

  it('shows nulls and no health salary before any salary, and a tax-office salary is not a health one', async () => {
    const candidate = await newCandidate(app);
    expect(await profileOf(candidate.token)).toMatchObject({
      careerItems: [],
      userSalaryItems: [{ inputSalary: null, hopeSalary: null }],
      healthSalary: false,
      interestCount: 0,
      submittedAt: null,
    });
    await app.deps.db.insert(salaries).values([
      { candidateId: candidate.id, source: 'TAX', type: 'INPUT', year: 2024, amount: 6100 },
      { candidateId: candidate.id, source: 'HEALTH', type: 'INPUT', year: 2025, amount: 0 },
    ]);
    expect((await profileOf(candidate.token)).healthSalary).toBe(false);
  });

  it('replaces the more fields and answers the profile a GET then shows', async () => {
    const candidate = await newCandidate(app);
    const profile = await patched(candidate.id, candidate.token, {
      ...patchOf(await profileOf(candidate.token)),
      email: ' me@example.com ',
      resumeUrl: 'https://notion.so/my-resume',
      portfolioUrl: 'https://me.example.com/works',
      githubUrl: 'https://github.com/me',
      linkedinUrl: 'https://www.linkedin.com/in/me',
      hashtags: ['#백엔드 #MSA'],
      agent: true,
      jobLabel: '데이터',
      jobSubLabel: '데이터 엔지니어',
    });
    expect(profile).toMatchObject({
      email: 'me@example.com',
      resumeUrl: 'https://notion.so/my-resume',
      portfolioUrl: 'https://me.example.com/works',
      githubUrl: 'https://github.com/me',
      linkedinUrl: 'https://www.linkedin.com/in/me',
      hashtags: ['백엔드', 'MSA'],
      agent: true,
      jobLabel: '데이터',
      jobSubLabel: '데이터 엔지니어',
    });
    expect(await profileOf(candidate.token)).toEqual(profile);

    const cleared = await patched(candidate.id, candidate.token, { ...patchOf(profile), email: '', githubUrl: '' });
    expect(cleared).toMatchObject({ email: '', githubUrl: '', resumeUrl: 'https://notion.so/my-resume' });
  });

  it.each([
    ['resumeUrl', 'notion.so/no-scheme', INVALID_URL_MESSAGE],
    ['githubUrl', 'javascript:alert(1)', INVALID_URL_MESSAGE],
    ['linkedinUrl', 'https://github.com/me', INVALID_URL_MESSAGE],
    ['email', 'me@example', INVALID_EMAIL_MESSAGE],
  ])('refuses a malformed %s with SPEC message and changes nothing', async (field, value, message) => {
    const candidate = await newCandidate(app);
    const before = await profileOf(candidate.token);
    const response = await patchMore(candidate.id, candidate.token, {
      ...patchOf(before),
      hashtags: ['바뀌면안됨'],
      [field]: value,
    });
    expect((await expectError(response, 400, 'BAD_REQUEST', message)).status.field).toBe(field);
    expect(await profileOf(candidate.token)).toEqual(before);
  });

  it('accepts an Idempotency-Key and answers a replay with the same profile', async () => {
    const candidate = await newCandidate(app);
    const body = { ...patchOf(await profileOf(candidate.token)), hashtags: ['오프라인'] };
    const headers = { 'Idempotency-Key': '7b0a3c9e-4f1d-4d55-9d0e-2f6a1b3c4d5e' };
    const first = await patchMore(candidate.id, candidate.token, body, headers);
    const replay = await patchMore(candidate.id, candidate.token, body, headers);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(await replay.json()).toEqual(await first.json());
  });

  it('links uploaded resume and portfolio files with signed read links, and null removes them', async () => {
    const candidate = await newCandidate(app);
    const resumeId = await uploaded(candidate.id, candidate.token, 'resume');
    const portfolioId = await uploaded(candidate.id, candidate.token, 'portfolio');
    const before = patchOf(await profileOf(candidate.token));
    const profile = await patched(candidate.id, candidate.token, {
      ...before,
      resumeFileId: resumeId,
      portfolioFileId: portfolioId,
    });
    expect(profile.resumeFile).toEqual({
      id: resumeId,
      name: 'cv.pdf',
      size: PDF.byteLength,
      readUrl: expect.any(String),
    });
    expect(profile.portfolioFile?.id).toBe(portfolioId);
    const read = await app.request((profile.resumeFile as { readUrl: string }).readUrl);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PDF);

    const removed = await patched(candidate.id, candidate.token, { ...patchOf(profile), resumeFileId: null });
    expect(removed.resumeFile).toBeNull();
    expect(removed.portfolioFile?.id).toBe(portfolioId);
  });

  it('refuses a file that is not the candidate’s or was uploaded for the other field, naming it', async () => {
    const candidate = await newCandidate(app);
    const other = await newCandidate(app);
    const othersFile = await uploaded(other.id, other.token, 'resume');
    const portfolioId = await uploaded(candidate.id, candidate.token, 'portfolio');
    const before = await profileOf(candidate.token);

    const foreign = await patchMore(candidate.id, candidate.token, { ...patchOf(before), resumeFileId: othersFile });
    expect((await expectError(foreign, 400, 'BAD_REQUEST')).status.field).toBe('resumeFileId');
    const wrongField = await patchMore(candidate.id, candidate.token, {
      ...patchOf(before),
      resumeFileId: portfolioId,
    });
    const body = await expectError(wrongField, 400, 'BAD_REQUEST', FILE_PURPOSE_MESSAGE);
    expect(body.status.field).toBe('resumeFileId');

    expect(await profileOf(candidate.token)).toEqual(before);
    const [row] = await app.deps.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row.resumeFileId).toBeNull();
  });

  const fileRow = async (id: number) => (await app.deps.db.select().from(files).where(eq(files.id, id)))[0];

  it('deletes a replaced or removed file: its row with the patch, its bytes after it', async () => {
    const candidate = await newCandidate(app);
    const firstResume = await uploaded(candidate.id, candidate.token, 'resume');
    const portfolioId = await uploaded(candidate.id, candidate.token, 'portfolio');
    const linked = await patched(candidate.id, candidate.token, {
      ...patchOf(await profileOf(candidate.token)),
      resumeFileId: firstResume,
      portfolioFileId: portfolioId,
    });
    const firstKey = (await fileRow(firstResume)).storageKey;
    const portfolioKey = (await fileRow(portfolioId)).storageKey;

    const secondResume = await uploaded(candidate.id, candidate.token, 'resume');
    const replaced = await patched(candidate.id, candidate.token, { ...patchOf(linked), resumeFileId: secondResume });
    expect(replaced.resumeFile?.id).toBe(secondResume);
    expect(await fileRow(firstResume)).toBeUndefined();
    expect(await app.deps.fileStorage.head(firstKey)).toBeUndefined();
    // Saving the same files again deletes nothing.
    await patched(candidate.id, candidate.token, patchOf(replaced));
    expect((await fileRow(secondResume))?.status).toBe('stored');
    expect(await app.deps.fileStorage.head(portfolioKey)).toEqual({ size: PDF.byteLength });

    const removed = await patched(candidate.id, candidate.token, { ...patchOf(replaced), portfolioFileId: null });
    expect(removed.portfolioFile).toBeNull();
    expect(await fileRow(portfolioId)).toBeUndefined();
    expect(await app.deps.fileStorage.head(portfolioKey)).toBeUndefined();
    expect(removed.resumeFile?.id).toBe(secondResume);
  });

  it('keeps an unlinked file an agent request attached', async () => {
    const candidate = await newCandidate(app);
    const resumeId = await uploaded(candidate.id, candidate.token, 'resume');
    const linked = await patched(candidate.id, candidate.token, {
      ...patchOf(await profileOf(candidate.token)),
      resumeFileId: resumeId,
    });
    const asked = await app.request('/api/users/agent', {
      method: 'POST',
      token: candidate.token,
      json: { message: '이력서 검토를 부탁드려요.', fileIds: [resumeId] },
    });
    expect(asked.status, await asked.clone().text()).toBeLessThan(300);
    await patched(candidate.id, candidate.token, { ...patchOf(linked), resumeFileId: null });
    expect((await fileRow(resumeId))?.status).toBe('stored');
  });

  it('answers the patch when the store fails to delete the bytes, and logs it', async () => {
    const candidate = await newCandidate(app);
    const resumeId = await uploaded(candidate.id, candidate.token, 'resume');
    const linked = await patched(candidate.id, candidate.token, {
      ...patchOf(await profileOf(candidate.token)),
      resumeFileId: resumeId,
    });
    const storage = app.deps.fileStorage;
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error('store down');
    };
    try {
      const removed = await patched(candidate.id, candidate.token, { ...patchOf(linked), resumeFileId: null });
      expect(removed.resumeFile).toBeNull();
    } finally {
      storage.remove = remove;
    }
    expect(await fileRow(resumeId)).toBeUndefined();
    expect(app.logs.some((line) => line.includes('file bytes not removed'))).toBe(true);
  });
});
