/**
 * What a company sees of a candidate: anonymous before the coffee chat, with the career
 * detail's contact data masked and hidden careers left out; after the candidate accepts, that company
 * — and no other — gets the resume, links and e-mail, until a restriction or the account's deletion.
 * The candidate's preview is built by the same function.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers } from '../../server/db/schema';
import { companyNameKey } from '../../server/domain/company-name-key';
import { AnonymousProfile, BizCoffeechatList, CompanyPreview } from '../../src/contract/biz';
import { PDF } from './authorization-fixtures';
import { type Account, asBiz, companyIds, offerTerms, sentOffer } from './biz-fixtures';
import { DETAIL, MASKED_DETAIL, SECRETS, writtenCandidate } from './company-view-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('what companies see of a candidate on %s', (driver) => {
  let app: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-company-view-'));
    app = await createTestApp(driver, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function view(account: Account, id: string) {
    const response = await asBiz(app, account, `/api/biz/candidates/${id}`);
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as AnonymousProfile };
  }

  async function coffeechats(account: Account) {
    const response = await asBiz(app, account, '/api/biz/coffeechats');
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const body = JSON.parse(text) as BizCoffeechatList;
    expect(is(body, BizCoffeechatList), text.slice(0, 300)).toBe(true);
    return { text, body };
  }

  async function accept(candidate: Awaited<ReturnType<typeof writtenCandidate>>, account: Account) {
    const offerId = await sentOffer(app, account, offerTerms(candidate.id, { salaryMin: 7000, salaryMax: 7600 }));
    const response = await app.request('/api/v2.1/users/coffeechat', {
      method: 'POST',
      token: await candidate.token(),
      json: { offerId },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  const secretsOf = (candidate: { name: string; phone: string }) => [
    candidate.name,
    candidate.phone,
    candidate.phone.slice(3),
    SECRETS.email,
    SECRETS.github,
    SECRETS.linkedin,
    SECRETS.portfolio,
    SECRETS.resumeName,
    SECRETS.detailPhone,
    SECRETS.detailEmail,
    SECRETS.detailLink,
    SECRETS.hiddenCompany,
    '숨긴 경력의 내용',
    '/api/files/',
  ];

  it('shows a recruiter the detail, stack and hashtags, and no name, phone, e-mail, file or link before the coffee chat', async () => {
    const candidate = await writtenCandidate(app);
    const { status, text, body } = await view('nuri', candidate.id);
    expect(status, text).toBe(200);
    expect(is(body, AnonymousProfile), text.slice(0, 300)).toBe(true);
    for (const secret of secretsOf(candidate)) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/phone|email|resume|portfolio|github|linkedin|readUrl|"name"/i);
    expect(body.shared).toBeNull();
    expect(body.careers).toEqual([
      { company: '해솔데이터', job: '백엔드', start: '2017-01', end: '', detail: MASKED_DETAIL },
    ]);
    expect(body.candidate.careers.map((career) => career.company)).toEqual(['해솔데이터']);
    expect(body.candidate.techStacks).toEqual(['Kotlin', 'Spring Boot']);
    expect(body.candidate.hashtags).toEqual([candidate.tag, '리더십']);
    expect(body).toMatchObject({ willingness: 'OPEN', wantsAgent: true });
    expect(body.candidate).toMatchObject({ verifiedSalary: 6000, hopeSalary: 7000 });
  });

  it('masks phone numbers, e-mail addresses and links inside the career detail', async () => {
    const candidate = await writtenCandidate(app);
    const { body } = await view('maru', candidate.id);
    expect(DETAIL).toContain(SECRETS.detailPhone);
    expect(body.careers[0].detail).toBe(MASKED_DETAIL);
  });

  it('lets the company whose coffee chat was accepted download the resume, and no other company', async () => {
    const candidate = await writtenCandidate(app);
    await accept(candidate, 'nuri');

    const accepted = await view('nuri', candidate.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.shared).toMatchObject({
      name: candidate.name,
      phone: candidate.phone,
      email: SECRETS.email,
      githubUrl: SECRETS.github,
      linkedinUrl: SECRETS.linkedin,
      portfolioUrl: SECRETS.portfolio,
      resumeUrl: null,
      portfolioFile: null,
      resumeFile: { name: SECRETS.resumeName, size: PDF.byteLength },
    });
    const download = await app.request(accepted.body.shared?.resumeFile?.readUrl ?? '');
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get('Content-Disposition')).toContain('attachment');

    const other = await view('maru', candidate.id);
    expect(other.status).toBe(200);
    expect(other.body.shared).toBeNull();
    for (const secret of secretsOf(candidate)) expect(other.text, secret).not.toContain(secret);

    const chats = await coffeechats('nuri');
    const chat = chats.body.items.find((item) => item.candidate.id === candidate.id);
    expect(chat?.shared?.resumeFile?.name).toBe(SECRETS.resumeName);
    expect((await app.request(chat?.shared?.resumeFile?.readUrl ?? '')).status).toBe(200);
    expect((await coffeechats('maru')).text).not.toContain(candidate.id);
  });

  it('keeps sharing with the accepted company through a stop, and ends it with a restriction', async () => {
    const candidate = await writtenCandidate(app);
    await accept(candidate, 'nuri');
    const stop = await app.request('/api/v2/users/stop', { method: 'PATCH', token: await candidate.token() });
    expect(stop.status).toBe(200);
    expect((await view('nuri', candidate.id)).body.shared?.name).toBe(candidate.name);
    expect((await view('maru', candidate.id)).status).toBe(404);

    const company = await companyIds(app);
    const restrict = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token: await candidate.token(),
      json: { companyIds: [company.nuri] },
    });
    expect(restrict.status).toBe(200);
    const restricted = await view('nuri', candidate.id);
    expect(restricted.status).toBe(404);
    const chat = (await coffeechats('nuri')).body.items.find((item) => item.candidate.id === candidate.id);
    expect(chat?.shared).toBeNull();
    expect(JSON.stringify(chat)).not.toContain('/api/files/');
  });

  it('ends the sharing once the accepted company employs the candidate: a current employer never sees them', async () => {
    const candidate = await writtenCandidate(app);
    await accept(candidate, 'nuri');
    expect((await view('nuri', candidate.id)).status).toBe(200);
    await app.deps.db.insert(careers).values({
      candidateId: candidate.id,
      position: 99,
      company: '(주)누리페이',
      companyKey: companyNameKey('(주)누리페이'),
      job: '백엔드',
      startMonth: '2026-11',
      endMonth: '',
      verified: false,
    });
    expect((await view('nuri', candidate.id)).status).toBe(404);
    const chat = (await coffeechats('nuri')).body.items.find((item) => item.candidate.id === candidate.id);
    expect(chat?.shared ?? null).toBeNull();
  });

  it('ends the sharing when the candidate deletes the account', async () => {
    const candidate = await writtenCandidate(app);
    await accept(candidate, 'nuri');
    const deleted = await app.request('/api/v3/users', {
      method: 'DELETE',
      token: await candidate.token(),
      json: { reason: '이직했어요' },
    });
    expect(deleted.status).toBe(200);
    expect((await view('nuri', candidate.id)).status).toBe(404);
    expect((await coffeechats('nuri')).text).not.toContain(candidate.id);
  });

  it('previews exactly what a company sees, before and after the coffee chat', async () => {
    const candidate = await writtenCandidate(app);
    const previewOf = async () => {
      const response = await app.request('/api/v3/users/profile/preview', { token: await candidate.token() });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      const body = JSON.parse(text) as CompanyPreview;
      expect(is(body, CompanyPreview), text.slice(0, 300)).toBe(true);
      return body;
    };
    // A company without offers to the candidate reads lastOfferStatus null, as the preview does.
    expect((await previewOf()).before).toEqual((await view('maru', candidate.id)).body);

    await accept(candidate, 'nuri');
    const preview = await previewOf();
    const console = (await view('nuri', candidate.id)).body;
    const withoutLinks = (profile: AnonymousProfile) => ({
      ...profile,
      candidate: { ...profile.candidate, lastOfferStatus: null },
      shared: profile.shared && {
        ...profile.shared,
        resumeFile: profile.shared.resumeFile && { ...profile.shared.resumeFile, readUrl: '' },
      },
    });
    expect(console.candidate.lastOfferStatus).toBe('MATCHED');
    expect(withoutLinks(preview.after)).toEqual(withoutLinks(console));
    expect(preview.after.shared?.resumeFile?.readUrl).toMatch(/^\/api\/files\//);
    expect(preview.before.shared).toBeNull();
  });
});
