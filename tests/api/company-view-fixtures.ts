/**
 * A candidate who wrote everything the profile asks for — career details with contact data in
 * them, a hidden career, links, an e-mail, a resume file — for the suites of what companies see.
 */
import { expect } from 'vitest';
import type { UploadTicket } from '../../src/contract/files';
import type { ProfileV3 } from '../../src/contract/profile';
import { call, PDF } from './authorization-fixtures';
import { poolCandidate, uniqueTag } from './biz-fixtures';
import { tokenFor } from './offer-fixtures';
import type { TestApp } from './test-app';

export const SECRETS = {
  email: 'minsu.secret@example.com',
  github: 'https://github.com/minsu-secret',
  linkedin: 'https://www.linkedin.com/in/minsu-secret',
  portfolio: 'https://minsu-secret.example.com/portfolio',
  resumeName: '김민수_이력서.pdf',
  detailPhone: '010-2345-6789',
  detailEmail: 'minsu@private.kr',
  detailLink: 'https://blog.minsu-secret.dev/post/1',
  hiddenCompany: '숨김회사테크',
};

export const DETAIL = `결제 서버를 MSA로 전환했어요. 연락은 ${SECRETS.detailPhone} 또는 ${SECRETS.detailEmail}, 글은 ${SECRETS.detailLink}`;
export const MASKED_DETAIL = '결제 서버를 MSA로 전환했어요. 연락은 *** 또는 ***, 글은 ***';

/** A submitted candidate in the pool (at 해솔데이터 now) whose profile holds every kind of data. */
export async function writtenCandidate(app: TestApp, name = '김민수') {
  const tag = uniqueTag();
  const candidate = await poolCandidate(app, {
    name,
    hashtags: [tag, '리더십'],
    techStacks: ['Kotlin', 'Spring Boot'],
    verifiedSalary: 6000,
    hopeSalary: 7000,
    careers: [
      { company: SECRETS.hiddenCompany, start: '2014-01', end: '2016-12' },
      { company: '해솔데이터', start: '2017-01', end: '' },
    ],
  });
  const token = await tokenFor(app, candidate.id);
  const ticket = await call<UploadTicket>(
    app,
    `/api/users/s3/upload/${candidate.id}?type=resume&fileType=pdf&name=${encodeURIComponent(SECRETS.resumeName)}`,
    { token },
  );
  const put = await app.request(ticket.uploadUrl, {
    method: 'PUT',
    headers: ticket.uploadHeaders,
    body: PDF,
    duplex: 'half',
  } as RequestInit);
  expect(put.status).toBe(200);
  const profile = await call<ProfileV3>(app, '/api/v3/users/profile', { token });
  await call(app, `/api/v2/users/more/${candidate.id}`, {
    method: 'PATCH',
    token,
    json: {
      email: SECRETS.email,
      resumeUrl: '',
      portfolioUrl: SECRETS.portfolio,
      resumeFileId: ticket.fileId,
      portfolioFileId: null,
      githubUrl: SECRETS.github,
      linkedinUrl: SECRETS.linkedin,
      hashtags: profile.hashtags,
      careerItems: profile.careerItems.map(({ id, company, job, start, end }) => ({
        id,
        company,
        job,
        start,
        end,
        detail: company === SECRETS.hiddenCompany ? '숨긴 경력의 내용' : DETAIL,
        hide: company === SECRETS.hiddenCompany,
      })),
      agent: true,
    },
  });
  await call(app, '/api/users/willingness', { method: 'PATCH', token, json: { willingness: 'OPEN' } });
  return { ...candidate, name, tag, token: () => tokenFor(app, candidate.id) };
}
